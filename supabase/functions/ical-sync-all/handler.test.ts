/**
 * The scheduled syncs on both databases: ical-sync-all (Supabase's pg_cron caller) answers only with
 * the right secret and syncs every owner's feeds as the server; the local server's scheduler does the
 * same on its own and logs a failed feed instead of throwing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIcalScheduler } from '../../local-server/ical-scheduler.ts';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { demoHostIds } from '../../test-support/host-tokens.ts';
import { type IcalFixtureServer, startIcalFixtures } from '../../test-support/ical-fixtures.ts';
import { sameSecret } from '../_shared/cron-secret.ts';
import { handler } from './handler.ts';

const secret = 'cron-secret-for-the-tests-0123456789';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`scheduled calendar syncs on ${kind}`, () => {
    let test: SeededDatabase;
    let fixtures: IcalFixtureServer;
    beforeAll(async () => {
      [test, fixtures] = await Promise.all([openSeededDatabase(kind), startIcalFixtures()]);
      await demoHostIds(test.db);
      // One feed on each owner's property (the server sees them all).
      await test.db.query(
        `INSERT INTO ical_feeds (property_id, url, source)
         SELECT id, $1, 'airbnb' FROM properties WHERE name = 'Riad Yasmine'
         UNION ALL SELECT id, $2, 'booking_com' FROM properties WHERE name = 'Dar Atlas'`,
        [fixtures.url('/airbnb.ics'), fixtures.url('/booking-com.ics')],
      );
    });
    afterAll(async () => {
      await Promise.all([test?.close(), fixtures?.close()]);
    });

    const call = (headers: Record<string, string>, cronSecret: string | null = secret) =>
      handler(
        new Request('https://fn.rihla.example/', { method: 'POST', headers }),
        testDeps(test.db, {
          config: testConfig({ cronSecret: cronSecret ?? undefined, icalAllowLocalHttp: true }),
        }),
      );

    it('answers only the scheduler with the secret', async () => {
      expect((await call({}, null)).status).toBe(503);
      expect((await call({})).status).toBe(401);
      expect((await call({ 'X-Cron-Secret': `${secret}x` })).status).toBe(401);
      expect(fixtures.hits('/airbnb.ics')).toBe(0);
      expect(sameSecret('abc', 'abc')).toBe(true);
      expect(sameSecret('abd', 'abc')).toBe(false);
      expect(sameSecret('', 'abc')).toBe(false);
    });

    it("syncs every owner's feeds", async () => {
      const response = await call({ 'X-Cron-Secret': secret });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ feeds: 2, succeeded: 2, failed: 0 });
      const { rows } = await test.db.query<{ source: string; n: number }>(
        'SELECT source, count(*)::int AS n FROM bookings WHERE ical_feed_id IS NOT NULL GROUP BY source ORDER BY source',
      );
      // Booking.com writes "CLOSED - Not available" for every event, reservations too: all blocks.
      expect(rows).toEqual([{ source: 'airbnb', n: 2 }]);
      const feeds = await test.db.query<{ source: string; blocks: number }>(
        `SELECT f.source, count(b.id)::int AS blocks FROM ical_feeds f
           LEFT JOIN calendar_blocks b ON b.ical_feed_id = f.id GROUP BY f.source ORDER BY f.source`,
      );
      expect(feeds.rows).toEqual([
        { source: 'airbnb', blocks: 1 },
        { source: 'booking_com', blocks: 3 },
      ]);
    });

    it("the local server's scheduler syncs too, and logs a failing feed without throwing", async () => {
      fixtures.set('/booking-com.ics', { status: 503, body: 'down' });
      const lines: string[] = [];
      const scheduler = startIcalScheduler({
        db: test.db,
        allowLocalHttp: true,
        now: () => new Date(fixedNow.getTime() + 60_000),
        firstDelayMs: 3_600_000,
        log: (line) => lines.push(line),
      });
      try {
        const hits = fixtures.hits('/airbnb.ics');
        await Promise.all([scheduler.runOnce(), scheduler.runOnce()]);
        expect(fixtures.hits('/airbnb.ics')).toBe(hits + 1);
        expect(lines.join('\n')).toMatch(/1 of 2 calendars failed: .* http_status/);
        const { rows } = await test.db.query<{ last_error: string | null }>(
          'SELECT last_error FROM ical_feeds ORDER BY source',
        );
        expect(rows.map((row) => row.last_error)).toEqual([null, 'http_status']);
      } finally {
        scheduler.stop();
      }
    });
  });
}
