/**
 * Fuzzing the four guest-facing JSON functions (fast-check, FUZZ_RUNS cases each, 2,000 by default):
 * structurally valid requests with fuzzed fields, control characters, lone surrogates, very long
 * strings, wrong types, extra keys, random JSON, invalid JSON and UTF-8, and random methods.
 * Every answer is below 500, JSON, an {error} on 4xx and an {error, code} on 400.
 * PGlite only: the same runs on the PostgreSQL server as well took the suite well past a minute
 * on two cores (round trips dominate); property.test.ts already covers PostgreSQL with random bodies.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  benaliCheckIn,
  garciaCheckIn,
  openSeededDatabase,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testConfig,
  testDeps,
  transferDetails,
} from '../test-support/databases.ts';
import { extrasCatalogue } from './_shared/extras-catalogue.ts';
import type { FunctionHandler } from './_shared/handler-types.ts';
import { handler as createCheckout } from './create-stripe-checkout-session/handler.ts';
import { handler as findBooking } from './find-booking-by-details/handler.ts';
import { handler as saveExtras } from './save-booking-extras/handler.ts';
import { handler as submitInquiry } from './submit-host-inquiry/handler.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 2000);

// C0 and C1 control characters other than tab, line feed and carriage return.
const controlCharacters = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)),
  ...Array.from({ length: 0x21 }, (_, index) => 0x7f + index),
].map((code) => String.fromCharCode(code));
const controlChar = fc.constantFrom(...controlCharacters);
// A high surrogate followed, or a low one preceded, by '!': lone wherever it is put, never half of a pair.
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => (code < 0xdc00 ? `${String.fromCharCode(code)}!` : `!${String.fromCharCode(code)}`));
const inserted = (char: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 12 }), char, fc.string({ maxLength: 12 })).map(([a, c, b]) => a + c + b);
const longString = fc
  .tuple(
    fc.constantFrom(41, 65, 101, 121, 256, 501, 1001, 4001, 5001, 30_000, 100_001),
    fc.constantFrom('a', 'é', '😀', ' ', '\u0301'),
  )
  .map(([length, char]) => char.repeat(length));
const oddString = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u2028',
  '\ufeff',
  '\u200b',
  'null',
  'NaN',
  "' OR 1=1 --",
  '%00',
  '\\u0000',
  '<script>',
  'Ｂｅｎａｌｉ',
  'İ',
  'ß',
);
const fuzzString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  inserted(controlChar),
  inserted(loneSurrogate),
  longString,
  oddString,
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);
/** A field's valid values most of the time, else a fuzzed string or a value of the wrong type. */
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: fuzzString },
    { weight: 1, arbitrary: wrongType },
  );
const extraKeys = fc.dictionary(
  fc.oneof(fuzzString, fc.constantFrom('__proto__', 'constructor', 'toString', 'id')),
  fc.jsonValue({ maxDepth: 2 }),
  { minKeys: 1, maxKeys: 3 },
);
/** The record, half the time with extra keys added. */
const withExtras = (record: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    record,
    fc.tuple(record, extraKeys).map(([value, extra]) => ({ ...extra, ...value })),
  );
const invalidJson = fc.oneof(
  fc.tuple(fc.json(), fc.nat()).map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1))),
  fc.constantFrom(
    '{',
    '{"bookingId":',
    "{'a':1}",
    'undefined',
    'NaN',
    '{"a":1,}',
    '[1,2',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '',
    '\ufeff{}',
    '1e999',
    '{"a":1}{"b":2}',
    '"\\x"',
  ),
);
const invalidUtf8 = fc.uint8Array({ maxLength: 40 }).map((bytes) => Uint8Array.from([...bytes, 0xff, 0xc0]));
/** Bodies: mostly the structured value as JSON, else random JSON, broken JSON, raw text or bytes. */
const bodyOf = (structured: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 8, arbitrary: structured.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: invalidJson },
    { weight: 1, arbitrary: fuzzString },
    { weight: 1, arbitrary: invalidUtf8 },
  );
const method = fc.oneof(
  { weight: 12, arbitrary: fc.constant('POST') },
  { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') },
);
const requestOf = (structured: fc.Arbitrary<unknown>) =>
  fc.tuple(method, bodyOf(structured)).map(
    ([verb, body]) =>
      new Request('https://fn.rihla.example/', {
        method: verb,
        headers: { 'Content-Type': 'application/json' },
        body: verb === 'GET' ? null : body,
      }),
  );

/** Puts a control character (or a lone surrogate) into one of the value's strings or keys. */
function spoil(value: unknown, pick: number, char: string, at: number): unknown {
  let slots = 0;
  const count = (item: unknown): void => {
    if (typeof item === 'string') slots += 1;
    else if (Array.isArray(item)) item.forEach(count);
    else if (item && typeof item === 'object')
      for (const [, child] of Object.entries(item)) {
        slots += 1;
        count(child);
      }
  };
  count(value);
  let target = pick % Math.max(slots, 1);
  const put = (text: string) =>
    text.slice(0, at % (text.length + 1)) + char + text.slice(at % (text.length + 1));
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return target-- === 0 ? put(item) : item;
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object')
      return Object.fromEntries(
        Object.entries(item).map(([key, child]) => [target-- === 0 ? put(key) : key, walk(child)]),
      );
    return item;
  };
  return slots === 0 ? { [char]: value } : walk(value);
}

const logged: string[] = [];
async function expectSound(response: Response): Promise<void> {
  const text = await response.text();
  const failure = logged.filter((line) => line.includes('unexpected failure')).at(-1) ?? '';
  expect(response.status, `${text} ${failure}`).toBeLessThan(500);
  if (response.status === 204) return;
  const body = JSON.parse(text);
  if (response.status >= 400) {
    expect(typeof body.error, text).toBe('string');
    if (response.status === 400) expect(typeof body.code, text).toBe('string');
  }
}

describe('fuzzing the guest functions on pglite', () => {
  let test: SeededDatabase;
  beforeAll(async () => {
    test = await openSeededDatabase('pglite');
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await test?.close();
  });

  const unlimited = () => testDeps(test.db, { config: testConfig({ rateLimitEnabled: false }) });
  const bookingId = () => field(fc.oneof(fc.constantFrom(test.benaliId, test.garciaId), fc.uuid()));
  // Coherent selections from the catalogue (distinct extras, their details, matching items), then fuzzed.
  const detailsFor = (id: string) =>
    id === 'airport_transfer'
      ? transferDetails
      : id === 'breakfast'
        ? { timeMethod: 'specify', time: '08:30' }
        : {};
  const details = (id: string) =>
    fc.oneof(
      { weight: 3, arbitrary: field(fc.constant<Record<string, string>>(detailsFor(id))) },
      { weight: 1, arbitrary: fc.dictionary(fuzzString, fuzzString, { maxKeys: 4 }) },
    );
  const picked = fc
    .subarray([...extrasCatalogue], { minLength: 1, maxLength: 4 })
    .chain((list) =>
      fc.tuple(
        ...list.map((extra) =>
          fc.record({ extra: fc.constant(extra), quantity: fc.integer({ min: 1, max: 3 }) }),
        ),
      ),
    );
  const tupleOf = <T>(arbitraries: fc.Arbitrary<T>[]) =>
    fc.tuple(...arbitraries).map((values): unknown[] => values);
  /** The elements in order, else twice over (duplicates), empty, or not a list at all. */
  const list = <T>(elements: fc.Arbitrary<T>[]) =>
    field(
      fc.oneof(
        { weight: 6, arbitrary: tupleOf(elements) },
        tupleOf([...elements, ...elements]),
        fc.constant([]),
      ),
    );
  const saveExtra = ({ extra, quantity }: { extra: (typeof extrasCatalogue)[number]; quantity: number }) =>
    withExtras(
      fc.record(
        {
          id: field(fc.constant<string>(extra.id)),
          name: field(fc.string({ maxLength: 20 })),
          quantity: field(fc.oneof(fc.constant(quantity), fc.integer({ min: -1, max: 25 }))),
          price: field(
            fc.oneof({ weight: 4, arbitrary: fc.constant(extra.price) }, fc.constantFrom(0, -1, 7.5, 1e9)),
          ),
          currency: field(fc.constantFrom('EUR', 'eur', 'USD')),
          details: details(extra.id),
        },
        { requiredKeys: ['id', 'quantity', 'price', 'currency'] },
      ),
    );
  const checkoutExtra = ({
    extra,
    quantity,
  }: {
    extra: (typeof extrasCatalogue)[number];
    quantity: number;
  }) =>
    withExtras(
      fc.record(
        {
          id: field(fc.constant<string>(extra.id)),
          quantity: field(fc.constant(quantity)),
          details: details(extra.id),
        },
        { requiredKeys: ['id', 'quantity'] },
      ),
    );
  const item = ({ extra, quantity }: { extra: (typeof extrasCatalogue)[number]; quantity: number }) =>
    withExtras(
      fc.record(
        {
          name: field(fc.string({ maxLength: 20 })),
          description: field(fc.string({ maxLength: 20 })),
          amount: field(fc.oneof({ weight: 4, arbitrary: fc.constant(extra.price * 100) }, fc.integer())),
          currency: field(fc.constantFrom('eur', 'EUR', 'usd')),
          quantity: field(
            fc.oneof({ weight: 4, arbitrary: fc.constant(quantity) }, fc.integer({ min: -1, max: 25 })),
          ),
        },
        { requiredKeys: ['name', 'amount', 'currency', 'quantity'] },
      ),
    );

  const bodies = (): Record<string, [FunctionHandler, fc.Arbitrary<unknown>]> => ({
    'find-booking-by-details': [
      findBooking,
      withExtras(
        fc.oneof(
          fc.record(
            {
              lastName: field(fc.constantFrom('Benali', 'GARCÍA', ' bénali ', 'Nobody')),
              checkInDate: field(
                fc.oneof(
                  fc.constantFrom(benaliCheckIn, garciaCheckIn, '2026-02-29'),
                  fc
                    .date({ min: new Date('1800-01-01'), max: new Date('3100-01-01'), noInvalidDate: true })
                    .map((date) => date.toISOString().slice(0, 10)),
                ),
              ),
            },
            { requiredKeys: [] },
          ),
          fc.record({ bookingId: bookingId(), fromPayment: field(fc.constant(true)) }, { requiredKeys: [] }),
        ),
      ),
    ],
    'save-booking-extras': [
      saveExtras,
      picked.chain((chosen) =>
        withExtras(
          fc.record(
            { bookingId: bookingId(), selectedExtras: list(chosen.map(saveExtra)) },
            { requiredKeys: [] },
          ),
        ),
      ),
    ],
    'create-stripe-checkout-session': [
      createCheckout,
      fc.oneof(
        fc.constant({ bookingId: test.benaliId, items: sampleItems, selectedExtras: sampleSelection }),
        picked.chain((chosen) =>
          withExtras(
            fc.record(
              {
                bookingId: bookingId(),
                items: list(chosen.map(item)),
                selectedExtras: list(chosen.map(checkoutExtra)),
                locale: field(fc.constantFrom('en', 'fr', 'es', 'ar', 'auto')),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
      ),
    ],
    'submit-host-inquiry': [
      submitInquiry,
      withExtras(
        fc.record(
          {
            inquiry: field(
              withExtras(
                fc.record(
                  {
                    fullName: field(fc.constantFrom('Amina Benali', 'Jo')),
                    email: field(fc.oneof(fc.constant('amina@example.com'), fc.emailAddress())),
                    phone: field(fc.constantFrom('+212 600 000 000', '(06) 00-00-00', '')),
                    propertyLocation: field(fc.constantFrom('Marrakech Medina', 'Fès')),
                    message: field(fc.string({ maxLength: 200 })),
                  },
                  { requiredKeys: [] },
                ),
              ),
            ),
            clientReference: field(fc.uuid()),
            language: field(fc.constantFrom('en', 'fr', 'es', 'ar')),
          },
          { requiredKeys: [] },
        ),
      ),
    ],
  });

  for (const name of [
    'find-booking-by-details',
    'save-booking-extras',
    'create-stripe-checkout-session',
    'submit-host-inquiry',
  ]) {
    it(`${name}: ${runs} fuzzed requests, no 5xx`, { timeout: 120_000 }, async () => {
      const [fn, structured] = bodies()[name]!;
      await fc.assert(
        fc.asyncProperty(requestOf(structured), async (request) =>
          expectSound(await fn(request, unlimited())),
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
      timeout: 60_000,
    }, async () => {
      const [fn, structured] = bodies()[name]!;
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
        { numRuns: Math.ceil(runs / 4) },
      );
    });
  }

  it(`rate-limited lookups and inquiries from random addresses: ${runs} requests, no 5xx`, {
    timeout: 120_000,
  }, async () => {
    const [, lookup] = bodies()['find-booking-by-details']!;
    const [, inquiry] = bodies()['submit-host-inquiry']!;
    const address = fc.oneof(fc.constantFrom('203.0.113.9', '2001:db8::9'), fc.ipV4(), fc.ipV6());
    const call = fc.oneof(
      fc.tuple(fc.constant(findBooking), requestOf(lookup), address),
      fc.tuple(fc.constant(submitInquiry), requestOf(inquiry), address),
    );
    await fc.assert(
      fc.asyncProperty(call, async ([fn, request, clientAddress]) => {
        const response = await fn(
          request,
          testDeps(test.db, { clientAddress, config: testConfig({ rateLimitMaxMisses: 3 }) }),
        );
        await expectSound(response);
        if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      }),
      { numRuns: runs },
    );
  });
});
