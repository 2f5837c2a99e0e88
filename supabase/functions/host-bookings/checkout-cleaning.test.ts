/**
 * host-bookings on both databases: each booking gets its check-out cleaning (pending, at the
 * property's check-out time), once; moving the check-out moves it, cancelling removes it while
 * untouched (an assigned one stays); a cleaning the team set up that day is taken, not doubled; a
 * channel's reservation gets one too, moved and removed with the feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { type DemoHostIds, demoHostIds } from '../../test-support/host-tokens.ts';
import { syncCheckoutCleanings } from '../_shared/checkout-cleaning.ts';
import type { HostBookingAnswer } from '../_shared/host-api-types-bookings.ts';
import { applyFeedEvents } from '../_shared/ical-apply.ts';
import { bookingCalls, sampleFields } from './test-helpers.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-bookings check-out cleaning on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });
    const { ok, newProperty } = bookingCalls(() => test);
    const tasksOf = async (propertyId: string) =>
      (
        await test.db.query<{ day: string; time: string; status: string; booking: string | null }>(
          `SELECT to_char(scheduled_date, 'YYYY-MM-DD') AS day, to_char(scheduled_time, 'HH24:MI') AS time,
                  status, booking_id AS booking
             FROM cleaning_tasks WHERE property_id = $1 ORDER BY scheduled_date`,
          [propertyId],
        )
      ).rows;

    it('creates one pending cleaning on the check-out day, moves it with the date, removes it on cancel', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Ménage');
      const { booking } = await ok<HostBookingAnswer>(
        ids.owner,
        { action: 'create', ...sampleFields(propertyId) },
        201,
      );
      expect(await tasksOf(propertyId)).toEqual([
        { day: '2027-04-14', time: '11:00', status: 'pending', booking: booking.id },
      ]);
      await ok(ids.owner, { action: 'update', bookingId: booking.id, notes: 'Changed' });
      await ok(ids.owner, { action: 'update', bookingId: booking.id, checkOut: '2027-04-16' });
      expect(await tasksOf(propertyId)).toEqual([
        { day: '2027-04-16', time: '11:00', status: 'pending', booking: booking.id },
      ]);
      await ok(ids.owner, { action: 'cancel', bookingId: booking.id });
      await ok(ids.owner, { action: 'cancel', bookingId: booking.id });
      expect(await tasksOf(propertyId)).toEqual([]);
    });

    it('keeps a cancelled booking’s assigned cleaning, and takes a cleaning already set up that day', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Équipe');
      await test.db.query(
        `INSERT INTO cleaning_tasks (property_id, scheduled_date, notes) VALUES ($1, '2027-04-14', 'Deep clean')`,
        [propertyId],
      );
      const { booking } = await ok<HostBookingAnswer>(
        ids.team,
        { action: 'create', ...sampleFields(propertyId) },
        201,
      );
      expect(await tasksOf(propertyId)).toEqual([
        { day: '2027-04-14', time: null, status: 'pending', booking: booking.id },
      ]);
      await test.db.query(`UPDATE cleaning_tasks SET cleaner_name = 'Fatima' WHERE booking_id = $1`, [
        booking.id,
      ]);
      await ok(ids.team, { action: 'cancel', bookingId: booking.id });
      expect(await tasksOf(propertyId)).toHaveLength(1);
    });

    it('gives a channel’s new reservation its cleaning, moves it with the feed, removes it when the feed drops it', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Canal');
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO ical_feeds (property_id, url, source) VALUES ($1, 'https://www.airbnb.com/calendar/ical/1.ics', 'airbnb') RETURNING id`,
        [propertyId],
      );
      const feed = { id: rows[0]!.id, propertyId, source: 'airbnb' };
      const sync = (end: string | null) =>
        test.db.transaction((tx) =>
          applyFeedEvents(
            tx,
            feed,
            end
              ? [{ uid: 'res-1@airbnb', kind: 'reservation', start: '2027-06-01', end, summary: 'Reserved' }]
              : [],
            '2026-03-10',
          ),
        );
      await sync('2027-06-04');
      await sync('2027-06-04');
      expect((await tasksOf(propertyId)).map((task) => `${task.day} ${task.status}`)).toEqual([
        '2027-06-04 pending',
      ]);
      await sync('2027-06-05');
      expect((await tasksOf(propertyId)).map((task) => task.day)).toEqual(['2027-06-05']);
      await sync(null);
      expect(await tasksOf(propertyId)).toEqual([]);
    });

    it('never doubles a task, and gives a stay already over none', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Passé');
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date)
         VALUES ($1, 'Ancien', '2026-01-02', '2026-01-05'), ($1, 'Futur', '2027-01-02', '2027-01-05') RETURNING id`,
        [propertyId],
      );
      const bookingIds = rows.map((row) => row.id);
      for (let round = 0; round < 3; round += 1) {
        await test.db.transaction((tx) => syncCheckoutCleanings(tx, bookingIds, '2026-03-10'));
      }
      expect((await tasksOf(propertyId)).map((task) => task.day)).toEqual(['2027-01-05']);
    });
  });
}
