import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  linesOf,
  openSeededDatabase,
  postJson,
  resetOrders,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test-support/stripe-stand-in.ts';
import { sessionEvent, signedRequest } from '../../test-support/webhook-events.ts';
import { handler as createCheckout } from '../create-stripe-checkout-session/handler.ts';
import { handler as findBooking } from '../find-booking-by-details/handler.ts';
import { handler } from './handler.ts';

const earlyCheckIn = { id: 'early_checkin', quantity: 1, details: {} };
const adaptor = { id: 'universal_adaptor', quantity: 1, details: {} };
const item = (amount: number) => ({ name: 'Extra', description: '', amount, currency: 'eur', quantity: 1 });

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`stripe-webhook: what a payment may change, on ${kind}`, () => {
    let test: SeededDatabase;
    let stripe: StripeStandIn;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      stripe = await startStripeStandIn();
    });
    beforeEach(async () => {
      await resetOrders(test.db);
      stripe.calls.length = 0;
      stripe.failNext(500, '', 0);
    });
    afterAll(async () => {
      await stripe?.close();
      await test?.close();
    });

    /** With a Stripe key (the stand-in): refunds go through the Stripe API. */
    const withStripe = () =>
      testDeps(test.db, {
        config: testConfig({ stripeSecretKey: 'sk_test_rihla', stripeApiUrl: stripe.url }),
      });
    const checkout = async (selectedExtras: unknown[], items: unknown[], deps = testDeps(test.db)) => {
      const response = await createCheckout(
        postJson({
          bookingId: test.benaliId,
          guestToken: await guestTokenOf(test.db, test.benaliId),
          items,
          selectedExtras,
        }),
        deps,
      );
      expect(response.status).toBe(200);
      // The local checkout's address carries the page's language (?lang=); the session id is the last path segment.
      return new URL(String((await response.json()).checkoutUrl)).pathname.split('/').pop()!;
    };
    const paid = (id: string, amount: number, extra: Record<string, string> = {}) =>
      signedRequest(
        sessionEvent('checkout.session.completed', {
          id,
          payment_status: 'paid',
          amount_total: amount,
          ...extra,
        }),
      );
    const statuses = async () =>
      Object.fromEntries(
        (await linesOf(test.db, test.benaliId)).map((line) => [line.extra_id, line.payment_status]),
      );
    const paidEarlyCheckIns = async () =>
      (await linesOf(test.db, test.benaliId)).filter(
        (line) => line.extra_id === 'early_checkin' && line.payment_status === 'paid',
      ).length;

    it('does not mark an order paid for another amount or currency', async () => {
      const session = await checkout(sampleSelection, sampleItems);
      for (const forged of [
        paid(session, 0),
        paid(session, 5500, { currency: 'usd' }),
        paid(session, 5499),
      ]) {
        const response = await handler(forged, testDeps(test.db));
        expect(response.status).toBe(200);
        expect((await response.json()).outcome).toBe('amount_mismatch');
      }
      expect(Object.values(await statuses())).toEqual(['pending', 'pending', 'pending']);
      expect((await handler(paid(session, 5500), testDeps(test.db))).status).toBe(200);
      expect(Object.values(await statuses())).toEqual(['paid', 'paid', 'paid']);
    });

    it('refuses a correctly signed event that is not a well-formed event with 400', async () => {
      const session = await checkout(sampleSelection, sampleItems);
      const malformed = [
        { id: 'evt_bad_1', type: 'checkout.session.completed' },
        { id: 'evt_bad_2', type: 'checkout.session.completed', data: { object: { payment_status: 'paid' } } },
        {
          id: 'evt_bad_3',
          type: 'checkout.session.completed',
          data: { object: { id: 42, payment_status: 'paid' } },
        },
        { id: 'evt_bad_4', type: 'charge.refunded', data: { object: { amount: 'all' } } },
        { type: 'checkout.session.expired', data: { object: { id: session } } },
        [1, 2, 3],
      ];
      for (const event of malformed) {
        const response = await handler(signedRequest(event), testDeps(test.db));
        expect(response.status).toBe(400);
      }
      expect(Object.values(await statuses())).toEqual(['pending', 'pending', 'pending']);
    });

    it('never makes an extra paid twice: two orders paid at once, the second is given back through Stripe', async () => {
      const first = await checkout([earlyCheckIn], [item(1000)], withStripe());
      // A new selection releases the first order; its payment may still arrive late.
      const second = await checkout([earlyCheckIn, adaptor], [item(1000), item(500)], withStripe());
      const answers = await Promise.all([
        handler(paid(first, 1000, { payment_intent: 'pi_first' }), withStripe()),
        handler(paid(second, 1500, { payment_intent: 'pi_second' }), withStripe()),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const outcomes = await Promise.all(answers.map(async (answer) => (await answer.json()).outcome));
      expect([...outcomes].sort()).toEqual(['paid', 'paid_twice']);
      expect(await paidEarlyCheckIns()).toBe(1);
      const refunds = stripe.calls.filter((call) => call.path === '/v1/refunds');
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.form.get('amount')).toBe('1000');
      expect(refunds[0]?.form.get('payment_intent')).toBe(
        outcomes[0] === 'paid_twice' ? 'pi_first' : 'pi_second',
      );
      expect(String(refunds[0]?.headers['idempotency-key'])).toMatch(/^rihla-refund-/);
    });

    it('records the give-back of a late payment on the local checkout, where no money moves', async () => {
      const first = await checkout([earlyCheckIn], [item(1000)]);
      const second = await checkout([earlyCheckIn, adaptor], [item(1000), item(500)]);
      expect((await (await handler(paid(first, 1000), testDeps(test.db))).json()).outcome).toBe('paid');
      expect((await (await handler(paid(second, 1500), testDeps(test.db))).json()).outcome).toBe(
        'paid_twice',
      );
      expect(await paidEarlyCheckIns()).toBe(1);
      const { rows } = await test.db.query<{
        status: string;
        refunded_amount: number;
        refund_reason: string;
      }>('SELECT status, refunded_amount, refund_reason FROM extra_orders WHERE checkout_session_id = $1', [
        second,
      ]);
      expect(rows[0]).toEqual({ status: 'paid', refunded_amount: 1000, refund_reason: 'paid_twice' });
      expect(stripe.calls).toHaveLength(0);
    });

    it('answers 502 and records nothing when Stripe refuses the refund, so the retried event refunds', async () => {
      const first = await checkout([earlyCheckIn], [item(1000)], withStripe());
      const second = await checkout([earlyCheckIn, adaptor], [item(1000), item(500)], withStripe());
      await handler(paid(first, 1000, { payment_intent: 'pi_a' }), withStripe());
      const event = sessionEvent('checkout.session.completed', {
        id: second,
        payment_status: 'paid',
        amount_total: 1500,
        payment_intent: 'pi_b',
      });
      // Every attempt fails, the SDK's own retries included.
      stripe.failNext(500, 'Stripe is down', 10);
      const failing = stripe.calls.length;
      const answer = await handler(signedRequest(event), withStripe());
      expect(answer.status).toBe(502);
      expect(await statuses()).toMatchObject({ universal_adaptor: 'pending' });
      expect(await paidEarlyCheckIns()).toBe(1);
      stripe.failNext(500, 'Stripe is down', 0);
      const retried = await handler(signedRequest(event), withStripe());
      expect((await retried.json()).outcome).toBe('paid_twice');
      expect(await statuses()).toMatchObject({ universal_adaptor: 'paid' });
      expect(stripe.calls.length).toBeGreaterThan(failing);
      expect(await paidEarlyCheckIns()).toBe(1);
    });

    it('handles charge.refunded: the refunded extras are no longer paid and the guest may buy them again', async () => {
      const session = await checkout(sampleSelection, sampleItems, withStripe());
      await handler(paid(session, 5500, { payment_intent: 'pi_refund_me' }), withStripe());
      const refunded = {
        id: `evt_refund_${session}`,
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: {
            object: 'charge',
            id: 'ch_1',
            payment_intent: 'pi_refund_me',
            amount: 5500,
            amount_refunded: 5500,
          },
        },
      };
      const response = await handler(signedRequest(refunded), withStripe());
      expect((await response.json()).outcome).toBe('refunded');
      expect(Object.values(await statuses())).toEqual(['refunded', 'refunded', 'refunded']);
      const view = await findBooking(
        postJson({ bookingId: test.benaliId, guestToken: await guestTokenOf(test.db, test.benaliId) }),
        testDeps(test.db),
      );
      const extras = (await view.json()).booking_extras as { extra_id: string; payment_status: string }[];
      expect(
        extras.filter((line) => line.payment_status === 'paid').map((line) => line.extra_id),
      ).not.toContain('airport_transfer');
    });
  });
}
