/** Local answers to the Supabase Auth calls supabase-js makes (password sign-in, refresh, user, logout). */
import type { Database } from '../functions/_shared/database.ts';

export interface AuthDeps {
  db: Database;
  jwtSecret: string;
}

export async function handleAuth(_request: Request, _deps: AuthDeps): Promise<Response> {
  return Response.json({ error: 'not_implemented', msg: 'Local auth is not available yet' }, { status: 501 });
}
