/**
 * Issue 41, finding 3, on both databases: lowering the adults below the forms received is refused
 * (the forms stay, the booking stays complete), and a booking takes at most 30 submissions an hour
 * whatever the addresses, also when 50 arrive at the same moment from 50 addresses.
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
  guestTokenOf,
  insertCheckInBooking,
} from '../../test-support/guest-declaration-fixtures.ts';
import { newDeclarationKey } from '../_shared/declaration-crypto.ts';
import { checkInSubmissionsPerBooking, handler } from './handler.ts';

const config = testConfig({ declarationKey: newDeclarationKey() });
const checkIn = '2026-03-16';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`guest-checkin per booking on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    const send = (body: unknown, clientAddress: string, now = fixedNow) =>
      handler(postJson(body), testDeps(test.db, { config, clientAddress, now: () => now }));
    const state = async (bookingId: string) =>
      (
        await test.db.query<{ forms: number; adults: number; complete: boolean }>(
          `SELECT (SELECT count(*)::int FROM guest_declarations WHERE booking_id = b.id) AS forms,
                  b.checkin_adults AS adults, b.checkin_completed_at IS NOT NULL AS complete
             FROM bookings b WHERE b.id = $1`,
          [bookingId],
        )
      ).rows[0];

    it('refuses adults: 1 after two forms, keeping both forms and the complete check-in', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn });
      const guestToken = await guestTokenOf(test.db, bookingId);
      for (const guestIndex of [1, 2]) {
        const response = await send(checkInRequest(bookingId, { guestIndex, guestToken }), '198.51.100.1');
        expect(response.status).toBe(200);
      }
      expect(await state(bookingId)).toEqual({ forms: 2, adults: 2, complete: true });

      const lowered = await send(checkInRequest(bookingId, { adults: 1, guestToken }), '198.51.100.2');
      expect(lowered.status).toBe(400);
      expect(await lowered.json()).toEqual({
        error:
          'Please check the form: adults is fewer than the forms already received: a form sent cannot be taken back.',
        code: 'invalid_declaration',
        fields: { adults: 'belowReceived' },
      });
      expect(await state(bookingId)).toEqual({ forms: 2, adults: 2, complete: true });

      // Guest 2 alone lowering the count: refused the same way (and its own number is above 1).
      const second = await send(
        checkInRequest(bookingId, { adults: 1, guestIndex: 2, guestToken }),
        '198.51.100.3',
      );
      expect((await second.json()).fields).toEqual({ adults: 'belowReceived', guestIndex: 'tooHigh' });
      expect(await state(bookingId)).toEqual({ forms: 2, adults: 2, complete: true });
    });

    it(`accepts at most ${checkInSubmissionsPerBooking} of 50 submissions sent at once from 50 addresses`, async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn, guests: 2 });
      const guestToken = await guestTokenOf(test.db, bookingId);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          send(
            checkInRequest(bookingId, { guestIndex: (index % 2) + 1, guestToken }),
            `203.0.113.${index + 1}`,
          ),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(checkInSubmissionsPerBooking);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50 - checkInSubmissionsPerBooking);
      const refused = responses.find((response) => response.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
      const { rows } = await test.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM guest_declaration_changes WHERE booking_id = $1',
        [bookingId],
      );
      expect(rows[0]!.count).toBe(checkInSubmissionsPerBooking);

      // Another booking is not affected; this one takes forms again in the next hour.
      const other = await insertCheckInBooking(test.db, { checkIn });
      const otherToken = await guestTokenOf(test.db, other.bookingId);
      expect(
        (await send(checkInRequest(other.bookingId, { guestToken: otherToken }), '203.0.113.99')).status,
      ).toBe(200);
      const nextHour = new Date(fixedNow.getTime() + 3_600_000);
      expect((await send(checkInRequest(bookingId, { guestToken }), '203.0.113.98', nextHour)).status).toBe(
        200,
      );
    });

    it('does not let requests without the token use up the booking’s allowance', async () => {
      const { bookingId } = await insertCheckInBooking(test.db, { checkIn });
      const guestToken = await guestTokenOf(test.db, bookingId);
      const strangers = await Promise.all(
        Array.from({ length: 40 }, (_, index) => send(checkInRequest(bookingId), `192.0.2.${index + 1}`)),
      );
      expect(new Set(strangers.map((response) => response.status))).toEqual(new Set([404]));
      expect((await send(checkInRequest(bookingId, { guestToken }), '198.51.100.77')).status).toBe(200);
    });
  });
}
