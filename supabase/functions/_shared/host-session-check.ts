/**
 * Whether an access token's session is still signed in: a signed-out session's tokens are refused
 * by the host functions (issue 41), although they stay validly signed until they expire (an hour).
 * The database answers (`rihla_session_active`, migration 0034: GoTrue's auth.sessions on Supabase,
 * the local auth server's auth_sessions locally), and the answer is kept in this process's memory
 * for `sessionCheckSeconds`: a host's screens send the same token with every request, and one
 * round trip per session every 15 s keeps the host API's cost where it was. So a session signed out
 * elsewhere is refused at most 15 s later (at once by a process that had not checked it yet).
 * Parallel requests of one session share one check. Bounded: past `sessionCheckLimit` entries per
 * database the oldest goes first.
 */
import type { Queryable } from './database.ts';

/** How long a session's answer is kept, in seconds. */
export const sessionCheckSeconds = 15;
export const sessionCheckLimit = 5000;

interface CheckedSession {
  /** Milliseconds since the epoch, at the caller's clock, until which the answer holds. */
  until: number;
  active: Promise<boolean>;
}

const checkedByDatabase = new WeakMap<Queryable, Map<string, CheckedSession>>();

function checkedSessions(db: Queryable): Map<string, CheckedSession> {
  let checked = checkedByDatabase.get(db);
  if (!checked) {
    checked = new Map();
    checkedByDatabase.set(db, checked);
  }
  return checked;
}

/** True while the session exists, belongs to the user and has not ended (the caller checked both are UUIDs). */
export function sessionIsActive(
  db: Queryable,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const checked = checkedSessions(db);
  const key = `${sessionId.toLowerCase()} ${userId.toLowerCase()}`;
  const known = checked.get(key);
  if (known && known.until > now.getTime()) return known.active;
  checked.delete(key);
  if (checked.size >= sessionCheckLimit) {
    const oldest = checked.keys().next().value;
    if (oldest !== undefined) checked.delete(oldest);
  }
  const active = db
    .query<{ active: boolean }>(
      'SELECT rihla_session_active($1::uuid, $2::uuid) AS active',
      [sessionId, userId],
      { name: 'rihla_session_active' },
    )
    .then(({ rows }) => rows[0]?.active === true);
  checked.set(key, { until: now.getTime() + sessionCheckSeconds * 1000, active });
  // A failed check is not kept: the next request asks again.
  active.catch(() => {
    if (checked.get(key)?.active === active) checked.delete(key);
  });
  return active;
}
