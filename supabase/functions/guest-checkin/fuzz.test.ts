/**
 * Fuzzing guest-checkin (fast-check, FUZZ_RUNS cases, 2,000 by default; generators in
 * test-support/fuzz.ts), on PGlite and the PostgreSQL server when it answers: coherent forms with
 * fuzzed fields (wrong types, control characters, lone surrogates, very long strings, extra keys),
 * random and broken JSON, invalid UTF-8 and other methods; guest tokens of the fuzzed bookings,
 * of others, and made up (issue 41); signatures cut short and PNG headers announcing huge images.
 * Every answer is below 500, JSON, {error} on 4xx and {error, code} on 400; a control character
 * anywhere answers 400 invalid_text.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import {
  collectLogs,
  controlChar,
  expectSound,
  type Field,
  loneSurrogate,
  mildAndWild,
  printable,
  requestOf,
  runs,
  spoil,
  toRequest,
  withExtras,
} from '../../test-support/fuzz.ts';
import {
  guestForm,
  guestTokenOf,
  insertCheckInBooking,
  tinyPngDataUrl,
} from '../../test-support/guest-declaration-fixtures.ts';
import { blankPng, hostileSignaturePng, truncatedSignaturePng } from '../../test-support/hostile-png.ts';
import { newDeclarationKey } from '../_shared/declaration-crypto.ts';
import { handler } from './handler.ts';

const declarationKey = newDeclarationKey();
const valid = guestForm();
const dataUrlOf = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
/** Hostile and damaged signatures: a 22000 x 22000 bomb, a file cut short, one just too wide. */
const badPngs = [hostileSignaturePng(), truncatedSignaturePng(), blankPng(1601, 40, 8, 4)].map(dataUrlOf);
const text = (f: Field, good: string, others: string[] = []) =>
  f(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(good, ...others) }, printable));
const date = (f: Field, good: string) =>
  f(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(good) },
      fc.constantFrom('2026-02-29', '1899-12-31', '3000-01-01', '12/03/1985', ''),
      fc
        .date({ min: new Date('1800-01-01'), max: new Date('3100-01-01'), noInvalidDate: true })
        .map((value) => value.toISOString().slice(0, 10)),
    ),
  );
const signature = (f: Field) =>
  f(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(tinyPngDataUrl) },
      fc.constantFrom(
        'data:image/png;base64,',
        'data:image/png;base64,iVBORw0KGgo=',
        'data:image/png;base64,!!!!',
        ...badPngs,
      ),
      fc.base64String({ maxLength: 200 }).map((body) => `data:image/png;base64,${body}`),
      fc.base64String({ maxLength: 200 }).map((body) => `data:image/png;base64,iVBORw0KGgo${body}`),
    ),
  );

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`fuzzing guest-checkin on ${kind}`, () => {
    let test: SeededDatabase;
    let bookingIds: string[] = [];
    let tokens: string[] = [];
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const roomy = await insertCheckInBooking(test.db, { checkIn: '2026-03-16', guests: 16 });
      const riad = await insertCheckInBooking(test.db, { checkIn: '2026-03-12', requiresCheckIn: false });
      bookingIds = [roomy.bookingId, riad.bookingId, test.benaliId];
      tokens = await Promise.all(bookingIds.map((id) => guestTokenOf(test.db, id)));
      // A token signed with another secret, and one whose signature is cut.
      tokens.push(await guestTokenOf(test.db, roomy.bookingId, 'another-secret-of-32-characters-at-least'));
      tokens.push(tokens[0]!.slice(0, -4));
      vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await test?.close();
    });

    const deps = () => testDeps(test.db, { config: testConfig({ rateLimitEnabled: false, declarationKey }) });
    const body = () =>
      mildAndWild((f) =>
        withExtras(
          fc.record({
            bookingId: f(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...bookingIds) }, fc.uuid())),
            guestToken: f(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...tokens) }, printable)),
            adults: f(
              fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 4 }) }, fc.integer(), fc.double()),
            ),
            guestIndex: f(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 4 }) }, fc.integer())),
            guest: f(
              withExtras(
                fc.record({
                  firstName: text(f, valid.firstName, ['Ana María', 'ليلى']),
                  lastName: text(f, valid.lastName, ['Haddad', "O'Brien"]),
                  sex: f(fc.constantFrom('female', 'male', 'other')),
                  birthDate: date(f, valid.birthDate),
                  birthPlace: text(f, valid.birthPlace),
                  nationality: f(fc.constantFrom('FR', 'ma', 'XX', 'France')),
                  idType: f(fc.constantFrom('passport', 'cnie', 'residence_card', 'visa')),
                  idNumber: text(f, valid.idNumber, ['BE123456', 'E12345']),
                  idExpiry: date(f, valid.idExpiry),
                  residenceCountry: f(fc.constantFrom('FR', 'MA', 'zz')),
                  residenceAddress: text(f, valid.residenceAddress),
                  profession: text(f, '', ['Architect']),
                  arrivingFrom: text(f, valid.arrivingFrom),
                  goingTo: text(f, valid.goingTo),
                  phone: text(f, valid.phone, ['', '0661234567']),
                  email: text(f, valid.email, ['', 'nobody']),
                  signature: signature(f),
                }),
              ),
            ),
            consent: f(fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, fc.boolean())),
            consentVersion: text(f, '2026-11-26'),
            language: f(fc.constantFrom('en', 'fr', 'es', 'ar', 'de')),
          }),
        ),
      );

    it(`${runs} fuzzed requests, no 5xx`, { timeout: 180_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(requestOf(body()), async (spec) =>
          expectSound(await handler(toRequest(spec), deps())),
        ),
        { numRuns: runs },
      );
    });

    it('answers a control character in any string or key with 400 invalid_text', {
      timeout: 180_000,
    }, async () => {
      const spoilt = fc
        .tuple(
          fc.oneof(body(), fc.jsonValue({ maxDepth: 3 })),
          fc.nat(),
          fc.oneof(controlChar, loneSurrogate),
          fc.nat(),
        )
        .map(([value, pick, char, at]) => spoil(value, pick, char, at));
      await fc.assert(
        fc.asyncProperty(spoilt, async (value) => {
          const response = await handler(
            new Request('https://fn.rihla.example/', { method: 'POST', body: JSON.stringify(value) }),
            deps(),
          );
          const answer = await response.text();
          if (response.status === 413) return;
          expect(response.status, answer).toBe(400);
          expect(JSON.parse(answer).code, answer).toBe('invalid_text');
        }),
        { numRuns: runs },
      );
    });

    it(`rate limits on, random addresses: ${Math.min(runs, 500)} requests, no 5xx`, {
      timeout: 180_000,
    }, async () => {
      const address = fc.oneof(fc.constantFrom('203.0.113.9', '2001:db8::9'), fc.ipV4(), fc.ipV6());
      await fc.assert(
        fc.asyncProperty(requestOf(body()), address, async (spec, clientAddress) => {
          const response = await handler(
            toRequest(spec),
            testDeps(test.db, { clientAddress, config: testConfig({ declarationKey }) }),
          );
          await expectSound(response);
        }),
        { numRuns: Math.min(runs, 500) },
      );
    });
  });
}
