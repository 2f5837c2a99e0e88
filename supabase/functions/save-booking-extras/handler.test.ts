import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  garciaCheckIn,
  linesOf,
  openSeededDatabase,
  postJson,
  resetOrders,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testDeps,
  transferDetails,
} from '../../test-support/databases.ts';
import { guestTokenOf, withGuestToken } from '../../test-support/guest-tokens.ts';
import { addDays } from '../_shared/extras-dates.ts';
import { handler as createCheckout } from '../create-stripe-checkout-session/handler.ts';
import { handler } from './handler.ts';

const garciaMorning = addDays(garciaCheckIn, 1);

const prices: Record<string, number> = {
  airport_transfer: 30,
  airport_transfer_return: 15,
  universal_adaptor: 5,
  breakfast: 7,
};
const savedLines = sampleSelection.map((extra) => ({
  ...extra,
  name: extra.id,
  price: prices[extra.id]!,
  currency: 'EUR',
}));

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`save-booking-extras on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    beforeEach(async () => {
      await resetOrders(test.db);
    });
    afterAll(async () => {
      await test?.close();
    });

    /** A save as the app sends it: with the guest token of the body's booking. */
    const save = async (body: unknown) =>
      handler(postJson(await withGuestToken(test.db, body)), testDeps(test.db));
    const orderCount = async () =>
      Number(
        (
          await test.db.query<{ count: string }>(
            'SELECT count(*) AS count FROM extra_orders WHERE booking_id_fk = $1',
            [test.benaliId],
          )
        ).rows[0]?.count,
      );

    it('saves against the pending order checkout just created: same order, same secret, no duplicates', async () => {
      const created = await createCheckout(
        postJson(
          await withGuestToken(test.db, {
            bookingId: test.benaliId,
            items: sampleItems,
            selectedExtras: sampleSelection,
          }),
        ),
        testDeps(test.db),
      );
      expect(created.status).toBe(200);
      const first = await save({ bookingId: test.benaliId, selectedExtras: savedLines });
      expect(first.status).toBe(200);
      const { clientSecret } = await first.json();
      expect(clientSecret).toMatch(/^[0-9a-f]{48}$/);
      const again = await save({ bookingId: test.benaliId, selectedExtras: savedLines });
      expect((await again.json()).clientSecret).toBe(clientSecret);
      expect(await orderCount()).toBe(1);
      const lines = await linesOf(test.db, test.benaliId);
      expect(lines).toHaveLength(3);
      expect(lines.every((line) => line.checkout_session_id?.startsWith('cs_test_local_'))).toBe(true);
    });

    it('brings edited details up to date on the same order', async () => {
      await save({ bookingId: test.benaliId, selectedExtras: savedLines });
      const edited = savedLines.map((line) =>
        line.id === 'airport_transfer'
          ? { ...line, details: { ...line.details, flightNumber: 'AT 201' } }
          : line,
      );
      await save({ bookingId: test.benaliId, selectedExtras: edited });
      const lines = await linesOf(test.db, test.benaliId);
      expect(lines.find((line) => line.extra_id === 'airport_transfer')?.details.flightNumber).toBe('AT 201');
      expect(await orderCount()).toBe(1);
    });

    it("books a transfer with the spec's four fields: no flight date is the check-in day, its return's the check-out day", async () => {
      const { flightDate: _date, returnFlightDate: _returnDate, ...withoutDates } = transferDetails;
      const spec = savedLines.map((line) =>
        line.id === 'airport_transfer' ? { ...line, details: withoutDates } : line,
      );
      const response = await save({ bookingId: test.benaliId, selectedExtras: spec });
      expect(response.status).toBe(200);
      const { rows } = await test.db.query<{ checkOut: string }>(
        `SELECT to_char(check_out_date, 'YYYY-MM-DD') AS "checkOut" FROM bookings WHERE id = $1`,
        [test.benaliId],
      );
      const transfer = (await linesOf(test.db, test.benaliId)).find(
        (line) => line.extra_id === 'airport_transfer',
      );
      expect(transfer?.details).toMatchObject({
        flightNumber: transferDetails.flightNumber,
        flightDate: benaliCheckIn,
        returnFlightDate: rows[0]?.checkOut,
      });
    });

    it('refuses prices that differ from the catalogue', async () => {
      for (const tampered of [
        savedLines.map((line) => ({ ...line, price: 0.01 })),
        savedLines.map((line) => ({ ...line, currency: 'USD' })),
      ]) {
        const response = await save({ bookingId: test.benaliId, selectedExtras: tampered });
        expect(response.status).toBe(400);
        expect((await response.json()).code).toBe('amount_mismatch');
      }
      expect(await orderCount()).toBe(0);
    });

    it('refuses unknown extras, missing details, paid extras, unknown bookings and bad bodies', async () => {
      const cases: [unknown, number, string][] = [
        [
          {
            bookingId: test.benaliId,
            selectedExtras: [
              { id: 'hammam', name: 'x', quantity: 1, price: 1, currency: 'EUR', details: {} },
            ],
          },
          400,
          'unknown_extra',
        ],
        [
          {
            bookingId: test.benaliId,
            selectedExtras: [
              {
                id: 'breakfast',
                name: 'b',
                quantity: 1,
                price: 7,
                currency: 'EUR',
                details: { timeMethod: 'specify', time: '7am' },
              },
            ],
          },
          400,
          'invalid_details',
        ],
        [
          {
            bookingId: test.garciaId,
            selectedExtras: [
              {
                id: 'breakfast',
                name: 'b',
                quantity: 1,
                price: 7,
                currency: 'EUR',
                details: { timeMethod: 'later', time: 'decide_later', people: '1', mornings: garciaMorning },
              },
            ],
          },
          400,
          'already_paid',
        ],
        [{ bookingId: '00000000-0000-4000-8000-000000000000', selectedExtras: savedLines }, 404, 'not_found'],
        [{ bookingId: test.benaliId, selectedExtras: [] }, 400, 'invalid_request'],
        [
          { bookingId: test.benaliId, selectedExtras: savedLines.map((line) => ({ ...line, quantity: 0 })) },
          400,
          'invalid_request',
        ],
        ['not json', 400, 'invalid_request'],
      ];
      for (const [body, status, code] of cases) {
        const response = await save(body);
        expect(response.status, JSON.stringify(body)).toBe(status);
        const answer = await response.json();
        expect(answer.code).toBe(code);
        expect(answer.error).toEqual(expect.any(String));
      }
      expect(await orderCount()).toBe(0);
    });

    it('saves only with the booking’s guest token: none or another booking’s is an unknown booking, a bad one 401', async () => {
      const body = { bookingId: test.benaliId, selectedExtras: savedLines };
      const expired = await guestTokenOf(test.db, test.benaliId, { expiresAt: '2026-01-01T00:00:00.000Z' });
      const cases: [unknown, number, string][] = [
        [{ ...body, guestToken: undefined }, 404, 'not_found'],
        [{ ...body, guestToken: await guestTokenOf(test.db, test.garciaId) }, 404, 'not_found'],
        [{ ...body, guestToken: 'made-up' }, 401, 'guest_token_invalid'],
        [{ ...body, guestToken: expired }, 401, 'guest_token_invalid'],
        [
          { ...body, guestToken: await guestTokenOf(test.db, test.benaliId, { accessVersion: 0 }) },
          401,
          'guest_token_invalid',
        ],
        [{ ...body, guestToken: 42 }, 400, 'invalid_request'],
      ];
      for (const [request, status, code] of cases) {
        const response = await handler(postJson(request), testDeps(test.db));
        expect(response.status, JSON.stringify(request)).toBe(status);
        expect((await response.json()).code).toBe(code);
      }
      expect(await orderCount()).toBe(0);
      expect((await save(body)).status).toBe(200);
      expect(await orderCount()).toBe(1);
    });
  });
}
