/**
 * declarations-purge (pg_cron's caller on Supabase) on both databases: it answers only with the
 * scheduler's secret, and deletes the forms past their time with the configured retention.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../local-server/seed-dates.ts';
import {
  databaseKinds,
  fixedNow,
  openTestDatabase,
  postJson,
  type TestDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { insertCheckInBooking, storeDeclaration } from '../../test-support/guest-declaration-fixtures.ts';
import type { ServerConfig } from '../_shared/handler-types.ts';
import { handler } from './handler.ts';

const cronSecret = 'cron-secret-for-the-tests-0123456789';
/** fixedNow is 10 March 2026 in Morocco. */
const today = '2026-03-10';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`declarations-purge on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    const call = async (headers: Record<string, string>, config: Partial<ServerConfig> = {}) => {
      const response = await handler(
        postJson({}, headers),
        testDeps(test.db, { config: testConfig(config) }),
      );
      return { status: response.status, body: await response.json() };
    };
    const withForm = async (checkOut: string) => {
      const { bookingId } = await insertCheckInBooking(test.db, {
        checkIn: addDays(checkOut, -2),
        nights: 2,
      });
      await storeDeclaration(test.db, bookingId, 1);
      return bookingId;
    };
    const remaining = async () =>
      Number(
        (await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM guest_declarations'))
          .rows[0]!.count,
      );

    it('answers 503 without CRON_SECRET and 401 without the right secret, deleting nothing', async () => {
      await withForm(addDays(today, -60));
      expect(await call({ 'X-Cron-Secret': cronSecret })).toEqual({
        status: 503,
        body: { error: expect.any(String), code: 'not_configured' },
      });
      for (const headers of [{}, { 'X-Cron-Secret': 'wrong' }] as Record<string, string>[]) {
        expect(await call(headers, { cronSecret })).toEqual({
          status: 401,
          body: { error: expect.any(String), code: 'unauthorized' },
        });
      }
      expect(await remaining()).toBe(1);
    });

    it('deletes the forms past the retention and says how many', async () => {
      await test.db.query('DELETE FROM guest_declarations');
      await withForm(addDays(today, -31));
      await withForm(addDays(today, -10));
      const secret = { 'X-Cron-Secret': cronSecret };
      expect(await call(secret, { cronSecret })).toEqual({ status: 200, body: { purged: 1 } });
      expect(await remaining()).toBe(1);
      expect(await call(secret, { cronSecret, declarationRetentionDays: 9 })).toEqual({
        status: 200,
        body: { purged: 1 },
      });
      expect(await remaining()).toBe(0);
      expect(fixedNow.toISOString().slice(0, 10)).toBe(today);
    });

    it('answers the CORS preflight and refuses GET', async () => {
      const deps = testDeps(test.db, { config: testConfig({ cronSecret }) });
      expect(
        (await handler(new Request('https://fn.rihla.example/', { method: 'OPTIONS' }), deps)).status,
      ).toBe(204);
      expect((await handler(new Request('https://fn.rihla.example/'), deps)).status).toBe(405);
    });
  });
}
