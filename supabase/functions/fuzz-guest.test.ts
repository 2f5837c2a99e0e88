/**
 * Fuzzing the four guest-facing JSON functions (fast-check, 2,000 cases each unless FUZZ_RUNS says
 * otherwise; generators in test-support/fuzz.ts): coherent requests with fuzzed fields, control
 * characters, lone surrogates, very long strings, wrong types, extra keys, random and broken JSON,
 * invalid UTF-8 and random methods. Every answer is below 500, JSON, {error} on 4xx, {error, code} on 400.
 * Runs on PGlite and, when it answers, on the PostgreSQL server at 127.0.0.1:5432: the three fuzz
 * files take about 45 s together on two cores.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  garciaCheckIn,
  openSeededDatabase,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testConfig,
  testDeps,
  transferDetails,
} from '../test-support/databases.ts';
import {
  collectLogs,
  controlChar,
  expectSound,
  type Field,
  fuzzString,
  loneSurrogate,
  mildAndWild,
  printable,
  requestOf,
  runs,
  spoil,
  toRequest,
  withExtras,
} from '../test-support/fuzz.ts';
import { guestTokenOf, returnTokenOf } from '../test-support/guest-tokens.ts';
import { type Extra, extrasCatalogue } from './_shared/extras-catalogue.ts';
import type { FunctionHandler } from './_shared/handler-types.ts';
import { handler as createCheckout } from './create-stripe-checkout-session/handler.ts';
import { handler as findBooking } from './find-booking-by-details/handler.ts';
import { handler as saveExtras } from './save-booking-extras/handler.ts';
import { handler as submitInquiry } from './submit-host-inquiry/handler.ts';

type Chosen = { extra: Extra; quantity: number };
const detailsFor = (id: string): Record<string, string> =>
  id === 'airport_transfer'
    ? transferDetails
    : id === 'breakfast'
      ? { timeMethod: 'specify', time: '08:30' }
      : {};
/** Distinct extras from the catalogue with quantities: the coherent selection the fuzz starts from. */
const picked = fc
  .subarray([...extrasCatalogue], { minLength: 1, maxLength: 4 })
  .chain((extras) =>
    fc.tuple(
      ...extras.map((extra) =>
        fc.record({ extra: fc.constant(extra), quantity: fc.integer({ min: 1, max: 3 }) }),
      ),
    ),
  );
const tupleOf = <T>(elements: fc.Arbitrary<T>[]) => fc.tuple(...elements).map((values): unknown[] => values);
const optionalText = (f: Field) => f(fc.oneof(fc.string({ maxLength: 20 }), printable));

/** The pieces of the extras requests, each field valid or fuzzed as `f` decides. */
const extrasParts = (f: Field) => {
  const details = (id: string) =>
    fc.oneof(
      { weight: 8, arbitrary: f(fc.constant(detailsFor(id))) },
      { weight: 1, arbitrary: fc.dictionary(printable, printable, { maxKeys: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(fuzzString, fuzzString, { maxKeys: 4 }) },
    );
  const quantity = (valid: number) =>
    f(fc.oneof({ weight: 12, arbitrary: fc.constant(valid) }, fc.integer({ min: -1, max: 25 }), fc.double()));
  const exact = <T>(valid: T, other: fc.Arbitrary<T>) =>
    f(fc.oneof({ weight: 12, arbitrary: fc.constant(valid) }, other));
  return {
    /** The elements in order, else twice over (duplicates), empty, or not a list at all. */
    list: <T>(elements: fc.Arbitrary<T>[]) =>
      f(
        fc.oneof(
          { weight: 12, arbitrary: tupleOf(elements) },
          tupleOf([...elements, ...elements]),
          fc.constant([]),
        ),
      ),
    saveExtra: ({ extra, quantity: count }: Chosen) =>
      withExtras(
        fc.record({
          id: f(fc.constant<string>(extra.id)),
          name: optionalText(f),
          quantity: quantity(count),
          price: exact(extra.price, fc.constantFrom(0, -1, 7.5, 1e9)),
          currency: exact('EUR', fc.constantFrom('eur', 'USD')),
          details: details(extra.id),
        }),
      ),
    checkoutExtra: ({ extra, quantity: count }: Chosen) =>
      withExtras(
        fc.record({
          id: f(fc.constant<string>(extra.id)),
          quantity: quantity(count),
          details: details(extra.id),
        }),
      ),
    item: ({ extra, quantity: count }: Chosen) =>
      withExtras(
        fc.record({
          name: optionalText(f),
          description: optionalText(f),
          amount: exact(extra.price * 100, fc.integer()),
          currency: exact('eur', fc.constantFrom('EUR', 'usd')),
          quantity: quantity(count),
        }),
      ),
  };
};
const checkInDate = fc.oneof(
  fc.constantFrom(benaliCheckIn, garciaCheckIn, '2026-02-29', '2026-13-01'),
  fc
    .date({ min: new Date('1800-01-01'), max: new Date('3100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);
const inquiryBody = mildAndWild((f) =>
  withExtras(
    fc.record({
      inquiry: f(
        withExtras(
          fc.record({
            fullName: f(
              fc.oneof({ weight: 3, arbitrary: fc.constantFrom('Amina Benali', 'Jo', ' Ana ') }, printable),
            ),
            email: f(fc.oneof({ weight: 3, arbitrary: fc.constant('amina@example.com') }, fc.emailAddress())),
            phone: f(fc.constantFrom('+212 600 000 000', '(06) 00-00-00', '')),
            propertyLocation: f(
              fc.oneof({ weight: 3, arbitrary: fc.constantFrom('Marrakech Medina', 'Fès') }, printable),
            ),
            message: optionalText(f),
          }),
        ),
      ),
      clientReference: f(fc.uuid()),
      language: f(fc.constantFrom('en', 'fr', 'es', 'ar')),
    }),
  ),
);

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`fuzzing the guest functions on ${kind}`, () => {
    let test: SeededDatabase;
    /** Tokens of Booking A and B (guest, payment return): the fuzz sends them right, to another id, spoilt or made up. */
    let tokens: string[];
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      tokens = [
        await guestTokenOf(test.db, test.benaliId),
        await guestTokenOf(test.db, test.garciaId),
        await returnTokenOf(test.benaliId),
      ];
      vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await test?.close();
    });

    const unlimited = () => testDeps(test.db, { config: testConfig({ rateLimitEnabled: false }) });
    const bookingId = (f: Field) => f(fc.oneof(fc.constantFrom(test.benaliId, test.garciaId), fc.uuid()));
    const token = (f: Field) =>
      f(
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...tokens) },
          fc.constantFrom(...tokens).map((value) => `${value.slice(0, -3)}abc`),
          printable,
        ),
      );
    const lookupBody = () =>
      mildAndWild((f) =>
        withExtras(
          fc.oneof(
            fc.record({
              lastName: f(
                fc.oneof(
                  { weight: 3, arbitrary: fc.constantFrom('Benali', 'GARCÍA', ' bénali ', 'Nobody') },
                  printable,
                ),
              ),
              checkInDate: f(checkInDate),
            }),
            fc.record({ bookingId: bookingId(f), fromPayment: f(fc.constant(true)) }),
            fc.record({ bookingId: bookingId(f), guestToken: token(f) }),
            fc.record({ bookingId: bookingId(f), returnToken: token(f) }),
          ),
        ),
      );
    const saveBody = () =>
      mildAndWild((f) => {
        const { list, saveExtra } = extrasParts(f);
        return picked.chain((chosen) =>
          withExtras(
            fc.record({
              bookingId: bookingId(f),
              guestToken: token(f),
              selectedExtras: list(chosen.map(saveExtra)),
            }),
          ),
        );
      });
    const checkoutBody = () =>
      mildAndWild((f) => {
        const { list, item, checkoutExtra } = extrasParts(f);
        return picked.chain((chosen) =>
          withExtras(
            fc.record({
              bookingId: bookingId(f),
              guestToken: token(f),
              items: list(chosen.map(item)),
              selectedExtras: list(chosen.map(checkoutExtra)),
              locale: f(
                fc.oneof(
                  { weight: 3, arbitrary: fc.constantFrom('en', 'fr', 'es', 'ar', 'auto') },
                  printable,
                ),
              ),
            }),
          ),
        );
      });
    const functions = (): [string, FunctionHandler, fc.Arbitrary<unknown>][] => [
      ['find-booking-by-details', findBooking, lookupBody()],
      ['save-booking-extras', saveExtras, saveBody()],
      [
        'create-stripe-checkout-session',
        createCheckout,
        fc.oneof(
          fc.constant({
            bookingId: test.benaliId,
            guestToken: tokens[0],
            items: sampleItems,
            selectedExtras: sampleSelection,
          }),
          { weight: 4, arbitrary: checkoutBody() },
        ),
      ],
      ['submit-host-inquiry', submitInquiry, inquiryBody],
    ];

    for (const [index, name] of [
      'find-booking-by-details',
      'save-booking-extras',
      'create-stripe-checkout-session',
      'submit-host-inquiry',
    ].entries()) {
      it(`${name}: ${runs} fuzzed requests, no 5xx`, { timeout: 120_000 }, async () => {
        const [, fn, structured] = functions()[index]!;
        await fc.assert(
          fc.asyncProperty(requestOf(structured), async (spec) =>
            expectSound(await fn(toRequest(spec), unlimited())),
          ),
          { numRuns: runs },
        );
        if (name === 'find-booking-by-details') {
          // Nothing the fuzz sent broke the function: a real lookup from a fresh address still finds Benali.
          const response = await findBooking(
            new Request('https://fn.rihla.example/', {
              method: 'POST',
              body: JSON.stringify({ lastName: 'Benali', checkInDate: benaliCheckIn }),
            }),
            testDeps(test.db, { clientAddress: '198.51.100.250' }),
          );
          expect(response.status).toBe(200);
          expect((await response.json()).id).toBe(test.benaliId);
        }
      });

      it(`${name}: a control character in any string or key answers 400 invalid_text`, {
        timeout: 120_000,
      }, async () => {
        const [, fn, structured] = functions()[index]!;
        const spoilt = fc
          .tuple(
            fc.oneof(structured, fc.jsonValue({ maxDepth: 3 })),
            fc.nat(),
            fc.oneof(controlChar, loneSurrogate),
            fc.nat(),
          )
          .map(([value, pick, char, at]) => spoil(value, pick, char, at));
        await fc.assert(
          fc.asyncProperty(spoilt, async (value) => {
            const response = await fn(
              new Request('https://fn.rihla.example/', { method: 'POST', body: JSON.stringify(value) }),
              unlimited(),
            );
            const text = await response.text();
            // A body past the size limit is refused before it is read: 413 payload_too_large.
            if (response.status === 413) return;
            expect(response.status, text).toBe(400);
            expect(JSON.parse(text).code, text).toBe('invalid_text');
          }),
          { numRuns: runs },
        );
      });
    }

    it(`rate limits on, random client addresses: ${runs} lookups and inquiries, no 5xx`, {
      timeout: 120_000,
    }, async () => {
      const address = fc.oneof(fc.constantFrom('203.0.113.9', '2001:db8::9'), fc.ipV4(), fc.ipV6());
      const call = fc.oneof(
        fc.tuple(fc.constant('find-booking-by-details'), requestOf(lookupBody()), address),
        fc.tuple(fc.constant('submit-host-inquiry'), requestOf(inquiryBody), address),
      );
      const config = testConfig({ rateLimitMaxMisses: 3 });
      await fc.assert(
        fc.asyncProperty(call, async ([name, spec, clientAddress]) => {
          const fn = name === 'submit-host-inquiry' ? submitInquiry : findBooking;
          const response = await fn(toRequest(spec), testDeps(test.db, { clientAddress, config }));
          if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
          await expectSound(response);
        }),
        { numRuns: runs },
      );
    });
  });
}
