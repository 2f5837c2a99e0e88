/**
 * Booking a published home on both databases (issue 46): the server's price in Checkout's lines in the
 * home's currency, the nights held (a second visitor finds them taken on the page and is refused), a
 * resend answering the same hold, each refusal by code, Stripe's failure releasing the nights, 20
 * visitors at once for the same nights getting one hold, and the address limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test-support/stripe-stand-in.ts';
import { handler as publicStay } from '../public-stay/handler.ts';
import { checkoutsPerAddress, handler } from './handler.ts';

const guest = { firstName: 'Lina', lastName: 'Haddad', email: 'lina@example.com', phone: '+212 661 000 111' };
const booking = (over: Record<string, unknown> = {}) => ({
  slug: 'dar-anis',
  language: 'fr',
  checkIn: '2026-04-01',
  checkOut: '2026-04-04',
  adults: 2,
  children: 0,
  guest,
  consent: true,
  ...over,
});
// Dar Anis: 3 × 950.00 MAD + 300.00 cleaning + 25.00 × 2 adults × 3 nights.
const anisTotal = 3 * 95_000 + 30_000 + 2_500 * 2 * 3;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`start-stay-checkout on ${kind}`, () => {
    let test: SeededDatabase;
    let stripe: StripeStandIn;
    let address = 0;
    beforeAll(async () => {
      [test, stripe] = await Promise.all([openSeededDatabase(kind), startStripeStandIn()]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([test?.close(), stripe?.close()]);
    });
    beforeEach(async () => {
      await test.db.query(`DELETE FROM booking_holds`);
      stripe.calls.length = 0;
    });
    const start = (body: unknown, config = testConfig()) =>
      handler(postJson(body), testDeps(test.db, { config, clientAddress: `198.51.100.${++address}` }));

    it('holds the nights and asks Stripe for the server’s lines in dirhams; the page then shows them taken', async () => {
      const config = testConfig({ stripeSecretKey: 'sk_test_standin', stripeApiUrl: stripe.url });
      const response = await start(booking({ expectedTotal: anisTotal }), config);
      expect(response.status).toBe(201);
      const answer = await response.json();
      expect(answer).toMatchObject({
        checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
        heldUntil: '2026-03-10T09:30:00.000Z',
        total: anisTotal,
        currency: 'MAD',
      });
      const form = stripe.calls.find((call) => call.path === '/v1/checkout/sessions')!.form;
      expect(form.get('line_items[0][price_data][currency]')).toBe('mad');
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe('285000');
      expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
        'Dar Anis : 3 nuits × 950.00 MAD',
      );
      expect(form.get('line_items[1][price_data][product_data][name]')).toBe('Frais de ménage');
      expect(form.get('line_items[2][price_data][unit_amount]')).toBe('15000');
      expect(form.get('metadata[hold_id]')).toBe(answer.holdId);
      expect(form.get('locale')).toBe('fr');
      expect(form.get('success_url')).toBe(
        `https://stays.rihla.example/stays/dar-anis?booking=success&hold=${answer.holdId}`,
      );

      const page = await publicStay(
        postJson({ slug: 'dar-anis', language: 'en', checkIn: '2026-04-02', checkOut: '2026-04-05' }),
        testDeps(test.db),
      );
      expect((await page.json()).quote).toMatchObject({ available: false, reason: 'nights_taken' });
      const second = await start(
        booking({
          checkIn: '2026-04-03',
          checkOut: '2026-04-06',
          guest: { ...guest, email: 'omar@example.com' },
        }),
      );
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ code: 'nights_taken' });
    });

    it('answers a resend by the same guest with the same hold, at the price it was held for', async () => {
      const first = await (await start(booking())).json();
      expect(first.checkoutUrl).toBe(
        `https://stays.rihla.example/local-checkout/cs_test_local_${first.holdId.replace(/-/g, '')}?lang=fr`,
      );
      const again = await start(booking({ guest: { ...guest, email: 'LINA@example.com' } }));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(first);
    });

    it('refuses by code: taken, too short, too many guests, past, a changed price, an unknown home', async () => {
      const refusal = async (body: unknown) => {
        const response = await start(body);
        return [response.status, (await response.json()).code];
      };
      expect(
        await refusal(booking({ slug: 'riad-yasmine', checkIn: benaliCheckIn, checkOut: '2026-03-20' })),
      ).toEqual([409, 'nights_taken']);
      expect(await refusal(booking({ checkOut: '2026-04-02' }))).toEqual([409, 'minimum_nights']);
      expect(await refusal(booking({ adults: 5 }))).toEqual([409, 'too_many_guests']);
      expect(await refusal(booking({ checkIn: '2026-03-01', checkOut: '2026-03-04' }))).toEqual([
        409,
        'past_dates',
      ]);
      expect(await refusal(booking({ expectedTotal: anisTotal - 1 }))).toEqual([409, 'price_changed']);
      expect(await refusal(booking({ slug: 'no-such-home' }))).toEqual([404, 'not_found']);
      expect(await refusal(booking({ consent: false }))).toEqual([400, 'invalid_request']);
      expect(await refusal(booking({ guest: { ...guest, phone: '0661000111' } }))).toEqual([
        400,
        'invalid_request',
      ]);
      const { rows } = await test.db.query('SELECT id FROM booking_holds');
      expect(rows).toEqual([]);
    });

    it('frees the nights when Stripe refuses', async () => {
      stripe.failNext(400, 'Invalid API Key provided');
      const response = await start(
        booking(),
        testConfig({ stripeSecretKey: 'sk_test_standin', stripeApiUrl: stripe.url }),
      );
      expect(response.status).toBe(502);
      expect((await start(booking())).status).toBe(201);
    });

    it('gives one hold to 20 visitors starting checkout for the same nights at once', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          start(booking({ guest: { ...guest, email: `guest${index}@example.com` } })),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const { rows } = await test.db.query(`SELECT id FROM booking_holds WHERE status = 'active'`);
      expect(rows).toHaveLength(1);
    });

    it(`refuses an address past ${checkoutsPerAddress} checkouts in a window`, async () => {
      const deps = testDeps(test.db, { clientAddress: '192.0.2.99' });
      const statuses: number[] = [];
      for (let index = 0; index <= checkoutsPerAddress; index++) {
        statuses.push((await handler(postJson(booking({ slug: 'no-such-home' })), deps)).status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    });
  });
}
