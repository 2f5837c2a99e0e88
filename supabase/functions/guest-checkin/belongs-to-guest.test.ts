/**
 * Issue 41, findings 2 and 3, on both databases: a check-in belongs to the guest. A made-up
 * check-in (the booking id and any names, no guest token, another booking's token, a forged or
 * expired one) writes nothing and releases no code; the main guest's last name must be the
 * booking's as the lookup folds names; a form sent again after completion needs the token and is
 * in the history the host sees in View Details, while the police CSV shows the current forms.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import {
  checkInRequest,
  guestTokenOf,
  insertCheckInBooking,
} from '../../test-support/guest-declaration-fixtures.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { newDeclarationKey } from '../_shared/declaration-crypto.ts';
import { issueGuestAccess } from '../_shared/guest-token.ts';
import type { BookingDetailsAnswer } from '../_shared/host-api-types-guests.ts';
import { handler as lookUpHandler } from '../find-booking-by-details/handler.ts';
import { handler as hostBooking } from '../host-booking/handler.ts';
import { handler as hostDeclarations } from '../host-declarations/handler.ts';
import { handler } from './handler.ts';

const declarationKey = newDeclarationKey();
const config = testConfig({ declarationKey });
const checkIn = '2026-03-16';
/** The day before check-in: a complete check-in releases the code (48 hours before). */
const dayBefore = new Date('2026-03-15T09:00:00Z');

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`guest-checkin belongs to the guest on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const submit = async (body: unknown, now = dayBefore) => {
      const response = await handler(
        postJson(body),
        testDeps(test.db, { config, clientAddress: `198.51.100.${++address}`, now: () => now }),
      );
      return { status: response.status, body: await response.json() };
    };
    const formsOf = async (bookingId: string) =>
      (
        await test.db.query<{ guest_index: number; first_name: string }>(
          'SELECT guest_index, first_name FROM guest_declarations WHERE booking_id = $1 ORDER BY guest_index',
          [bookingId],
        )
      ).rows;
    const lookUp = async (lastName: string) => {
      const response = await lookUpHandler(
        postJson({ lastName, checkInDate: checkIn }),
        testDeps(test.db, { config, now: () => dayBefore }),
      );
      return { status: response.status, text: await response.text() };
    };

    it('finding 2: a made-up check-in without the guest’s token writes nothing and releases no code', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn, lastName: 'Tazi' });
      const other = await insertCheckInBooking(test.db, { checkIn, lastName: 'Other' });
      const otherToken = await guestTokenOf(test.db, other.bookingId);
      const expired = await issueGuestAccess(
        config,
        { id: bookingId, accessVersion: 1, expiresAt: '2026-03-14T00:00:00Z' },
        dayBefore,
      );
      const forged = await guestTokenOf(test.db, bookingId, 'a-secret-that-is-not-the-server-s-own');
      const madeUp = (guestIndex: number, guestToken?: string) =>
        checkInRequest(bookingId, { guestIndex, guest: { lastName: 'Anyone' }, guestToken });

      for (const guestIndex of [1, 2]) {
        expect(await submit(madeUp(guestIndex))).toEqual({
          status: 404,
          body: { error: expect.any(String), code: 'not_found' },
        });
        expect((await submit(madeUp(guestIndex, otherToken))).status).toBe(404);
        for (const token of [expired.token, forged, 'not.a.token']) {
          expect(await submit(madeUp(guestIndex, token))).toEqual({
            status: 401,
            body: { error: 'Please find your booking again to continue.', code: 'guest_token_invalid' },
          });
        }
      }
      expect(await formsOf(bookingId)).toEqual([]);
      const found = await lookUp('Tazi');
      expect(found.status).toBe(200);
      expect(JSON.parse(found.text)).toMatchObject({
        smartLockCode: null,
        checkIn: { status: 'not_started' },
      });
      expect(found.text).not.toContain('3190');

      // A revoked token (the booking's access version raised) is refused too.
      const token = await guestTokenOf(test.db, bookingId);
      await test.db.query('UPDATE bookings SET guest_access_version = 2 WHERE id = $1', [bookingId]);
      expect(
        (await submit(checkInRequest(bookingId, { guest: { lastName: 'Tazi' }, guestToken: token }))).status,
      ).toBe(401);
      expect(await formsOf(bookingId)).toEqual([]);
    });

    it('finding 2: with the token, the main guest’s last name must be the booking’s, folded as the lookup folds it', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn, lastName: 'García Lorca' });
      const guestToken = await guestTokenOf(test.db, bookingId);
      const main = (lastName: string) => checkInRequest(bookingId, { guest: { lastName }, guestToken });

      const wrong = await submit(main('Benali'));
      expect(wrong).toEqual({
        status: 400,
        body: {
          error: 'Please check the form: lastName must be the last name the booking was made under.',
          code: 'invalid_declaration',
          fields: { lastName: 'nameMismatch' },
        },
      });
      expect(await formsOf(bookingId)).toEqual([]);
      // Another adult may have another last name; the main guest's is folded (case, accents, spaces).
      expect((await submit(checkInRequest(bookingId, { guestIndex: 2, guestToken }))).status).toBe(200);
      const right = await submit(main('  GARCIA   lorca '));
      expect(right.status).toBe(200);
      expect(right.body.booking).toMatchObject({
        smartLockCode: '3190',
        checkIn: { status: 'complete' },
        guestAccess: { token: guestToken, expiresAt: '2026-03-20T23:00:00.000Z' },
      });
    });

    it('finding 3: a form sent again needs the token, and the host sees who and when; the CSV shows the current forms', async () => {
      const { bookingId, propertyId } = await insertCheckInBooking(test.db, { checkIn, lastName: 'Alami' });
      await test.db.query('UPDATE properties SET owner_id = $1 WHERE id = $2', [ids.owner, propertyId]);
      const guestToken = await guestTokenOf(test.db, bookingId);
      const form = (guestIndex: number, firstName: string, token: string | undefined = guestToken) =>
        checkInRequest(bookingId, { guestIndex, guest: { firstName, lastName: 'Alami' }, guestToken: token });
      expect((await submit(form(1, 'Karim'))).status).toBe(200);
      expect((await submit(form(2, 'Nadia'))).status).toBe(200);

      // A replay without the token, or with another booking's, changes nothing.
      const other = await insertCheckInBooking(test.db, { checkIn, lastName: 'Other' });
      for (const token of [undefined, await guestTokenOf(test.db, other.bookingId)]) {
        const body = token ? form(2, 'Intruder', token) : { ...form(2, 'Intruder'), guestToken: undefined };
        expect((await submit(body)).status).toBe(404);
      }
      expect((await formsOf(bookingId)).map((row) => row.first_name)).toEqual(['Karim', 'Nadia']);

      const later = new Date(dayBefore.getTime() + 90 * 60_000);
      const replaced = await submit(form(2, 'Nadia-Rose'), later);
      expect(replaced.status).toBe(200);
      expect(replaced.body.booking.checkIn).toMatchObject({ status: 'complete', adults: 2 });

      const view = async (userId: string) => {
        const response = await hostBooking(
          hostRequest({ bookingId }, await accessToken(userId)),
          testDeps(test.db, { config }),
        );
        expect(response.status).toBe(200);
        return ((await response.json()) as BookingDetailsAnswer).checkIn;
      };
      const seen = await view(ids.owner);
      expect(seen.guests.map((guest) => guest.firstName)).toEqual(['Karim', 'Nadia-Rose']);
      expect(seen.history).toEqual([
        {
          guestIndex: 1,
          action: 'submitted',
          adults: 2,
          afterComplete: false,
          clientIp: expect.stringMatching(/^198\.51\.100\.\d+$/),
          at: dayBefore.toISOString(),
        },
        expect.objectContaining({ guestIndex: 2, action: 'submitted', afterComplete: false }),
        {
          guestIndex: 2,
          action: 'replaced',
          adults: 2,
          afterComplete: true,
          clientIp: `198.51.100.${address}`,
          at: later.toISOString(),
        },
      ]);
      expect((await view(ids.team)).history).toEqual(seen.history);
      const stranger = await hostBooking(
        hostRequest({ bookingId }, await accessToken(ids.owner2)),
        testDeps(test.db, { config }),
      );
      expect(stranger.status).toBe(404);

      // The police declaration: the current forms, one line per adult.
      const csv = await hostDeclarations(
        hostRequest({ date: checkIn, propertyId, format: 'csv' }, await accessToken(ids.owner)),
        testDeps(test.db, { config }),
      );
      expect(csv.status).toBe(200);
      const rows = parse(await csv.text(), { bom: true, delimiter: ';', columns: true }) as Record<
        string,
        string
      >[];
      expect(rows.map((row) => [row.Nom, row.Prénom])).toEqual([
        ['Alami', 'Karim'],
        ['Alami', 'Nadia-Rose'],
      ]);
    });
  });
}
