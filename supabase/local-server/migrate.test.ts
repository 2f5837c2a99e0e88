import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../functions/_shared/database.ts';
import { openPglite } from './database-pglite.ts';
import { migrate } from './migrate.ts';
import { seedDemoData } from './seed.ts';

describe('migrations on a Supabase-like database (API roles present)', () => {
  let db: Database;
  let applied: string[];
  beforeAll(async () => {
    db = await openPglite();
    await db.exec('CREATE ROLE anon; CREATE ROLE authenticated;');
    applied = await migrate(db);
    await seedDemoData(db, new Date('2026-03-10T09:00:00Z'));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('apply in order', () => {
    expect(applied.indexOf('0001_extensions.sql')).toBeLessThan(applied.indexOf('0002_stays.sql'));
    expect(applied).toContain('local/0001_local_auth.sql');
  });

  it('fold last names the same way for stored names and typed ones', async () => {
    const { rows } = await db.query<{ folded: string }>(
      "SELECT rihla_fold_name(value) AS folded FROM unnest(ARRAY['  García ', 'GARCÍA', 'Øster  Ström', 'Ñúñez']) AS value",
    );
    expect(rows.map((row) => row.folded)).toEqual(['garcia', 'garcia', 'oster strom', 'nunez']);
  });

  it('take every right from the API roles, and RLS hides every row even when a grant slips in', async () => {
    try {
      await db.exec('SET ROLE anon');
      await expect(db.query('SELECT * FROM bookings')).rejects.toThrow(/permission denied/);
      await db.exec('RESET ROLE; GRANT SELECT ON bookings, booking_extras TO anon; SET ROLE anon');
      expect((await db.query('SELECT * FROM bookings')).rows).toEqual([]);
      expect((await db.query('SELECT * FROM booking_extras')).rows).toEqual([]);
    } finally {
      await db.exec('RESET ROLE');
    }
    const { rows } = await db.query<{ guest_last_name: string }>('SELECT guest_last_name FROM bookings');
    expect(rows.map((row) => row.guest_last_name)).toEqual(expect.arrayContaining(['Benali', 'García']));
  });
});
