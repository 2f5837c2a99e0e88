/**
 * Issue 27: the server refuses the transfer details the dialog refuses (same schema), prices
 * breakfast per person per morning, and after payment the lookup shows what was bought: details,
 * amount, date paid and a receipt (Stripe's with a key, the local checkout's without).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  breakfastDetails,
  databaseKinds,
  openSeededDatabase,
  postJson,
  resetOrders,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testConfig,
  testDeps,
  today,
  transferDetails,
} from '../../test-support/databases.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test-support/stripe-stand-in.ts';
import { sessionEvent, signedRequest } from '../../test-support/webhook-events.ts';
import { addDays } from '../_shared/extras-dates.ts';
import { handler as findBooking } from '../find-booking-by-details/handler.ts';
import { handler as save } from '../save-booking-extras/handler.ts';
import { handler as webhook } from '../stripe-webhook/handler.ts';
import { handler as checkout } from './handler.ts';

const transferItem = sampleItems[0]!;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`extras details on ${kind}`, () => {
    let test: SeededDatabase;
    let stripe: StripeStandIn;
    /** Booking A's guest token: the app sends it with every checkout and save. */
    let benaliToken: string;
    beforeAll(async () => {
      stripe = await startStripeStandIn();
      test = await openSeededDatabase(kind);
      benaliToken = await guestTokenOf(test.db, test.benaliId);
    });
    beforeEach(async () => {
      await resetOrders(test.db);
    });
    afterAll(async () => {
      await stripe?.close();
      await test?.close();
    });

    const transferOnly = (details: Record<string, string>) => ({
      bookingId: test.benaliId,
      guestToken: benaliToken,
      items: [transferItem],
      selectedExtras: [{ id: 'airport_transfer', quantity: 1, details }],
    });
    const oneWay = { ...transferDetails, addReturnTransfer: 'false' };

    it('answers 400 naming the field for what the issue saw paid for: 25:99, "abc", "xx"', async () => {
      for (const [change, field] of [
        [{ flightTime: '25:99' }, 'flight time'],
        [{ flightTime: '1430' }, 'flight time'],
        [{ contactNumber: 'abc' }, 'contact number'],
        [{ flightNumber: 'xx' }, 'flight number'],
        [{ flightDate: addDays(today, 9) }, 'flight date'],
      ] as const) {
        for (const call of [
          () => checkout(postJson(transferOnly({ ...oneWay, ...change })), testDeps(test.db)),
          () =>
            save(
              postJson({
                bookingId: test.benaliId,
                guestToken: benaliToken,
                selectedExtras: [
                  {
                    id: 'airport_transfer',
                    name: 'x',
                    quantity: 1,
                    price: 30,
                    currency: 'EUR',
                    details: { ...oneWay, ...change },
                  },
                ],
              }),
              testDeps(test.db),
            ),
        ]) {
          const response = await call();
          expect(response.status).toBe(400);
          const body = await response.json();
          expect(body.code).toBe('invalid_details');
          expect(body.error).toContain(`Airport transfer: the ${field}`);
        }
      }
    });

    it('asks for the return leg: a return transfer without its departure flight is refused', async () => {
      const noReturnFlight = { ...transferDetails, returnFlightNumber: '', returnFlightTime: '' };
      const response = await checkout(
        postJson({
          bookingId: test.benaliId,
          guestToken: benaliToken,
          items: sampleItems,
          selectedExtras: [
            { id: 'airport_transfer', quantity: 1, details: noReturnFlight },
            ...sampleSelection.slice(1),
          ],
        }),
        testDeps(test.db),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain('return flight number');
      // The return leg paid for, with the return option off, is refused too.
      const mismatch = await checkout(
        postJson({
          bookingId: test.benaliId,
          guestToken: benaliToken,
          items: sampleItems,
          selectedExtras: [
            { id: 'airport_transfer', quantity: 1, details: oneWay },
            ...sampleSelection.slice(1),
          ],
        }),
        testDeps(test.db),
      );
      expect(mismatch.status).toBe(400);
    });

    it('prices breakfast per person per morning and refuses any other quantity', async () => {
      const twoByTwo = {
        ...breakfastDetails,
        people: '2',
        mornings: `${addDays(today, 3)},${addDays(today, 4)}`,
      };
      const item = (quantity: number) => ({
        name: 'Breakfast',
        description: '',
        amount: 700,
        currency: 'eur',
        quantity,
      });
      const refused = await checkout(
        postJson({
          bookingId: test.benaliId,
          guestToken: benaliToken,
          items: [item(1)],
          selectedExtras: [{ id: 'breakfast', quantity: 1, details: twoByTwo }],
        }),
        testDeps(test.db),
      );
      expect(refused.status).toBe(400);
      expect((await refused.json()).code).toBe('amount_mismatch');
      const accepted = await checkout(
        postJson({
          bookingId: test.benaliId,
          guestToken: benaliToken,
          items: [item(4)],
          selectedExtras: [{ id: 'breakfast', quantity: 4, details: twoByTwo }],
        }),
        testDeps(test.db),
      );
      expect(accepted.status).toBe(200);
      const { rows } = await test.db.query<{ total_amount: number }>(
        "SELECT total_amount FROM extra_orders WHERE booking_id_fk = $1 AND status = 'pending'",
        [test.benaliId],
      );
      expect(rows.map((row) => Number(row.total_amount))).toEqual([2800]);
    });

    async function payOnce(config = testConfig()) {
      const response = await checkout(
        postJson({
          bookingId: test.benaliId,
          guestToken: benaliToken,
          items: sampleItems,
          selectedExtras: sampleSelection,
          locale: 'ar',
        }),
        testDeps(test.db, { config }),
      );
      expect(response.status).toBe(200);
      const { checkoutUrl } = await response.json();
      const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
      if (config.stripeSecretKey) {
        await test.db.query(
          'UPDATE extra_orders SET checkout_session_id = $2 WHERE checkout_session_id = $1',
          [sessionId, 'cs_test_stripe_receipt'],
        );
      }
      const paid = await webhook(
        signedRequest(
          sessionEvent('checkout.session.completed', {
            id: config.stripeSecretKey ? 'cs_test_stripe_receipt' : sessionId,
            payment_status: 'paid',
            amount_total: 5500,
            currency: 'eur',
            payment_intent: 'pi_test_receipt',
          }),
        ),
        testDeps(test.db, { config }),
      );
      expect(paid.status).toBe(200);
      return { checkoutUrl, sessionId };
    }

    async function paidExtras() {
      const response = await findBooking(
        postJson({ bookingId: test.benaliId, guestToken: benaliToken }),
        testDeps(test.db),
      );
      const booking = await response.json();
      return booking.booking_extras as Record<string, unknown>[];
    }

    it('after payment the lookup keeps the details and adds amount, date paid and the local receipt', async () => {
      const { checkoutUrl, sessionId } = await payOnce();
      expect(new URL(checkoutUrl).searchParams.get('lang')).toBe('ar');
      const extras = await paidExtras();
      const transfer = extras.find((line) => line.extra_id === 'airport_transfer');
      expect(transfer).toMatchObject({
        payment_status: 'paid',
        amount: 3000,
        currency: 'eur',
        receipt_url: `/local-checkout/${sessionId}/receipt`,
        details: {
          flightNumber: 'AT 800',
          flightDate: transferDetails.flightDate,
          flightTime: '14:30',
          guestCount: '2',
        },
      });
      expect(Date.parse(String(transfer?.paid_at))).not.toBeNaN();
      expect(extras.find((line) => line.extra_id === 'universal_adaptor')).toMatchObject({
        amount: 1000,
        quantity: 2,
      });
    });

    it("with a Stripe key, stores Stripe's receipt of the payment's latest charge", async () => {
      stripe.calls.length = 0;
      await payOnce(testConfig({ stripeSecretKey: 'sk_test_rihla', stripeApiUrl: stripe.url }));
      expect(
        stripe.calls.some(
          (call) => call.method === 'GET' && call.path.startsWith('/v1/payment_intents/pi_test_receipt'),
        ),
      ).toBe(true);
      const extras = await paidExtras();
      expect(
        extras.every(
          (line) => line.receipt_url === 'https://pay.stripe.com/receipts/standin/pi_test_receipt',
        ),
      ).toBe(true);
    });

    it('keeps the seeded paid breakfast as it was, with its amount', async () => {
      const response = await findBooking(
        postJson({ bookingId: test.garciaId, guestToken: await guestTokenOf(test.db, test.garciaId) }),
        testDeps(test.db),
      );
      const booking = await response.json();
      expect(booking.booking_extras).toEqual([
        expect.objectContaining({
          extra_id: 'breakfast',
          payment_status: 'paid',
          quantity: 1,
          details: { timeMethod: 'specify', time: '08:30' },
          amount: 700,
        }),
      ]);
    });
  });
}
