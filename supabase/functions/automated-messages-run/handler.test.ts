/**
 * automated-messages-run (Supabase's pg_cron caller) on both databases: it answers only the
 * scheduler with the secret, and only with GUEST_TOKEN_SECRET (the messages carry the personal
 * link); with both, a booking made a minute ago gets its confirmation, once however often it runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { handler } from './handler.ts';

const secret = 'cron-secret-for-the-tests-0123456789';
const now = new Date('2032-04-01T10:00:00Z');

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`automated-messages-run on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    const call = (
      headers: Record<string, string>,
      overrides: { cronSecret?: null; guestTokenSecret?: null } = {},
    ) =>
      handler(
        new Request('https://fn.rihla.example/', { method: 'POST', headers }),
        testDeps(test.db, {
          now: () => now,
          config: testConfig({
            cronSecret: overrides.cronSecret === null ? undefined : secret,
            ...(overrides.guestTokenSecret === null ? { guestTokenSecret: undefined } : {}),
          }),
        }),
      );

    it('answers only the scheduler with the secret, and only with GUEST_TOKEN_SECRET', async () => {
      expect((await call({}, { cronSecret: null })).status).toBe(503);
      expect((await call({})).status).toBe(401);
      expect((await call({ 'X-Cron-Secret': `${secret}x` })).status).toBe(401);
      const unconfigured = await call({ 'X-Cron-Secret': secret }, { guestTokenSecret: null });
      expect(unconfigured.status).toBe(503);
      expect(await unconfigured.json()).toMatchObject({ code: 'not_configured' });
    });

    it('sends a new booking’s confirmation once, however often it runs', async () => {
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, check_in_date, check_out_date, created_at)
         SELECT property_id, 'Sofia', 'Rossi', 'sofia@example.com', '2032-05-10', '2032-05-12', $2 FROM bookings WHERE id = $1
         RETURNING id`,
        [test.benaliId, new Date(now.getTime() - 60_000).toISOString()],
      );
      const first = await call({ 'X-Cron-Secret': secret });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ bookings: 1, due: 1, sent: 1, mailed: 1, pushed: 0 });
      expect(await (await call({ 'X-Cron-Secret': secret })).json()).toEqual({
        bookings: 1,
        due: 0,
        sent: 0,
        mailed: 0,
        pushed: 0,
      });
      const mails = await test.db.query<{ event_key: string }>(
        `SELECT event_key FROM mail_outbox WHERE template = 'automatedMessage'`,
      );
      expect(mails.rows).toEqual([{ event_key: `automated:${rows[0]!.id}:booking_confirmed` }]);
    });
  });
}
