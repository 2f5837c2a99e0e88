/**
 * Runs queries as a signed-in user, exactly as Supabase's PostgREST does for a request with a user's
 * access token: in one transaction, the role `authenticated` and the token's claims in
 * `request.jwt.claims` (set_config(..., true), as PostgREST sets them: for this transaction only,
 * sent with BEGIN in one round trip; with the statement itself for `asUserQuery`), so `auth.uid()`
 * is the user and Row Level Security decides what every statement sees and changes. A query without a
 * `WHERE` still returns nothing foreign. Both settings end with the transaction (commit or
 * rollback): the connection goes back to the pool as the server-side role it was.
 *
 * The host functions use this for everything they read or write for a host; the guest functions
 * keep their narrow server-side queries. The caller must have verified the access token first:
 * the user id given here is trusted as is.
 */
import type { Database, Queryable, QueryOptions } from './database.ts';
import { isUuid } from './uuid.ts';

/** The claims set for the transaction: at least the user (`sub`); `role` is always `authenticated`. */
export interface UserClaims {
  sub: string;
  role: 'authenticated';
  [claim: string]: unknown;
}

/** The claims PostgREST would set for the user's access token (more of the token's claims may be given). */
export function userClaims(userId: string, extra: Record<string, unknown> = {}): UserClaims {
  if (!isUuid(userId)) throw new TypeError('asUser: the user id must be a UUID');
  return { ...extra, sub: userId, role: 'authenticated' };
}

/**
 * Runs `work` in one transaction as the `authenticated` role with the user's claims, and returns
 * what it returns. An error in `work` rolls the whole transaction back.
 *
 * @param userId the verified access token's `sub` (the auth user id, also the host's id)
 * @param extraClaims other claims of the token (`email`, `aud`, ...), readable with `auth.jwt()`
 */
export function asUser<T>(
  db: Database,
  userId: string,
  work: (tx: Queryable) => Promise<T>,
  extraClaims: Record<string, unknown> = {},
): Promise<T> {
  return db.transaction(work, { settings: userSettings(userId, extraClaims) });
}

/** The transaction's settings for the user: their claims and the role `authenticated`. */
function userSettings(userId: string, extraClaims: Record<string, unknown>): Record<string, string> {
  return { 'request.jwt.claims': JSON.stringify(userClaims(userId, extraClaims)), role: 'authenticated' };
}

/**
 * `asUser` for work that is one statement: the same transaction, role and claims, and the same Row
 * Level Security, in one round trip to a PostgreSQL server instead of three
 * (`Database.queryInTransaction`). The host screens' reads under load use it.
 */
export function asUserQuery<Row>(
  db: Database,
  userId: string,
  sql: string,
  params: unknown[],
  options: QueryOptions = {},
  extraClaims: Record<string, unknown> = {},
): Promise<{ rows: Row[] }> {
  return db.queryInTransaction<Row>(sql, params, { ...options, settings: userSettings(userId, extraClaims) });
}
