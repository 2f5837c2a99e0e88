/**
 * The purge of the guest declarations on both databases: kept through day 30 after check-out,
 * gone on day 31, cancelled bookings' forms too, with the forms' history (senders' addresses),
 * "today" in each property's own zone, and the booking's check-in status kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../local-server/seed-dates.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test-support/databases.ts';
import { insertCheckInBooking, storeDeclaration } from '../../test-support/guest-declaration-fixtures.ts';
import { recordDeclarationChange } from './declaration-history.ts';
import { purgeExpiredDeclarations } from './declaration-purge.ts';

/** 10 March 2026, 05:00 UTC: 05:00 on 10 March in Morocco (UTC+0 in Ramadan), 22:00 on 9 March in Los Angeles. */
const now = new Date('2026-03-10T05:00:00Z');
const moroccoToday = '2026-03-10';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`purgeExpiredDeclarations on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    /** A booking checked out `daysAgo` days before its property's today, with `forms` forms. */
    const stayEnded = async (
      checkOut: string,
      options: { forms?: number; status?: 'confirmed' | 'cancelled'; timeZone?: string } = {},
    ) => {
      const { bookingId } = await insertCheckInBooking(test.db, {
        checkIn: addDays(checkOut, -3),
        status: options.status,
        timeZone: options.timeZone,
        guests: 3,
      });
      for (let guest = 1; guest <= (options.forms ?? 2); guest++) {
        await storeDeclaration(test.db, bookingId, guest);
        await recordDeclarationChange(test.db, {
          bookingId,
          guestIndex: guest,
          action: 'submitted',
          adults: options.forms ?? 2,
          afterComplete: false,
          clientIp: '203.0.113.7',
          at: now,
        });
      }
      await test.db.query(
        `UPDATE bookings SET checkin_adults = $2, checkin_completed_at = $3 WHERE id = $1`,
        [bookingId, options.forms ?? 2, now.toISOString()],
      );
      return bookingId;
    };
    const historyOf = async (bookingId: string) =>
      Number(
        (
          await test.db.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM guest_declaration_changes WHERE booking_id = $1',
            [bookingId],
          )
        ).rows[0]!.count,
      );
    const formsOf = async (bookingId: string) =>
      Number(
        (
          await test.db.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM guest_declarations WHERE booking_id = $1',
            [bookingId],
          )
        ).rows[0]!.count,
      );

    it('keeps the forms through day 30 after check-out and deletes them on day 31, cancelled or not', async () => {
      const day30 = await stayEnded(addDays(moroccoToday, -30));
      const day31 = await stayEnded(addDays(moroccoToday, -31));
      const cancelled = await stayEnded(addDays(moroccoToday, -40), { status: 'cancelled', forms: 1 });
      const upcoming = await stayEnded(addDays(moroccoToday, 5), { forms: 3 });

      expect(await purgeExpiredDeclarations(test.db, { now, retentionDays: 30 })).toBe(3);
      expect(await formsOf(day30)).toBe(2);
      expect(await formsOf(day31)).toBe(0);
      expect(await formsOf(cancelled)).toBe(0);
      expect(await formsOf(upcoming)).toBe(3);
      // The history (the senders' addresses) goes with the forms.
      expect(await Promise.all([day30, day31, cancelled, upcoming].map(historyOf))).toEqual([2, 0, 0, 3]);
      // The booking keeps its check-in status (no personal data in it).
      const { rows } = await test.db.query<{ adults: number; completed: boolean }>(
        'SELECT checkin_adults AS adults, checkin_completed_at IS NOT NULL AS completed FROM bookings WHERE id = $1',
        [day31],
      );
      expect(rows[0]).toEqual({ adults: 2, completed: true });

      // A day later, day 30 becomes day 31; a second run the same day deletes nothing more.
      const tomorrow = new Date(now.getTime() + 86_400_000);
      expect(await purgeExpiredDeclarations(test.db, { now: tomorrow, retentionDays: 30 })).toBe(2);
      expect(await purgeExpiredDeclarations(test.db, { now: tomorrow, retentionDays: 30 })).toBe(0);
      expect(await formsOf(day30)).toBe(0);
      expect(await formsOf(upcoming)).toBe(3);
    });

    it('counts the days in each property’s own zone', async () => {
      // 31 days before Morocco's 10 March is 7 February; in Los Angeles it is still 9 March, so day 30.
      const checkOut = '2026-02-07';
      const marrakech = await stayEnded(checkOut, { forms: 1 });
      const losAngeles = await stayEnded(checkOut, { forms: 1, timeZone: 'America/Los_Angeles' });
      expect(await purgeExpiredDeclarations(test.db, { now, retentionDays: 30 })).toBe(1);
      expect(await formsOf(marrakech)).toBe(0);
      expect(await formsOf(losAngeles)).toBe(1);
    });

    it('honours a configured retention', async () => {
      await test.db.query('DELETE FROM guest_declarations');
      const recent = await stayEnded(addDays(moroccoToday, -8), { forms: 1 });
      expect(await purgeExpiredDeclarations(test.db, { now, retentionDays: 8 })).toBe(0);
      expect(await purgeExpiredDeclarations(test.db, { now, retentionDays: 7 })).toBe(1);
      expect(await formsOf(recent)).toBe(0);
    });
  });
}
