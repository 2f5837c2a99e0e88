/**
 * guest-checkin on both databases, as a family sees it (each request with the booking's guest
 * token, as the app sends it): two adults check in online, the door code appears with the form that
 * completes the check-in (when its time has come), a guest corrects a form (recorded in the
 * history), and a count of adults below the forms received is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import {
  checkInRequest,
  insertCheckInBooking,
  withGuestToken,
} from '../../test-support/guest-declaration-fixtures.ts';
import type { GuestCheckInResponse } from '../_shared/api-types.ts';
import { newDeclarationKey } from '../_shared/declaration-crypto.ts';
import { handler } from './handler.ts';

const declarationKey = newDeclarationKey();
/** Six days before a check-in on 16 March (fixedNow: 10 March, 09:00 in Morocco, UTC+0 then). */
const checkIn = '2026-03-16';
const dayBefore = new Date('2026-03-15T09:00:00Z');

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`guest-checkin on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const submit = async (body: unknown, now = fixedNow) => {
      const response = await handler(
        postJson(await withGuestToken(test.db, body)),
        testDeps(test.db, {
          config: testConfig({ declarationKey }),
          clientAddress: `198.51.100.${++address}`,
          now: () => now,
        }),
      );
      return { status: response.status, text: await response.clone().text(), body: await response.json() };
    };
    const forms = async (bookingId: string) =>
      (
        await test.db.query<{ guest_index: number; first_name: string; phone: string | null }>(
          'SELECT guest_index, first_name, phone FROM guest_declarations WHERE booking_id = $1 ORDER BY guest_index',
          [bookingId],
        )
      ).rows;

    it('checks in two adults the day before: the second form releases the door code in its answer', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn });
      const first = await submit(checkInRequest(bookingId, { guestIndex: 1 }), dayBefore);
      expect(first.status).toBe(200);
      const partial = (first.body as GuestCheckInResponse).booking;
      expect(partial.checkIn).toEqual({
        status: 'partial',
        adults: 2,
        maxGuests: 2,
        submitted: [{ guestIndex: 1, firstName: 'Karim', lastName: 'Benali' }],
      });
      expect(partial.smartLockCode).toBeNull();
      expect(partial.codeRelease).toMatchObject({ state: 'waiting', requiresCheckIn: true });
      expect(first.text).not.toContain('3190');
      expect(first.text).not.toContain('702418');
      expect(first.text).not.toContain('18AB12345');

      const second = await submit(checkInRequest(bookingId, { guestIndex: 2 }), dayBefore);
      expect(second.status).toBe(200);
      const complete = (second.body as GuestCheckInResponse).booking;
      expect(complete).toMatchObject({
        id: bookingId,
        smartLockCode: '3190',
        backupDoorCode: '702418',
        codeRelease: {
          state: 'released',
          releasesAt: '2026-03-14T15:00:00.000Z',
          expiresAt: '2026-03-19T23:00:00.000Z',
          timeZone: 'Africa/Casablanca',
        },
        checkIn: { status: 'complete', adults: 2 },
      });
      expect(complete.checkIn?.submitted.map((form) => form.guestIndex)).toEqual([1, 2]);
      // The main guest's phone is kept; the second guest gave none.
      expect(await forms(bookingId)).toEqual([
        { guest_index: 1, first_name: 'Karim', phone: '+33 6 12 34 56 78' },
        { guest_index: 2, first_name: 'Guest2', phone: null },
      ]);
    });

    it('keeps the code back after a complete check-in until 48 hours remain', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn });
      await submit(checkInRequest(bookingId, { guestIndex: 1 }));
      const done = await submit(checkInRequest(bookingId, { guestIndex: 2 }));
      expect(done.body.booking.checkIn.status).toBe('complete');
      expect(done.body.booking.smartLockCode).toBeNull();
      expect(done.body.booking).not.toHaveProperty('backupDoorCode');
      expect(done.text).not.toContain('3190');
      expect(done.text).not.toContain('702418');
    });

    it('stores the form as normalized, with the server’s time and the sender’s address', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn, guests: 1 });
      const sent = await submit(
        checkInRequest(bookingId, {
          adults: 1,
          guest: {
            firstName: '  Karim  Saïd ',
            nationality: 'fr',
            idNumber: '18 ab-12345',
            profession: 'Architect',
          },
        }),
      );
      expect(sent.status).toBe(200);
      const { rows } = await test.db.query<Record<string, unknown>>(
        `SELECT first_name, nationality, profession, signed_ip, signed_at, consent_version, language,
                to_char(birth_date, 'YYYY-MM-DD') AS birth_date
           FROM guest_declarations WHERE booking_id = $1`,
        [bookingId],
      );
      expect(rows[0]).toMatchObject({
        first_name: 'Karim Saïd',
        nationality: 'FR',
        profession: 'Architect',
        signed_ip: `198.51.100.${address}`,
        consent_version: '2026-11-26',
        language: 'en',
        birth_date: '1985-04-12',
      });
      expect(new Date(rows[0]!.signed_at as string).toISOString()).toBe(fixedNow.toISOString());
    });

    it('lets a guest correct a form, and refuses a count of adults below the forms received', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn, guests: 4 });
      for (const guestIndex of [1, 2, 3]) {
        expect((await submit(checkInRequest(bookingId, { adults: 3, guestIndex }))).status).toBe(200);
      }
      const completedAt = async () =>
        (
          await test.db.query<{ checkin_completed_at: Date | null; checkin_adults: number | null }>(
            'SELECT checkin_completed_at, checkin_adults FROM bookings WHERE id = $1',
            [bookingId],
          )
        ).rows[0]!;
      const first = (await completedAt()).checkin_completed_at;
      expect(first).not.toBeNull();

      // Two adults after all: refused, three forms are in (none is ever deleted).
      const lowered = await submit(checkInRequest(bookingId, { adults: 2, guestIndex: 1 }));
      expect(lowered.status).toBe(400);
      expect(lowered.body).toMatchObject({
        code: 'invalid_declaration',
        fields: { adults: 'belowReceived' },
      });
      // The main guest's first name corrected, three adults still.
      const corrected = await submit(
        checkInRequest(bookingId, { adults: 3, guestIndex: 1, guest: { firstName: 'Karima' } }),
        new Date(fixedNow.getTime() + 3_600_000),
      );
      expect(corrected.body.booking.checkIn).toMatchObject({ status: 'complete', adults: 3 });
      expect((await forms(bookingId)).map((form) => [form.guest_index, form.first_name])).toEqual([
        [1, 'Karima'],
        [2, 'Guest2'],
        [3, 'Guest3'],
      ]);
      // The first completion's time is kept through the correction.
      expect((await completedAt()).checkin_completed_at).toEqual(first);

      // Four: a form is missing, so the check-in is partial until it comes.
      const raised = await submit(checkInRequest(bookingId, { adults: 4, guestIndex: 2 }));
      expect(raised.body.booking.checkIn).toMatchObject({ status: 'partial', adults: 4 });
      expect(await completedAt()).toEqual({ checkin_completed_at: null, checkin_adults: 4 });

      // Every accepted form is in the history, the correction after completion as 'replaced'.
      const { rows: history } = await test.db.query<{
        guest_index: number;
        action: string;
        after_complete: boolean;
      }>(
        'SELECT guest_index, action, after_complete FROM guest_declaration_changes WHERE booking_id = $1 ORDER BY id',
        [bookingId],
      );
      expect(history).toEqual([
        { guest_index: 1, action: 'submitted', after_complete: false },
        { guest_index: 2, action: 'submitted', after_complete: false },
        { guest_index: 3, action: 'submitted', after_complete: false },
        { guest_index: 1, action: 'replaced', after_complete: true },
        { guest_index: 2, action: 'replaced', after_complete: true },
      ]);
    });

    it('answers the Riad Yasmine-like house with its code before any check-in, and still takes the forms', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, {
        checkIn,
        releaseHours: 168,
        requiresCheckIn: false,
      });
      const sent = await submit(checkInRequest(bookingId, { guestIndex: 1 }), dayBefore);
      expect(sent.body.booking).toMatchObject({
        smartLockCode: '3190',
        backupDoorCode: '702418',
        checkIn: { status: 'partial' },
        codeRelease: { state: 'released', requiresCheckIn: false },
      });
    });
  });
}
