/**
 * host-ical-feeds' syncs on both databases, against .ics files a local server serves
 * (test-support/ical): an Airbnb-style feed brings two reservations (bookings without a name) and a
 * block; a second sync changes no row; the updated feed cancels the gone reservation and moves the
 * other, keeping what the host entered; a VRBO-style feed's reservation that overlaps a direct booking
 * is recorded as a conflict while the rest is kept; a feed that fails (HTTP error, no
 * calendar) leaves every row and records the error and keeps the last good time; parallel syncs of
 * one feed add nothing twice. Refusals and owners: refusals.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { type IcalFixtureServer, icalFixture, startIcalFixtures } from '../../test-support/ical-fixtures.ts';
import type { HostIcalFeeds, HostIcalSyncAnswer } from '../_shared/host-api-types-ical.ts';
import { handler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-ical-feeds syncs on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let fixtures: IcalFixtureServer;
    const propertyId = new Map<string, string>();
    beforeAll(async () => {
      [test, fixtures] = await Promise.all([openSeededDatabase(kind), startIcalFixtures()]);
      ids = await demoHostIds(test.db);
      const { rows } = await test.db.query<{ id: string; name: string }>('SELECT id, name FROM properties');
      for (const row of rows) propertyId.set(row.name, row.id);
    });
    afterAll(async () => {
      await Promise.all([test?.close(), fixtures?.close()]);
    });

    const deps = (now = fixedNow) =>
      testDeps(test.db, { config: testConfig({ icalAllowLocalHttp: true }), now: () => now });
    const call = async <T>(body: object, status = 200, now = fixedNow, userId = ids.owner) => {
      const response = await handler(hostRequest(body, await accessToken(userId, { now })), deps(now));
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(status);
      return answer as T;
    };
    const addFeed = async (property: string, path: string, source = 'airbnb') => {
      const answer = await call<HostIcalFeeds>(
        { action: 'add', propertyId: propertyId.get(property), url: fixtures.url(path), source },
        201,
      );
      return answer.feeds.find((feed) => feed.url === fixtures.url(path))!;
    };
    const sync = (feedId: string, now = fixedNow) =>
      call<HostIcalSyncAnswer>({ action: 'syncNow', feedId }, 200, now);
    /** Every row a feed wrote, as it is (ids, dates, status, host fields, updated_at). */
    const rowsOf = async (feedId: string) => {
      const bookings = await test.db.query(
        `SELECT id, external_uid, to_char(check_in_date, 'YYYY-MM-DD') AS check_in,
                to_char(check_out_date, 'YYYY-MM-DD') AS check_out, status, source, guest_first_name,
                guest_last_name, notes, stay_total, smart_lock_code, updated_at::text
           FROM bookings WHERE ical_feed_id = $1 ORDER BY check_in_date`,
        [feedId],
      );
      const blocks = await test.db.query(
        `SELECT id, external_uid, to_char(start_date, 'YYYY-MM-DD') AS start_date,
                to_char(end_date, 'YYYY-MM-DD') AS end_date, summary, updated_at::text
           FROM calendar_blocks WHERE ical_feed_id = $1 ORDER BY start_date`,
        [feedId],
      );
      return { bookings: bookings.rows, blocks: blocks.rows };
    };
    const allCounts = async () =>
      (
        await test.db.query<{ bookings: number; blocks: number }>(
          'SELECT (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM calendar_blocks) AS blocks',
        )
      ).rows[0];

    let airbnbId: string;

    it('brings an Airbnb feed in: reservations as bookings without a name, Not available as a block', async () => {
      const feed = await addFeed('Riad Yasmine', '/airbnb.ics');
      airbnbId = feed.id;
      expect(feed).toMatchObject({ source: 'airbnb', label: null, lastSuccessAt: null, conflicts: [] });
      const answer = await sync(airbnbId);
      expect(answer.results).toEqual([
        {
          feedId: airbnbId,
          ok: true,
          error: null,
          bookings: { added: 2, updated: 0, cancelled: 0 },
          blocks: { added: 1, updated: 0, removed: 0 },
          conflicts: 0,
        },
      ]);
      expect(answer.feeds[0]).toMatchObject({
        lastAttemptAt: '2026-03-10T09:00:00Z',
        lastSuccessAt: '2026-03-10T09:00:00Z',
        lastError: null,
      });
      const { bookings, blocks } = await rowsOf(airbnbId);
      expect(bookings).toEqual([
        expect.objectContaining({ check_in: '2026-03-20', check_out: '2026-03-24', status: 'confirmed' }),
        expect.objectContaining({ check_in: '2026-04-02', check_out: '2026-04-06', status: 'confirmed' }),
      ]);
      for (const booking of bookings) {
        expect(booking).toMatchObject({ source: 'airbnb', guest_first_name: null, guest_last_name: null });
        expect(booking.external_uid).toMatch(/@airbnb\.com$/);
      }
      expect(blocks).toEqual([
        expect.objectContaining({
          start_date: '2026-03-26',
          end_date: '2026-03-29',
          summary: 'Airbnb (Not available)',
        }),
      ]);
    });

    it('changes nothing when synced again', async () => {
      const before = await rowsOf(airbnbId);
      const counts = await allCounts();
      const answer = await sync(airbnbId);
      expect(answer.results[0]).toMatchObject({
        ok: true,
        bookings: { added: 0, updated: 0, cancelled: 0 },
        blocks: { added: 0, updated: 0, removed: 0 },
      });
      expect(await rowsOf(airbnbId)).toEqual(before);
      expect(await allCounts()).toEqual(counts);
    });

    it('cancels a reservation gone from the feed and moves a changed one, keeping what the host entered', async () => {
      const [first, second] = (await rowsOf(airbnbId)).bookings as { id: string }[];
      await test.db.query(
        `UPDATE bookings SET guest_first_name = 'Lina', guest_last_name = 'Haddou', notes = 'Late arrival',
                stay_total = 48000, smart_lock_code = '5182' WHERE id = $1`,
        [second!.id],
      );
      fixtures.set('/airbnb.ics', { body: icalFixture('airbnb-updated') });
      try {
        const answer = await sync(airbnbId);
        expect(answer.results[0]).toMatchObject({
          ok: true,
          bookings: { added: 0, updated: 1, cancelled: 1 },
          blocks: { added: 0, updated: 0, removed: 0 },
        });
        const { bookings } = await rowsOf(airbnbId);
        expect(bookings).toEqual([
          expect.objectContaining({ id: first!.id, check_in: '2026-03-20', status: 'cancelled' }),
          expect.objectContaining({
            id: second!.id,
            check_in: '2026-04-03',
            check_out: '2026-04-08',
            status: 'confirmed',
            guest_first_name: 'Lina',
            guest_last_name: 'Haddou',
            notes: 'Late arrival',
            stay_total: 48000,
            smart_lock_code: '5182',
          }),
        ]);
        const again = await rowsOf(airbnbId);
        await sync(airbnbId);
        expect(await rowsOf(airbnbId)).toEqual(again);
      } finally {
        fixtures.set('/airbnb.ics', { body: icalFixture('airbnb') });
      }
    });

    it('records a reservation that collides with a direct booking as a conflict, and keeps the rest', async () => {
      const benali = async () =>
        (await test.db.query('SELECT * FROM bookings WHERE id = $1', [test.benaliId])).rows[0];
      const before = await benali();
      const feed = await addFeed('Riad Yasmine', '/vrbo.ics', 'vrbo');
      const answer = await sync(feed.id);
      expect(answer.results[0]).toMatchObject({
        ok: true,
        bookings: { added: 1, updated: 0, cancelled: 0 },
        blocks: { added: 1, updated: 0, removed: 0 },
        conflicts: 1,
      });
      const synced = answer.feeds.find((item) => item.id === feed.id)!;
      expect(synced.lastError).toBeNull();
      expect(synced.conflicts).toEqual([
        {
          uid: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
          checkIn: '2026-03-14',
          checkOut: '2026-03-17',
          with: expect.objectContaining({
            bookingId: test.benaliId,
            checkIn: '2026-03-12',
            checkOut: '2026-03-15',
          }),
        },
      ]);
      expect(synced.conflicts[0]!.with!.name).toMatch(/Benali/);
      const { bookings, blocks } = await rowsOf(feed.id);
      expect(bookings).toEqual([
        expect.objectContaining({ check_in: '2026-04-20', source: 'vrbo', guest_first_name: null }),
      ]);
      expect(blocks).toEqual([expect.objectContaining({ summary: 'Blocked' })]);
      expect(await benali()).toEqual(before);
    });

    it('leaves every row as it was when the feed fails, and shows the error and the last good sync', async () => {
      const before = await rowsOf(airbnbId);
      const later = new Date(fixedNow.getTime() + 3_600_000);
      const failures: [object, string, string | RegExp][] = [
        [{ status: 500, body: 'oops' }, 'http_status', 'HTTP 500'],
        [{ body: '<html><body>Please sign in</body></html>' }, 'not_a_calendar', /VCALENDAR/],
        [{ body: 'BEGIN:VCALENDAR\r\nthis is not a line\r\nEND:VCALENDAR' }, 'not_a_calendar', /./],
      ];
      try {
        for (const [answer, code, detail] of failures) {
          fixtures.set('/airbnb.ics', answer);
          const synced = await sync(airbnbId, later);
          expect(synced.results[0]).toMatchObject({ ok: false, error: code });
          const feed = synced.feeds.find((item) => item.id === airbnbId)!;
          expect(feed).toMatchObject({
            lastError: code,
            lastAttemptAt: '2026-03-10T10:00:00Z',
            lastSuccessAt: '2026-03-10T09:00:00Z',
          });
          expect(feed.lastErrorDetail).toMatch(detail);
          expect(await rowsOf(airbnbId)).toEqual(before);
        }
      } finally {
        fixtures.set('/airbnb.ics', { body: icalFixture('airbnb') });
      }
      const recovered = await sync(airbnbId, later);
      expect(recovered.feeds.find((item) => item.id === airbnbId)).toMatchObject({
        lastError: null,
        lastErrorDetail: null,
        lastSuccessAt: '2026-03-10T10:00:00Z',
      });
    });

    it('adds nothing twice when one feed is synced many times at once', async () => {
      fixtures.set('/kasbah.ics', { body: icalFixture('airbnb') });
      const feed = await addFeed('Kasbah Tizi', '/kasbah.ics');
      const answers = await Promise.all(Array.from({ length: 6 }, () => sync(feed.id)));
      for (const answer of answers) expect(answer.results[0]!.ok).toBe(true);
      const added = answers.reduce((sum, answer) => sum + answer.results[0]!.bookings.added, 0);
      expect(added).toBe(2);
      const { bookings, blocks } = await rowsOf(feed.id);
      expect(bookings).toHaveLength(2);
      expect(blocks).toHaveLength(1);
    });

    it('syncs every feed of a property, removes a feed with its blocks and keeps its bookings', async () => {
      const property = propertyId.get('Riad Yasmine');
      const answer = await call<HostIcalSyncAnswer>({ action: 'syncNow', propertyId: property });
      expect(answer.results.map((result) => result.ok)).toEqual([true, true]);
      const before = await rowsOf(airbnbId);
      const removed = await call<HostIcalFeeds>({ action: 'remove', feedId: airbnbId });
      expect(removed.feeds.map((feed) => feed.id)).not.toContain(airbnbId);
      const { rows } = await test.db.query<{ status: string; ical_feed_id: string | null }>(
        'SELECT status, ical_feed_id FROM bookings WHERE id = ANY ($1::uuid[])',
        [(before.bookings as { id: string }[]).map((booking) => booking.id)],
      );
      expect(rows).toHaveLength(before.bookings.length);
      for (const row of rows) expect(row.ical_feed_id).toBeNull();
      expect((await rowsOf(airbnbId)).blocks).toEqual([]);
    });

    it('regenerates the export secret', async () => {
      const property = propertyId.get('Riad Yasmine');
      const before = await call<HostIcalFeeds>({ action: 'list', propertyId: property });
      expect(before.exportToken).toMatch(/^[A-Za-z0-9_-]{32,128}$/);
      const after = await call<HostIcalFeeds>({ action: 'regenerateExportToken', propertyId: property });
      expect(after.exportToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(after.exportToken).not.toBe(before.exportToken);
      expect(after.propertyName).toBe('Riad Yasmine');
    });
  });
}
