/**
 * Fuzzing the conversation's functions (issue 44), guest-messages and host-messages (fast-check,
 * FUZZ_RUNS cases each, 2,000 by default; generators in test-support/fuzz.ts): coherent calls of
 * every action with fuzzed fields (texts with control characters, lone surrogates, very long
 * strings, LIKE wildcards; wrong types, extra keys), guest tokens of the booking, of another, spoilt
 * or made up, random and broken JSON, invalid UTF-8 and other methods. Every answer is below 500,
 * JSON, {error} on 4xx and {error, code} on 400; a control character anywhere answers 400
 * invalid_text. On PGlite and, when it answers, the PostgreSQL server.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
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
import { guestTokenOf } from '../test-support/guest-tokens.ts';
import { accessToken, demoHostIds } from '../test-support/host-tokens.ts';
import type { FunctionHandler } from './_shared/handler-types.ts';
import { handler as guestMessages } from './guest-messages/handler.ts';
import { handler as hostMessages } from './host-messages/handler.ts';

const messageText = (f: Field) =>
  f(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('Where do I park?', ' \n ', 'x'.repeat(2001), '100% _sure_') },
      printable,
      fuzzString,
    ),
  );

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`fuzzing the conversation's functions on ${kind}`, () => {
    let test: SeededDatabase;
    let tokens: string[];
    let bearer: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      tokens = [await guestTokenOf(test.db, test.benaliId), await guestTokenOf(test.db, test.garciaId)];
      bearer = `Bearer ${await accessToken((await demoHostIds(test.db)).owner)}`;
      vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
    }, 120_000);
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
    const guestBody = () =>
      mildAndWild((f) =>
        withExtras(
          fc.oneof(
            fc.record({
              action: f(fc.constant('list')),
              bookingId: bookingId(f),
              guestToken: token(f),
              seen: f(fc.boolean()),
            }),
            fc.record({
              action: f(fc.constant('send')),
              bookingId: bookingId(f),
              guestToken: token(f),
              clientId: f(fc.uuid()),
              text: messageText(f),
              language: f(fc.constantFrom('en', 'fr', 'es', 'ar')),
            }),
          ),
        ),
      );
    const hostBody = () =>
      mildAndWild((f) =>
        withExtras(
          fc.oneof(
            fc.record({ action: f(fc.constant('conversations')), search: messageText(f) }),
            fc.record({ action: f(fc.constant('thread')), bookingId: bookingId(f) }),
            fc.record({
              action: f(fc.constant('reply')),
              bookingId: bookingId(f),
              clientId: f(fc.uuid()),
              text: messageText(f),
            }),
            fc.record({ action: f(fc.constant('unread')) }),
          ),
        ),
      );
    const functions = (): [
      string,
      FunctionHandler,
      fc.Arbitrary<unknown>,
      () => Record<string, string>,
    ][] => [
      ['guest-messages', guestMessages, guestBody(), () => ({})],
      ['host-messages', hostMessages, hostBody(), () => ({ Authorization: bearer })],
    ];

    for (const [index, name] of ['guest-messages', 'host-messages'].entries()) {
      it(`${name}: ${runs} fuzzed requests, no 5xx`, { timeout: 180_000 }, async () => {
        const [, fn, structured, headers] = functions()[index]!;
        await fc.assert(
          fc.asyncProperty(requestOf(structured), async (spec) =>
            expectSound(await fn(toRequest(spec, undefined, headers()), unlimited())),
          ),
          { numRuns: runs },
        );
      });

      it(`${name}: a control character in any string or key answers 400 invalid_text`, {
        timeout: 120_000,
      }, async () => {
        const [, fn, structured, headers] = functions()[index]!;
        const spoilt = fc
          .tuple(structured, fc.nat(), fc.oneof(controlChar, loneSurrogate), fc.nat())
          .map(([value, pick, char, at]) => spoil(value, pick, char, at));
        await fc.assert(
          fc.asyncProperty(spoilt, async (value) => {
            const response = await fn(
              new Request('https://fn.rihla.example/', {
                method: 'POST',
                headers: headers(),
                body: JSON.stringify(value),
              }),
              unlimited(),
            );
            const text = await response.text();
            if (response.status === 413) return;
            expect(response.status, text).toBe(400);
            expect(JSON.parse(text).code, text).toBe('invalid_text');
          }),
          { numRuns: Math.min(runs, 300) },
        );
      });
    }
  });
}
