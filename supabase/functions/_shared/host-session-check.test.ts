/**
 * A signed-out session refused by the host functions (issue 41, finding 8), on both databases: the
 * host signs in with the local auth server, reads its settings, signs out, and the access token it
 * still holds is refused (401) once the 15 s answer has run out, at once by a check that had not
 * seen it; another session of the host keeps working; the same on Supabase's auth.sessions
 * (deleted rows and a past `not_after`); parallel requests of one session ask the database once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleAuth } from '../../local-server/auth.ts';
import { demoHosts } from '../../local-server/seed-portfolio.ts';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  testJwtSecret,
} from '../../test-support/databases.ts';
import { accessToken, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { handler } from '../host-settings/handler.ts';
import type { Database } from './database.ts';
import { sessionCheckSeconds } from './host-session-check.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host functions and signed-out sessions on ${kind}`, () => {
    let test: SeededDatabase;
    let clock = fixedNow.getTime();
    const now = () => new Date(clock);
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    const authDeps = () => ({ db: test.db, jwtSecret: testJwtSecret, rateLimitEnabled: false, now });
    const signIn = async (): Promise<string> => {
      const response = await handleAuth(
        new Request('http://local.rihla/auth/v1/token?grant_type=password', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: demoHosts.owner.email, password: demoHosts.owner.password }),
        }),
        authDeps(),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { access_token: string }).access_token;
    };
    const signOut = async (token: string, scope: 'local' | 'global') => {
      const response = await handleAuth(
        new Request(`http://local.rihla/auth/v1/logout?scope=${scope}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
        }),
        authDeps(),
      );
      expect(response.status).toBe(204);
    };
    const settings = (token: string, db: Database = test.db) =>
      handler(hostRequest({ action: 'get' }, token), testDeps(db, { now }));

    it('refuses a signed-out session’s token once its kept answer ran out, and keeps the other session', async () => {
      const signedOut = await signIn();
      const other = await signIn();
      const neverChecked = await signIn();
      expect((await settings(signedOut)).status).toBe(200);
      expect((await settings(other)).status).toBe(200);
      await signOut(signedOut, 'local');
      await signOut(neverChecked, 'local');
      // Never checked before: refused at once.
      const refused = await settings(neverChecked);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'unauthorized' });
      // Checked a moment ago: the kept answer holds for at most sessionCheckSeconds.
      clock += (sessionCheckSeconds + 1) * 1000;
      expect((await settings(signedOut)).status).toBe(401);
      expect((await settings(other)).status).toBe(200);
      // A global sign-out ends the other one too.
      await signOut(other, 'global');
      clock += (sessionCheckSeconds + 1) * 1000;
      expect((await settings(other)).status).toBe(401);
    });

    it('asks the database once for parallel requests of one session', async () => {
      const token = await signIn();
      let asked = 0;
      const counting: Database = Object.create(test.db, {
        query: {
          value: (sql: string, ...rest: unknown[]) => {
            if (sql.includes('rihla_session_active')) asked += 1;
            return (test.db.query as (...args: unknown[]) => unknown).call(test.db, sql, ...rest);
          },
        },
      });
      const statuses = await Promise.all(
        Array.from({ length: 20 }, async () => (await settings(token, counting)).status),
      );
      expect(statuses).toEqual(Array(20).fill(200));
      expect(asked).toBe(1);
    });

    it('reads GoTrue’s auth.sessions where it exists: a deleted row and a past not_after are signed out', async () => {
      const own = await openSeededDatabase(kind);
      try {
        await own.db.exec(`CREATE TABLE auth.sessions (
          id uuid PRIMARY KEY, user_id uuid NOT NULL, created_at timestamptz, not_after timestamptz)`);
        const { owner } = await demoHostIds(own.db);
        const [kept, deleted, ended] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
        await own.db.query(
          `INSERT INTO auth.sessions (id, user_id, not_after) VALUES
             ($1, $4, NULL), ($2, $4, NULL), ($3, $4, now() - interval '1 minute')`,
          [kept, deleted, ended, owner],
        );
        const tokenOf = (session: string) =>
          accessToken(owner, { now: now(), claims: { session_id: session, email: demoHosts.owner.email } });
        expect((await settings(await tokenOf(kept), own.db)).status).toBe(200);
        expect((await settings(await tokenOf(ended), own.db)).status).toBe(401);
        await own.db.query('DELETE FROM auth.sessions WHERE id = $1', [deleted]);
        expect((await settings(await tokenOf(deleted), own.db)).status).toBe(401);
        // A session of another user named in the token is not this user's.
        const { owner2 } = await demoHostIds(own.db);
        const borrowed = await accessToken(owner2, { now: now(), claims: { session_id: kept } });
        expect((await settings(borrowed, own.db)).status).toBe(401);
        // A session_id that is no UUID names no session.
        expect(
          (await settings(await accessToken(owner, { now: now(), claims: { session_id: 'x' } }), own.db))
            .status,
        ).toBe(401);
      } finally {
        await own.close();
      }
    });
  });
}
