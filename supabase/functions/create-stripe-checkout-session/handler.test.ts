import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  breakfastDetails,
  databaseKinds,
  fixedNow,
  garciaCheckIn,
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
import { guestTokenOf, withGuestToken } from '../../test-support/guest-tokens.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test-support/stripe-stand-in.ts';
import { addDays } from '../_shared/extras-dates.ts';
import { verifyReturnToken } from '../_shared/guest-token.ts';
import { sessionLifetimeMinutes } from '../_shared/orders.ts';
import { handler, paymentSetupMessage, returnTokenExtraMinutes } from './handler.ts';

const breakfast = { id: 'breakfast', quantity: 1, details: breakfastDetails };
const breakfastItem = { name: 'Breakfast', description: '', amount: 700, currency: 'eur', quantity: 1 };

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`create-stripe-checkout-session on ${kind}`, () => {
    let test: SeededDatabase;
    let stripe: StripeStandIn;
    beforeAll(async () => {
      stripe = await startStripeStandIn();
    });
    afterAll(async () => {
      await stripe?.close();
    });
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    beforeEach(async () => {
      await resetOrders(test.db);
      stripe.calls.length = 0;
    });
    afterAll(async () => {
      await test?.close();
    });

    /** A checkout as the app sends it: with the guest token of the body's booking. */
    const checkout = async (
      body: Record<string, unknown>,
      headers: Record<string, string> = {},
      config = testConfig(),
    ) => handler(postJson(await withGuestToken(test.db, body), headers), testDeps(test.db, { config }));
    /**
     * The success URL of Booking A's order: the portal with the id and a return token bound to the
     * order, living as long as the Checkout session plus an hour.
     */
    const expectSuccessUrl = async (url: string | null | undefined, orderId: string) => {
      const address = new URL(url!);
      expect(`${address.origin}${address.pathname}`).toBe('https://stays.rihla.example/guest-portal');
      expect([...address.searchParams.keys()]).toEqual(['payment', 'bookingId', 'returnToken']);
      expect(address.searchParams.get('payment')).toBe('success');
      expect(address.searchParams.get('bookingId')).toBe(test.benaliId);
      const token = address.searchParams.get('returnToken');
      expect(await verifyReturnToken(testConfig(), token, fixedNow)).toEqual({
        orderId,
        bookingId: test.benaliId,
      });
      const lifetime = (sessionLifetimeMinutes + returnTokenExtraMinutes) * 60_000;
      expect(
        await verifyReturnToken(testConfig(), token, new Date(fixedNow.getTime() + lifetime - 1000)),
      ).not.toBeNull();
      expect(
        await verifyReturnToken(testConfig(), token, new Date(fixedNow.getTime() + lifetime)),
      ).toBeNull();
    };
    const valid = () => ({
      bookingId: test.benaliId,
      items: sampleItems,
      selectedExtras: sampleSelection,
      locale: 'fr',
    });

    it('writes the pending order with server prices and details, and returns the local checkout URL', async () => {
      const response = await checkout(valid(), { Origin: 'https://stays.rihla.example' });
      expect(response.status).toBe(200);
      const { checkoutUrl } = await response.json();
      expect(checkoutUrl).toMatch(
        /^https:\/\/stays\.rihla\.example\/local-checkout\/cs_test_local_[0-9a-f]{32}\?lang=fr$/,
      );
      const lines = await linesOf(test.db, test.benaliId);
      expect(
        lines.map(({ extra_id, payment_status, quantity, unit_amount }) => [
          extra_id,
          payment_status,
          quantity,
          unit_amount,
        ]),
      ).toEqual([
        ['airport_transfer', 'pending', 1, 3000],
        ['airport_transfer_return', 'pending', 1, 1500],
        ['universal_adaptor', 'pending', 2, 500],
      ]);
      expect(lines[0]?.details).toEqual(sampleSelection[0]?.details);
      expect(new Set(lines.map((line) => line.checkout_session_id))).toEqual(
        new Set([new URL(checkoutUrl).pathname.split('/').pop()]),
      );
      const { rows } = await test.db.query<{
        id: string;
        total_amount: number;
        success_url: string;
        cancel_url: string;
      }>('SELECT id, total_amount, success_url, cancel_url FROM extra_orders WHERE booking_id_fk = $1', [
        test.benaliId,
      ]);
      expect(rows).toEqual([
        {
          id: expect.any(String),
          total_amount: 5500,
          success_url: expect.stringMatching(
            `^https://stays\\.rihla\\.example/guest-portal\\?payment=success&bookingId=${test.benaliId}&returnToken=`,
          ),
          cancel_url: `https://stays.rihla.example/guest-portal?payment=cancel&bookingId=${test.benaliId}`,
        },
      ]);
      await expectSuccessUrl(rows[0]!.success_url, rows[0]!.id);
    });

    it('gives a double click the same checkout and no duplicate lines', async () => {
      const [first, second] = await Promise.all([checkout(valid()), checkout(valid())]);
      const urls = [(await first!.json()).checkoutUrl, (await second!.json()).checkoutUrl];
      expect(urls[0]).toBe(urls[1]);
      expect(await linesOf(test.db, test.benaliId)).toHaveLength(3);
    });

    it('releases the previous pending order when the selection changes', async () => {
      await checkout(valid());
      const response = await checkout({
        bookingId: test.benaliId,
        items: [breakfastItem],
        selectedExtras: [breakfast],
      });
      expect(response.status).toBe(200);
      const lines = await linesOf(test.db, test.benaliId);
      expect(lines.filter((line) => line.payment_status === 'pending').map((line) => line.extra_id)).toEqual([
        'breakfast',
      ]);
      expect(lines.filter((line) => line.payment_status === 'released')).toHaveLength(3);
    });

    it('builds return URLs from the site URL only: a forged Origin or Host is never stored or handed on', async () => {
      const forged = await checkout(valid(), { Origin: 'https://evil.example', Host: 'evil.example' });
      expect((await forged.json()).checkoutUrl).toMatch(/^https:\/\/stays\.rihla\.example\/local-checkout\//);
      // The same selection again (the real guest's next checkout) gets the stored order: still ours.
      const next = await checkout(valid());
      expect((await next.json()).checkoutUrl).toMatch(/^https:\/\/stays\.rihla\.example\/local-checkout\//);
      const { rows } = await test.db.query<{ success_url: string; cancel_url: string }>(
        'SELECT success_url, cancel_url FROM extra_orders WHERE booking_id_fk = $1',
        [test.benaliId],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.success_url.startsWith('https://stays.rihla.example/guest-portal?payment=success')).toBe(
          true,
        );
        expect(row.cancel_url.startsWith('https://stays.rihla.example/guest-portal?payment=cancel')).toBe(
          true,
        );
      }
    });

    it('refuses tampered amounts, currencies, quantities and missing lines', async () => {
      const tampered = [
        sampleItems.map((item, index) => (index === 0 ? { ...item, amount: 100 } : item)),
        sampleItems.map((item) => ({ ...item, currency: 'usd' })),
        sampleItems.map((item, index) => (index === 2 ? { ...item, quantity: 1 } : item)),
        sampleItems.slice(1),
        [...sampleItems, breakfastItem],
      ];
      for (const items of tampered) {
        const response = await checkout({ ...valid(), items });
        expect(response.status).toBe(400);
        expect((await response.json()).code).toBe('amount_mismatch');
      }
      expect(await linesOf(test.db, test.benaliId)).toEqual([]);
    });

    it('refuses an unknown extra', async () => {
      const response = await checkout({
        bookingId: test.benaliId,
        items: [{ ...breakfastItem, amount: 100 }],
        selectedExtras: [{ id: 'spa_day', quantity: 1, details: {} }],
      });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('unknown_extra');
    });

    it.each([
      [
        'a transfer without flight number',
        [{ ...sampleSelection[0]!, details: { ...sampleSelection[0]!.details, flightNumber: '  ' } }],
      ],
      [
        'a transfer with five guests',
        [{ ...sampleSelection[0]!, details: { ...sampleSelection[0]!.details, guestCount: '5' } }],
      ],
      ['breakfast without a time', [{ id: 'breakfast', quantity: 1, details: { timeMethod: 'specify' } }]],
      [
        'breakfast at midnight',
        [{ id: 'breakfast', quantity: 1, details: { timeMethod: 'specify', time: '00:00' } }],
      ],
    ])('refuses %s as invalid details', async (_label, selectedExtras) => {
      const items = selectedExtras.map((extra) =>
        extra.id === 'breakfast' ? breakfastItem : sampleItems[0],
      );
      const response = await checkout({ bookingId: test.benaliId, items, selectedExtras });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('invalid_details');
    });

    it('refuses a return transfer without the transfer', async () => {
      const response = await checkout({
        bookingId: test.benaliId,
        items: [sampleItems[1]],
        selectedExtras: [sampleSelection[1]],
      });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('invalid_details');
    });

    it('refuses paying twice for one extra', async () => {
      const response = await checkout({
        bookingId: test.garciaId,
        items: [breakfastItem],
        selectedExtras: [
          { ...breakfast, details: { ...breakfastDetails, mornings: addDays(garciaCheckIn, 1) } },
        ],
      });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('already_paid');
      expect((await linesOf(test.db, test.garciaId)).map((line) => line.payment_status)).toEqual(['paid']);
    });

    it('answers an unknown booking with 404 and malformed requests with 400', async () => {
      const missing = await checkout({ ...valid(), bookingId: '00000000-0000-4000-8000-000000000000' });
      expect(missing.status).toBe(404);
      expect((await missing.json()).code).toBe('not_found');
      for (const body of [
        {},
        { ...valid(), bookingId: 'abc' },
        { ...valid(), items: 'x' },
        { ...valid(), selectedExtras: [] },
      ]) {
        const response = await checkout(body);
        expect(response.status).toBe(400);
        expect((await response.json()).error).toEqual(expect.any(String));
      }
    });

    it('takes no extras for a cancelled booking: the same 404 as an unknown one, nothing written', async () => {
      await test.db.query("UPDATE bookings SET status = 'cancelled' WHERE id = $1", [test.benaliId]);
      try {
        const response = await checkout(valid());
        expect(response.status).toBe(404);
        expect((await response.json()).code).toBe('not_found');
        expect(await linesOf(test.db, test.benaliId)).toEqual([]);
      } finally {
        await test.db.query("UPDATE bookings SET status = 'confirmed' WHERE id = $1", [test.benaliId]);
      }
    });

    it('creates the Stripe session with price_data lines, idempotency key, return URLs and locale', async () => {
      const config = testConfig({ stripeSecretKey: 'sk_test_standin', stripeApiUrl: stripe.url });
      const response = await checkout(
        { ...valid(), locale: 'ar' },
        { Origin: 'https://stays.rihla.example' },
        config,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_standin_1',
      });

      const call = stripe.calls.find((entry) => entry.path === '/v1/checkout/sessions');
      expect(call?.method).toBe('POST');
      const form = call!.form;
      expect(form.get('mode')).toBe('payment');
      expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe('3000');
      expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Transfert aéroport');
      expect(form.get('line_items[0][quantity]')).toBe('1');
      expect(form.get('line_items[1][price_data][unit_amount]')).toBe('1500');
      expect(form.get('line_items[2][price_data][unit_amount]')).toBe('500');
      expect(form.get('line_items[2][quantity]')).toBe('2');
      const orderId = (
        await test.db.query<{ id: string }>('SELECT id FROM extra_orders WHERE booking_id_fk = $1', [
          test.benaliId,
        ])
      ).rows[0]!.id;
      await expectSuccessUrl(form.get('success_url'), orderId);
      expect(form.get('cancel_url')).toBe(
        `https://stays.rihla.example/guest-portal?payment=cancel&bookingId=${test.benaliId}`,
      );
      expect(form.get('locale')).toBe('fr');
      expect(form.get('metadata[booking_id]')).toBe(test.benaliId);
      const { rows } = await test.db.query<{ id: string; checkout_session_id: string }>(
        'SELECT id, checkout_session_id FROM extra_orders WHERE booking_id_fk = $1',
        [test.benaliId],
      );
      expect(form.get('metadata[order_id]')).toBe(rows[0]?.id);
      expect(rows[0]?.checkout_session_id).toBe('cs_test_standin_1');
      expect(call!.headers['idempotency-key']).toBe(`rihla-checkout-${rows[0]?.id}`);
      expect(call!.headers.authorization).toBe('Bearer sk_test_standin');
    });

    it.each([
      ['en', 'en'],
      ['es', 'es'],
      ['fr', 'fr'],
      [undefined, 'en'],
    ])('asks Stripe for the %s guest in %s', async (locale, expected) => {
      const config = testConfig({ stripeSecretKey: 'sk_test_standin', stripeApiUrl: stripe.url });
      await checkout({ ...valid(), locale }, {}, config);
      expect(stripe.calls.at(-1)?.form.get('locale')).toBe(expected);
    });

    it('answers 502 and releases the order when Stripe refuses', async () => {
      stripe.failNext(400, 'Invalid API Key provided');
      const config = testConfig({ stripeSecretKey: 'sk_test_standin', stripeApiUrl: stripe.url });
      const response = await checkout(valid(), {}, config);
      expect(response.status).toBe(502);
      expect((await response.json()).error).toBe(paymentSetupMessage);
      const lines = await linesOf(test.db, test.benaliId);
      expect(lines.every((line) => line.payment_status === 'released')).toBe(true);
    });

    it('opens a checkout only with the booking’s guest token: none or another booking’s is an unknown booking, a bad one 401', async () => {
      const expired = await guestTokenOf(test.db, test.benaliId, { expiresAt: '2026-01-01T00:00:00.000Z' });
      const cases: [unknown, number, string][] = [
        [{ ...valid(), guestToken: undefined }, 404, 'not_found'],
        [{ ...valid(), guestToken: await guestTokenOf(test.db, test.garciaId) }, 404, 'not_found'],
        [{ ...valid(), guestToken: 'made-up' }, 401, 'guest_token_invalid'],
        [{ ...valid(), guestToken: expired }, 401, 'guest_token_invalid'],
        [{ ...valid(), guestToken: ['a'] }, 400, 'invalid_request'],
      ];
      for (const [body, status, code] of cases) {
        const response = await handler(postJson(body), testDeps(test.db));
        expect(response.status, JSON.stringify(body)).toBe(status);
        expect((await response.json()).code).toBe(code);
      }
      expect(await linesOf(test.db, test.benaliId)).toEqual([]);
      const noSecret = await handler(
        postJson(await withGuestToken(test.db, valid())),
        testDeps(test.db, { config: testConfig({ guestTokenSecret: undefined }) }),
      );
      expect(noSecret.status).toBe(503);
      expect((await noSecret.json()).code).toBe('not_configured');
    });
  });
}
