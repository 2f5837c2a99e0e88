/**
 * find-booking-by-details and the door code's release (issue 31), on both databases: a booking
 * whose code waits has no code anywhere in the answer (by name and by guest token: the refresh and
 * the payment return follow the same rule); the code comes with a complete check-in and the time; it is gone after
 * check-out plus the grace; the backup code comes with it, made once when a booking has none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, demoBookings } from '../../local-server/seed.ts';
import { darAtlas } from '../../local-server/seed-portfolio.ts';
import {
  benaliCheckIn,
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { insertCheckInBooking } from '../../test-support/guest-declaration-fixtures.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import type { ServerConfig } from '../_shared/handler-types.ts';
import { handler } from './handler.ts';

/** A check-in six days after fixedNow (10 March 2026; Morocco is at UTC+0 until 22 March). */
const checkIn = addDays(today, 6);
const dayBefore = new Date('2026-03-15T09:00:00Z');

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`find-booking-by-details and the door code's release on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const lookUp = async (body: unknown, now = fixedNow, config: Partial<ServerConfig> = {}) => {
      const response = await handler(
        postJson(body),
        testDeps(test.db, {
          clientAddress: `198.51.100.${++address}`,
          now: () => now,
          config: testConfig(config),
        }),
      );
      const text = await response.text();
      return { status: response.status, text, body: JSON.parse(text) };
    };
    /** The refresh of a saved stay: its id and a guest token of it. */
    const withToken = async (bookingId: string) => ({
      bookingId,
      guestToken: await guestTokenOf(test.db, bookingId),
    });
    const complete = (bookingId: string) =>
      test.db.query(`UPDATE bookings SET checkin_adults = 2, checkin_completed_at = $2 WHERE id = $1`, [
        bookingId,
        fixedNow.toISOString(),
      ]);

    it('answers Booking A as before: the riad releases its code 7 days ahead without online check-in', async () => {
      const answer = await lookUp({ lastName: 'Benali', checkInDate: benaliCheckIn });
      expect(answer.body).toMatchObject({
        smartLockCode: demoBookings.benali.lockCode,
        backupDoorCode: demoBookings.benali.backupCode,
        codeRelease: {
          state: 'released',
          releasesAt: `${addDays(benaliCheckIn, -7)}T15:00:00.000Z`,
          requiresCheckIn: false,
        },
        checkIn: { status: 'not_started', adults: null, maxGuests: 1, submitted: [] },
      });
    });

    it('withholds Dar Atlas’s code six days out: no code anywhere in the answer, by name or by id', async () => {
      const byName = await lookUp({ lastName: 'Haddad', checkInDate: checkIn });
      expect(byName.status).toBe(200);
      expect(byName.body).toMatchObject({
        propertyName: darAtlas.property.name,
        smartLockCode: null,
        codeRelease: {
          state: 'waiting',
          releasesAt: `${addDays(checkIn, -2)}T15:00:00.000Z`,
          requiresCheckIn: true,
          timeZone: 'Africa/Casablanca',
        },
        checkIn: { status: 'not_started', adults: null, maxGuests: 2, submitted: [] },
      });
      expect(byName.body).not.toHaveProperty('backupDoorCode');
      const byId = await lookUp(await withToken(byName.body.id));
      expect(byId.status).toBe(200);
      for (const answer of [byName, byId]) {
        expect(answer.text).not.toContain(darAtlas.booking.lockCode);
        expect(answer.text).not.toContain(darAtlas.booking.backupCode);
      }
      // 48 hours before and still no check-in: still nothing.
      const dayBeforeAnswer = await lookUp({ lastName: 'Haddad', checkInDate: checkIn }, dayBefore);
      expect(dayBeforeAnswer.text).not.toContain(darAtlas.booking.lockCode);
    });

    it('releases the code and the backup code with a complete check-in once 48 hours remain', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn, lastName: 'Alaoui' });
      await complete(bookingId);
      const early = await lookUp({ lastName: 'Alaoui', checkInDate: checkIn });
      expect(early.body).toMatchObject({ smartLockCode: null, checkIn: { status: 'complete' } });
      expect(early.text).not.toContain('3190');
      // 14 March 15:00 in Morocco is the release, to the millisecond.
      const atRelease = new Date(`${addDays(checkIn, -2)}T15:00:00.000Z`);
      const refresh = await withToken(bookingId);
      const before = await lookUp(refresh, new Date(atRelease.getTime() - 1));
      expect(before.body.smartLockCode).toBeNull();
      const released = await lookUp(refresh, atRelease);
      expect(released.body).toMatchObject({
        smartLockCode: '3190',
        backupDoorCode: '702418',
        codeRelease: { state: 'released' },
      });
    });

    it('takes the code and the wifi password away at check-out plus the grace period, 12 hours unless configured', async () => {
      const { bookingId, propertyId } = await insertCheckInBooking(test.db, {
        checkIn,
        lastName: 'Idrissi',
        requiresCheckIn: false,
      });
      // Check-out 19 March 11:00 in Morocco = 11:00 UTC; plus 12 hours = 23:00 UTC.
      await test.db.query(
        `UPDATE properties SET wifi_network = 'Dar-Guests', wifi_password = 'mint-7788' WHERE id = $1`,
        [propertyId],
      );
      const lastMoment = new Date('2026-03-19T22:59:59.999Z');
      const expiry = new Date('2026-03-19T23:00:00.000Z');
      const during = await lookUp(await withToken(bookingId), lastMoment);
      expect(during.body).toMatchObject({
        smartLockCode: '3190',
        backupDoorCode: '702418',
        wifiNetwork: 'Dar-Guests',
        wifiPassword: 'mint-7788',
      });
      // The guest token the lookup gives ends with the code: refused from the expiry on.
      expect(during.body.guestAccess.expiresAt).toBe(expiry.toISOString());
      const saved = { bookingId, guestToken: during.body.guestAccess.token };
      expect((await lookUp(saved, lastMoment)).status).toBe(200);
      expect((await lookUp(saved, expiry)).body.code).toBe('guest_token_invalid');
      const after = await lookUp({ lastName: 'Idrissi', checkInDate: checkIn }, expiry);
      expect(after.body).toMatchObject({
        smartLockCode: null,
        codeRelease: { state: 'expired', expiresAt: expiry.toISOString() },
      });
      expect(after.text).not.toContain('3190');
      expect(after.text).not.toContain('702418');
      // The wifi password is the next guests' now; the network's name says nothing.
      expect(after.body).toMatchObject({ wifiNetwork: 'Dar-Guests', wifiPassword: null });
      expect(after.text).not.toContain('mint-7788');
      const noGrace = await lookUp(await withToken(bookingId), new Date('2026-03-19T11:00:00Z'), {
        doorCodeGraceHours: 0,
      });
      expect(noGrace.body.codeRelease.state).toBe('expired');
    });

    it('makes a released booking’s missing backup code once, different from the door code, even under parallel lookups', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, {
        checkIn,
        requiresCheckIn: false,
        backupCode: null,
        lockCode: '2468',
      });
      const refresh = await withToken(bookingId);
      const waiting = await lookUp(refresh);
      expect(waiting.body).not.toHaveProperty('backupDoorCode');
      const stored = () =>
        test.db.query<{ backup_door_code: string | null }>(
          'SELECT backup_door_code FROM bookings WHERE id = $1',
          [bookingId],
        );
      expect((await stored()).rows[0]!.backup_door_code).toBeNull();

      const answers = await Promise.all(Array.from({ length: 6 }, () => lookUp(refresh, dayBefore)));
      const codes = new Set(answers.map((answer) => answer.body.backupDoorCode));
      expect(codes.size).toBe(1);
      const [code] = [...codes];
      expect(code).toMatch(/^\d{6}$/);
      expect(code).not.toBe('2468');
      expect((await stored()).rows[0]!.backup_door_code).toBe(code);
    });

    it('answers a released booking without a door code with no backup code, and makes none', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, {
        checkIn,
        requiresCheckIn: false,
        lockCode: null,
        backupCode: null,
      });
      const answer = await lookUp(await withToken(bookingId), dayBefore);
      expect(answer.body).toMatchObject({
        smartLockCode: null,
        backupDoorCode: null,
        codeRelease: { state: 'released' },
      });
    });
  });
}
