import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
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
} from '../../test-support/databases.ts';
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

    const save = (body: unknown) => handler(postJson(body), testDeps(test.db));
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
        postJson({ bookingId: test.benaliId, items: sampleItems, selectedExtras: sampleSelection }),
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
  });
}
