/** Demo data for `npm start` on an empty database. */
import type { Database } from '../functions/_shared/database.ts';

export interface DemoSummary {
  lines: string[];
}

export async function seedDemoData(_db: Database, _today: Date): Promise<DemoSummary> {
  return { lines: [] };
}
