/**
 * Fuzzing the Stripe webhook (fast-check, 2,000 cases per property unless FUZZ_RUNS says otherwise;
 * generators in test-support/fuzz.ts): unsigned, wrongly signed, stale and tampered events, and
 * events signed with the right secret whose payload is random JSON or an event of a handled type with
 * a fuzzed data.object (missing fields, wrong types, random amounts, currencies and ids). Zero 5xx;
 * a signed but malformed event answers 400.
 * Runs on PGlite and, when it answers, on the PostgreSQL server at 127.0.0.1:5432: the three fuzz
 * files take about 45 s together on two cores.
 */
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  databaseKinds,
  garciaSelection,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testDeps,
  testWebhookSecret,
} from '../test-support/databases.ts';
import {
  bodyOf,
  collectLogs,
  expectSound,
  type Field,
  fuzzString,
  headerText,
  method,
  mildAndWild,
  printable,
  runs,
  withExtras,
} from '../test-support/fuzz.ts';
import { withGuestToken } from '../test-support/guest-tokens.ts';
import { handler as createCheckout } from './create-stripe-checkout-session/handler.ts';
import { handler as webhook } from './stripe-webhook/handler.ts';

const stripe = new Stripe('sk_test_rihla_fuzz');
const handledTypes = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
  'charge.refunded',
];
const paymentIntents = ['pi_fuzz_1', 'pi_fuzz_2'];

/** How a webhook is signed: right secret, wrong secret, none, a random header, stale, or tampered after. */
const signing = fc.oneof(
  { weight: 12, arbitrary: fc.constant('right' as const) },
  fc.constantFrom('wrong' as const, 'none' as const, 'stale' as const, 'tampered' as const),
  headerText(120).map((header) => ({ header })),
);
type Signing = 'right' | 'wrong' | 'none' | 'stale' | 'tampered' | { header: string };
function signedWebhook(payload: string | Uint8Array<ArrayBuffer>, how: Signing, verb = 'POST'): Request {
  const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  const sign = (secret: string, timestamp?: number) =>
    stripe.webhooks.generateTestHeaderString({ payload: text, secret, ...(timestamp ? { timestamp } : {}) });
  const headers: Record<string, string> =
    how === 'none'
      ? {}
      : {
          'Stripe-Signature':
            typeof how === 'object'
              ? how.header
              : sign(
                  how === 'wrong' ? 'whsec_wrong' : testWebhookSecret,
                  how === 'stale' ? 1_600_000_000 : undefined,
                ),
        };
  const body = how === 'tampered' ? `${text} ` : payload;
  return new Request('https://fn.rihla.example/stripe-webhook', {
    method: verb,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: verb === 'GET' ? null : body,
  });
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`fuzzing stripe-webhook on ${kind}`, () => {
    let test: SeededDatabase;
    const sessionIds: string[] = ['cs_test_seed_garcia_breakfast'];
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      for (const bookingId of [test.benaliId, test.garciaId]) {
        const response = await createCheckout(
          postJson(
            await withGuestToken(test.db, {
              bookingId,
              items: sampleItems,
              selectedExtras: bookingId === test.benaliId ? sampleSelection : garciaSelection,
            }),
          ),
          testDeps(test.db),
        );
        sessionIds.push((await response.json()).checkoutUrl.split('?')[0].split('/').pop());
      }
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await test?.close();
    });

    const eventOf = (f: Field) => {
      const session = fc.record({
        id: f(fc.oneof(fc.constantFrom(...sessionIds), fc.string({ maxLength: 30 }))),
        object: f(fc.constant('checkout.session')),
        payment_status: f(fc.constantFrom('paid', 'unpaid', 'no_payment_required')),
        amount_total: f(fc.oneof(fc.constantFrom(5500, 700, 0, null), fc.integer(), fc.double())),
        currency: f(fc.oneof(fc.constantFrom('eur', 'EUR', 'usd', null), printable)),
        payment_intent: f(
          fc.oneof(
            fc.constantFrom(...paymentIntents, null),
            fc.record({ id: f(fc.constantFrom(...paymentIntents)) }),
          ),
        ),
        metadata: f(fc.dictionary(printable, printable, { maxKeys: 3 })),
      });
      const charge = fc.record({
        object: f(fc.constant('charge')),
        payment_intent: f(fc.oneof(fc.constantFrom(...paymentIntents, null), fc.string({ maxLength: 20 }))),
        amount: f(fc.oneof(fc.constantFrom(5500, 700), fc.integer())),
        amount_refunded: f(fc.oneof(fc.constantFrom(0, 700, 5500), fc.integer())),
      });
      const typed = fc.oneof(
        fc.tuple(fc.constantFrom(...handledTypes.slice(0, 4)), session),
        fc.tuple(fc.constant('charge.refunded'), charge),
        fc.tuple(fc.string({ maxLength: 30 }), fc.oneof(session, charge)),
      );
      return typed.chain(([type, object]) =>
        withExtras(
          fc.record({
            id: f(
              fc.oneof(
                fc.uuid().map((id) => `evt_fuzz_${id}`),
                fc.string({ maxLength: 20 }),
              ),
            ),
            object: f(fc.constant('event')),
            api_version: f(fc.constant('2025-01-01')),
            created: f(fc.nat()),
            type: f(fc.constant(type)),
            data: f(fc.record({ object: f(withExtras(fc.constant(object))) })),
          }),
        ),
      );
    };

    it(`stripe-webhook: ${runs} unsigned, wrongly signed and signed fuzzed events, no 5xx`, {
      timeout: 120_000,
    }, async () => {
      const payload = fc.oneof(
        { weight: 9, arbitrary: mildAndWild(eventOf) },
        fc.json(),
        fc.jsonValue(),
        fuzzString,
      );
      const spec = fc.record({ method, body: bodyOf(payload), signing });
      await fc.assert(
        fc.asyncProperty(spec, async ({ method: verb, body, signing: how }) =>
          expectSound(await webhook(signedWebhook(body, how, verb), testDeps(test.db))),
        ),
        { numRuns: runs },
      );
    });

    it(`stripe-webhook: ${runs} signed but malformed events answer 400`, { timeout: 120_000 }, async () => {
      const notString = fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 2 }),
      );
      const badText = fc.oneof(notString, fc.constantFrom(undefined, '', 'x'.repeat(256)));
      const notRecord = fc.oneof(
        notString,
        fc.constant(undefined),
        fc.string(),
        fc.array(fc.jsonValue(), { maxLength: 3 }),
      );
      const notInteger = fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
        fc.string({ maxLength: 6 }),
        fc.boolean(),
        fc.array(fc.integer(), { maxLength: 2 }),
      );
      const withNul = fc
        .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
        .map(([a, b]) => `${a}\u0000${b}`);
      /** A well-formed event of the type, then the patch on the event and on its data.object. */
      const event = (type: string, patch: object = {}, object: object = {}) => ({
        id: 'evt_fuzz_malformed',
        object: 'event',
        type,
        data: {
          object: {
            id: sessionIds[1],
            payment_status: 'paid',
            amount_total: 5500,
            currency: 'eur',
            ...object,
          },
        },
        ...patch,
      });
      const refund = (object: object) =>
        event(
          'charge.refunded',
          {},
          { payment_intent: 'pi_fuzz_1', amount: 1, amount_refunded: 1, ...object },
        );
      const sessionType = fc.constantFrom(...handledTypes.slice(0, 4));
      const payType = fc.constantFrom(...handledTypes.slice(0, 2));
      const schemaBreaking = fc.oneof(
        fc.oneof(notString, fc.string(), fc.array(fc.jsonValue(), { maxLength: 3 })),
        fc.tuple(sessionType, badText).map(([type, id]) => event(type, { id })),
        fc.tuple(sessionType, badText).map(([type, bad]) => event(type, { type: bad })),
        fc.tuple(sessionType, notRecord).map(([type, data]) => event(type, { data })),
        fc.tuple(sessionType, notRecord).map(([type, object]) => event(type, { data: { object } })),
        fc.tuple(sessionType, badText).map(([type, id]) => event(type, {}, { id })),
        fc.tuple(sessionType, notInteger).map(([type, amount_total]) => event(type, {}, { amount_total })),
        fc
          .tuple(sessionType, fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 })))
          .map(([type, currency]) => event(type, {}, { currency })),
        fc
          .tuple(payType, fc.oneof(fc.integer(), fc.boolean(), fc.record({ id: fc.integer() })))
          .map(([type, payment_intent]) => event(type, {}, { payment_intent })),
        fc
          .tuple(
            fc.constantFrom('amount', 'amount_refunded'),
            fc.oneof(notInteger, fc.constantFrom(null, undefined)),
          )
          .map(([key, value]) => refund({ [key]: value })),
      );
      // NUL in a text the webhook stores or looks up: PostgreSQL cannot take it (invalid byte sequence).
      const nulText = fc.oneof(
        fc.tuple(sessionType, withNul).map(([type, id]) => event(type, { id })),
        fc.tuple(sessionType, withNul).map(([type, bad]) => event(type, { type: bad })),
        fc.tuple(sessionType, withNul).map(([type, id]) => event(type, {}, { id })),
        fc.tuple(payType, withNul).map(([type, payment_intent]) => event(type, {}, { payment_intent })),
        withNul.map((payment_intent) => refund({ payment_intent })),
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: schemaBreaking }, nulText), async (value) => {
          const response = await webhook(
            signedWebhook(JSON.stringify(value) ?? 'null', 'right'),
            testDeps(test.db),
          );
          const text = await response.text();
          expect(response.status, text).toBe(400);
          expect(['invalid_event', 'invalid_text'], text).toContain(JSON.parse(text).code);
        }),
        { numRuns: runs },
      );
    });

    it('stripe-webhook: a signed event with NUL in its id answers 400, not 500 (minimal case found by the fuzz)', async () => {
      const event = {
        id: 'evt_\u0000',
        object: 'event',
        type: 'checkout.session.expired',
        data: { object: { id: 'cs_x' } },
      };
      const response = await webhook(signedWebhook(JSON.stringify(event), 'right'), testDeps(test.db));
      expect(response.status, await response.text()).toBe(400);
    });
  });
}
