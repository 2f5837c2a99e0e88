/**
 * Who cancelled a channel booking decides what the next sync does, on both databases: one the host
 * cancelled in the booking editor stays cancelled and keeps its dates whatever the feed says (and
 * is no conflict when its nights are taken meanwhile); one the sync cancelled (its event left the
 * feed) is confirmed again, with the feed's dates, when the event comes back; a cancel from before
 * migration 0025 (cancelled_by null) counts as the host's. A confirmed channel booking still takes
 * the feed's dates over the host's edit of them, and a host's cancel made while a sync runs stands.
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
import { type IcalFixtureServer, startIcalFixtures } from '../../test-support/ical-fixtures.ts';
import type { Queryable } from '../_shared/database.ts';
import type { HostBookingAnswer } from '../_shared/host-api-types-bookings.ts';
import type { HostIcalFeeds, HostIcalSyncAnswer } from '../_shared/host-api-types-ical.ts';
import { applyFeedEvents, sqlState } from '../_shared/ical-apply.ts';
import { handler as bookingsHandler } from '../host-bookings/handler.ts';
import { handler } from './handler.ts';

type Event = [uid: string, start: string, end: string];
const day = (date: string) => date.replace(/-/g, '');
/** An Airbnb-like calendar of reservations. */
const calendar = (...events: Event[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test channel//EN',
    ...events.flatMap(([uid, start, end]) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTART;VALUE=DATE:${day(start)}`,
      `DTEND;VALUE=DATE:${day(end)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

const first: Event = ['first@channel.test', '2026-05-01', '2026-05-05'];
const second: Event = ['second@channel.test', '2026-05-10', '2026-05-14'];
const third: Event = ['third@channel.test', '2026-06-01', '2026-06-04'];

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`who cancelled a channel booking, on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let fixtures: IcalFixtureServer;
    let propertyId: string;
    let feedId: string;
    beforeAll(async () => {
      [test, fixtures] = await Promise.all([openSeededDatabase(kind), startIcalFixtures()]);
      ids = await demoHostIds(test.db);
      propertyId = (
        await test.db.query<{ id: string }>(
          `INSERT INTO properties (name, address, owner_id) VALUES ('Dar Cancel', 'Test address', $1) RETURNING id`,
          [ids.owner],
        )
      ).rows[0]!.id;
    });
    afterAll(async () => {
      await Promise.all([test?.close(), fixtures?.close()]);
    });

    const deps = () => testDeps(test.db, { config: testConfig({ icalAllowLocalHttp: true }) });
    const call = async <T>(run: typeof handler, body: object, status = 200) => {
      const response = await run(hostRequest(body, await accessToken(ids.owner, { now: fixedNow })), deps());
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(status);
      return answer as T;
    };
    const feedServes = (...events: Event[]) => fixtures.set('/cancel.ics', { body: calendar(...events) });
    const sync = async () => {
      const answer = await call<HostIcalSyncAnswer>(handler, { action: 'syncNow', feedId });
      expect(answer.results[0]!.ok).toBe(true);
      return { result: answer.results[0]!, feed: answer.feeds.find((feed) => feed.id === feedId)! };
    };
    const booking = async (uid: string) =>
      (
        await test.db.query<Record<string, unknown>>(
          `SELECT id, status, cancelled_by, to_char(check_in_date, 'YYYY-MM-DD') AS check_in,
                  to_char(check_out_date, 'YYYY-MM-DD') AS check_out, guest_last_name, updated_at::text
             FROM bookings WHERE property_id = $1 AND external_uid = $2`,
          [propertyId, uid],
        )
      ).rows[0]!;
    const noChange = { added: 0, updated: 0, cancelled: 0 };

    it('brings the channel bookings in', async () => {
      feedServes(first, second, third);
      const added = await call<HostIcalFeeds>(
        handler,
        { action: 'add', propertyId, url: fixtures.url('/cancel.ics'), source: 'airbnb' },
        201,
      );
      feedId = added.feeds[0]!.id;
      expect((await sync()).result.bookings).toEqual({ added: 3, updated: 0, cancelled: 0 });
      for (const [uid] of [first, second, third]) {
        expect(await booking(uid)).toMatchObject({ status: 'confirmed', cancelled_by: null });
      }
    });

    it('keeps a booking the host cancelled cancelled and on its dates, and sees no conflict', async () => {
      const { id } = await booking(first[0]);
      const cancelled = await call<HostBookingAnswer>(bookingsHandler, { action: 'cancel', bookingId: id });
      expect(cancelled.booking.status).toBe('cancelled');
      const before = await booking(first[0]);
      expect(before).toMatchObject({ status: 'cancelled', cancelled_by: 'host', check_in: '2026-05-01' });

      // Still in the feed: left alone.
      expect((await sync()).result.bookings).toEqual(noChange);
      expect(await booking(first[0])).toEqual(before);

      // The host sells the freed nights; the channel still lists its reservation, moved.
      const direct = await call<HostBookingAnswer>(
        bookingsHandler,
        { action: 'create', propertyId, lastName: 'Alaoui', checkIn: '2026-05-02', checkOut: '2026-05-06' },
        201,
      );
      feedServes(['first@channel.test', '2026-05-02', '2026-05-07'], second, third);
      const { result, feed } = await sync();
      expect(result).toMatchObject({ bookings: noChange, conflicts: 0 });
      expect(feed.conflicts).toEqual([]);
      expect(await booking(first[0])).toEqual(before);

      // Gone from the feed (with `second`, which the sync cancels): still the host's cancel.
      feedServes(third);
      expect((await sync()).result.bookings).toEqual({ added: 0, updated: 0, cancelled: 1 });
      expect(await booking(first[0])).toEqual(before);
      await call(bookingsHandler, { action: 'cancel', bookingId: direct.booking.id });
    });

    it('confirms again, with the feed’s dates, a booking the sync cancelled when its event comes back', async () => {
      // The previous sync cancelled `second` (gone from the feed then).
      expect(await booking(second[0])).toMatchObject({ status: 'cancelled', cancelled_by: 'channel' });
      feedServes(['second@channel.test', '2026-05-11', '2026-05-15'], third);
      const { result, feed } = await sync();
      expect(result).toMatchObject({ bookings: { added: 0, updated: 1, cancelled: 0 }, conflicts: 0 });
      expect(feed.conflicts).toEqual([]);
      expect(await booking(second[0])).toMatchObject({
        status: 'confirmed',
        cancelled_by: null,
        check_in: '2026-05-11',
        check_out: '2026-05-15',
      });
      const after = await booking(second[0]);
      expect((await sync()).result.bookings).toEqual(noChange);
      expect(await booking(second[0])).toEqual(after);
    });

    it('reads a cancel from before the column (cancelled_by null) as the host’s', async () => {
      const { id } = await booking(second[0]);
      await test.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id]);
      const before = await booking(second[0]);
      expect(before).toMatchObject({ status: 'cancelled', cancelled_by: null });
      expect((await sync()).result.bookings).toEqual(noChange);
      expect(await booking(second[0])).toEqual(before);
    });

    it('keeps the feed the authority for a confirmed channel booking’s dates', async () => {
      const { id } = await booking(third[0]);
      await call(bookingsHandler, {
        action: 'update',
        bookingId: id,
        lastName: 'Souza',
        checkIn: '2026-06-02',
        checkOut: '2026-06-05',
      });
      expect((await sync()).result.bookings).toEqual({ added: 0, updated: 1, cancelled: 0 });
      expect(await booking(third[0])).toMatchObject({
        status: 'confirmed',
        cancelled_by: null,
        check_in: '2026-06-01',
        check_out: '2026-06-04',
        guest_last_name: 'Souza',
      });
    });

    it('keeps cancelled_by to the two origins, and to cancelled bookings', async () => {
      const { id } = await booking(third[0]);
      for (const sql of [
        `UPDATE bookings SET cancelled_by = 'host' WHERE id = $1`,
        `UPDATE bookings SET status = 'cancelled', cancelled_by = 'guest' WHERE id = $1`,
      ]) {
        expect(sqlState(await test.db.query(sql, [id]).catch((error) => error)), sql).toBe('23514');
      }
    });

    it('keeps a host’s cancel committed between the sync’s read and its write', async () => {
      const { id } = await booking(third[0]);
      await test.db.transaction(async (tx) => {
        let cancelled = false;
        // The sync's transaction, with the host's cancel landing right after it read the bookings.
        const racing = {
          query: async (sql: string, params?: unknown[]) => {
            const answer = await tx.query(sql, params);
            if (!cancelled && sql.includes('"cancelledBy"')) {
              cancelled = true;
              await tx.query(
                `UPDATE bookings SET status = 'cancelled', cancelled_by = 'host' WHERE id = $1`,
                [id],
              );
            }
            return answer;
          },
        } as Queryable;
        const moved = { uid: third[0], kind: 'reservation' as const, start: '2026-06-02', end: '2026-06-06' };
        const { result, conflicts } = await applyFeedEvents(
          racing,
          { id: feedId, propertyId, source: 'airbnb' },
          [{ ...moved, summary: 'Reserved' }],
          '2026-03-10',
        );
        expect(cancelled).toBe(true);
        expect(result.bookings).toEqual(noChange);
        expect(conflicts).toEqual([]);
      });
      expect(await booking(third[0])).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'host',
        check_in: '2026-06-01',
        check_out: '2026-06-04',
      });
    });
  });
}
