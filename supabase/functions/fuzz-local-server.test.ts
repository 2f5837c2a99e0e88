/**
 * Fuzzing the local server's auth endpoints (password and refresh-token grants, GET /user with
 * random Bearer tokens) and the local test checkout (fast-check, 2,000 cases per endpoint unless
 * FUZZ_RUNS says otherwise; generators in test-support/fuzz.ts). Zero 5xx; auth errors keep GoTrue's
 * shape. The password grant checks a bcrypt hash (~50 ms, an unknown e-mail too, against a dummy
 * hash), so only about one case in twenty gets that far: the others stop before (missing or
 * wrong-typed fields, control characters, bad JSON).
 * Runs on PGlite and, when it answers, on the PostgreSQL server at 127.0.0.1:5432: the three fuzz
 * files take about 45 s together on two cores.
 */
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleAuth } from '../local-server/auth.ts';
import { handleLocalCheckout } from '../local-server/local-checkout.ts';
import { demoHost } from '../local-server/seed.ts';
import {
  databaseKinds,
  garciaSelection,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  sampleItems,
  sampleSelection,
  testConfig,
  testDeps,
} from '../test-support/databases.ts';
import {
  bodyOf,
  collectLogs,
  controlChar,
  fuzzString,
  headerText,
  loneSurrogate,
  method,
  mildAndWild,
  printable,
  runs,
  spoil,
  toRequest,
  withExtras,
  wrongType,
} from '../test-support/fuzz.ts';
import { guestTokenOf, withGuestToken } from '../test-support/guest-tokens.ts';
import { handler as createCheckout } from './create-stripe-checkout-session/handler.ts';
import { handler as webhook } from './stripe-webhook/handler.ts';

const jwtSecret = 'rihla-test-jwt-secret-0123456789-abcdefghij';

async function expectAuthSound(response: Response): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  if (response.status === 204) return;
  const body = JSON.parse(text);
  if (response.status >= 400) {
    // GoTrue's error shape, which supabase-js reads: { code, error_code, msg } (no `error` field).
    expect(body.code, text).toBe(response.status);
    expect(typeof body.error_code, text).toBe('string');
    expect(typeof body.msg, text).toBe('string');
  }
}

const grantUrl = (grant: string) =>
  `http://127.0.0.1/auth/v1/token?grant_type=${encodeURIComponent(grant.replace(/\p{Cs}/gu, ''))}`;
const grant = (name: string) => fc.oneof({ weight: 20, arbitrary: fc.constant(name) }, printable);

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`fuzzing the local auth endpoints and the local checkout on ${kind}`, () => {
    let test: SeededDatabase;
    const sessions: { refreshToken: string; accessToken: string; sessionId: string; userId: string }[] = [];
    const checkoutSessions: string[] = [];
    const authDeps = () => ({
      db: test.db,
      jwtSecret,
      clientAddress: '203.0.113.20',
      rateLimitEnabled: false,
    });
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      for (let n = 0; n < 4; n++) {
        const response = await handleAuth(postJson(demoHost, {}, grantUrl('password')), authDeps());
        const session = await response.json();
        const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString());
        sessions.push({
          refreshToken: session.refresh_token,
          accessToken: session.access_token,
          sessionId: claims.session_id,
          userId: claims.sub,
        });
      }
      for (const bookingId of [test.benaliId, test.garciaId]) {
        const response = await createCheckout(
          postJson({
            bookingId,
            guestToken: await guestTokenOf(test.db, bookingId),
            items: sampleItems,
            selectedExtras: bookingId === test.benaliId ? sampleSelection : garciaSelection,
          }),
          testDeps(test.db),
        );
        checkoutSessions.push((await response.json()).checkoutUrl.split('?')[0].split('/').pop());
      }
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await test?.close();
    });

    it(`POST /auth/v1/token?grant_type=password: ${runs} fuzzed sign-ins, no 5xx`, {
      timeout: 120_000,
    }, async () => {
      const email = fc.oneof(
        fc.constantFrom(demoHost.email, ' HOST@Rihla.example '),
        fc.emailAddress(),
        printable.filter((text) => text.trim() !== ''),
      );
      const password = fc.oneof(
        fc.constant(demoHost.password),
        printable.filter((text) => text !== ''),
      );
      const noEmail = fc.oneof(fc.constantFrom(undefined, '', '   ', '\t\n'), wrongType);
      const noPassword = fc.oneof(fc.constantFrom(undefined, ''), wrongType);
      // Stops before bcrypt: a field missing, blank or of the wrong type, or a control character anywhere.
      const stopsEarly = fc.oneof(
        withExtras(fc.record({ email: noEmail, password: fc.oneof(password, noPassword, fuzzString) })),
        withExtras(fc.record({ email: fc.oneof(email, fuzzString), password: noPassword })),
        fc
          .tuple(fc.record({ email, password }), fc.nat(), fc.oneof(controlChar, loneSurrogate), fc.nat())
          .map(([value, pick, char, at]) => spoil(value, pick, char, at)),
      );
      const body = fc.oneof(
        { weight: 1, arbitrary: withExtras(fc.record({ email, password })) },
        { weight: 20, arbitrary: stopsEarly },
      );
      const spec = fc.record({ method, body: bodyOf(body), grant: grant('password') });
      await fc.assert(
        fc.asyncProperty(spec, async ({ grant: name, ...request }) =>
          expectAuthSound(await handleAuth(toRequest(request, grantUrl(name)), authDeps())),
        ),
        { numRuns: runs },
      );
    });

    it(`GET /auth/v1/user: ${runs} random and forged Bearer tokens, no 5xx`, {
      timeout: 120_000,
    }, async () => {
      const now = Math.floor(Date.now() / 1000);
      const claim = <T>(valid: fc.Arbitrary<T>) =>
        fc.oneof(
          { weight: 4, arbitrary: valid },
          { weight: 2, arbitrary: fuzzString },
          wrongType,
          fc.constant(undefined),
        );
      const claims = fc.record({
        sub: claim(fc.constantFrom(...sessions.map((session) => session.userId), crypto.randomUUID())),
        session_id: claim(
          fc.constantFrom(...sessions.map((session) => session.sessionId), crypto.randomUUID()),
        ),
        aud: fc.oneof({ weight: 6, arbitrary: fc.constant('authenticated') }, claim(fc.constant('anon'))),
        exp: fc.oneof({ weight: 6, arbitrary: fc.constant(now + 3600) }, claim(fc.constant(now - 60))),
        role: claim(fc.constant('authenticated')),
      });
      const token = fc.oneof(
        headerText(200).map((header) => ({ header })),
        headerText(200).map((text) => ({ header: `Bearer ${text}` })),
        fc
          .tuple(fc.constantFrom(...sessions.map((session) => session.accessToken)), fc.option(fc.nat()))
          .map(([jwt, flip]) => {
            if (flip === null) return { header: `bearer   ${jwt}` };
            const at = flip % jwt.length;
            return { header: `Bearer ${jwt.slice(0, at)}${jwt[at] === 'A' ? 'B' : 'A'}${jwt.slice(at + 1)}` };
          }),
        // Signed with the server's own secret (or a wrong one), with fuzzed claims.
        {
          weight: 3,
          arbitrary: fc.record({
            claims,
            rightSecret: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
            alg: fc.constantFrom('HS256', 'HS512'),
          }),
        },
      );
      const spec = fc.record({
        token,
        method: fc.oneof({ weight: 12, arbitrary: fc.constant('GET') }, method),
      });
      await fc.assert(
        fc.asyncProperty(spec, async ({ token: made, method: verb }) => {
          let header: string;
          if ('header' in made) header = made.header;
          else {
            const secret = made.rightSecret ? jwtSecret : 'another-secret-0123456789-abcdefghijklmnop';
            const payload = JSON.parse(JSON.stringify(made.claims));
            header = `Bearer ${await new SignJWT(payload)
              .setProtectedHeader({ alg: made.alg })
              .sign(new TextEncoder().encode(secret))}`;
          }
          const request = new Request('http://127.0.0.1/auth/v1/user', {
            method: verb,
            headers: { Authorization: header },
            body: verb === 'GET' ? null : '{}',
          });
          await expectAuthSound(await handleAuth(request, authDeps()));
        }),
        { numRuns: runs },
      );
    });

    it('GET /auth/v1/user: a token signed with the server secret whose sub is NUL answers 4xx, not 500 (minimal case found by the fuzz)', async () => {
      const token = await new SignJWT({ sub: '\u0000', session_id: sessions[0]!.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('authenticated')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(jwtSecret));
      const request = new Request('http://127.0.0.1/auth/v1/user', {
        headers: { Authorization: `Bearer ${token}` },
      });
      await expectAuthSound(await handleAuth(request, authDeps()));
    });

    it(`POST /auth/v1/token?grant_type=refresh_token: ${runs} fuzzed refreshes, no 5xx`, {
      timeout: 120_000,
    }, async () => {
      const token = fc.oneof(
        fc.constantFrom(...sessions.map((session) => session.refreshToken)),
        fc.base64String({ minLength: 40, maxLength: 44 }),
        printable,
      );
      const body = mildAndWild((f) => withExtras(fc.record({ refresh_token: f(token) })));
      const spec = fc.record({ method, body: bodyOf(body), grant: grant('refresh_token') });
      await fc.assert(
        fc.asyncProperty(spec, async ({ grant: name, ...request }) =>
          expectAuthSound(await handleAuth(toRequest(request, grantUrl(name)), authDeps())),
        ),
        { numRuns: runs },
      );
    });

    it(`local checkout: ${runs} fuzzed paths and methods, no 5xx`, { timeout: 120_000 }, async () => {
      const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 });
      const spec = fc.record({
        method: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom('GET', 'POST') },
          fc.constantFrom('HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
        ),
        session: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...checkoutSessions) },
          hex.map((digits) => `cs_test_local_${digits}`),
          fuzzString,
        ),
        action: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom('', '/', '/pay', '/cancel') },
          fuzzString.map((text) => `/${text}`),
        ),
        // A new order now and then, so that Pay and Cancel meet pending orders, not only settled ones.
        fresh: fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          fc.record({
            booking: fc.nat(1),
            extra: fc.constantFrom('early_checkin', 'late_checkout', 'universal_adaptor'),
            quantity: fc.integer({ min: 1, max: 3 }),
          }),
        ),
      });
      const handlers = new Map([['stripe-webhook', webhook]]);
      await fc.assert(
        fc.asyncProperty(spec, async ({ method: verb, session, action, fresh }) => {
          let sessionId = session;
          if (fresh) {
            const amount = { early_checkin: 1000, late_checkout: 1000, universal_adaptor: 500 }[fresh.extra]!;
            const response = await createCheckout(
              postJson(
                await withGuestToken(test.db, {
                  bookingId: fresh.booking ? test.garciaId : test.benaliId,
                  items: [{ name: fresh.extra, amount, currency: 'eur', quantity: fresh.quantity }],
                  selectedExtras: [{ id: fresh.extra, quantity: fresh.quantity }],
                }),
              ),
              testDeps(test.db),
            );
            if (response.ok) sessionId = (await response.json()).checkoutUrl.split('?')[0].split('/').pop();
          }
          const url = new URL('http://127.0.0.1/');
          url.pathname = `/local-checkout/${sessionId}${action}`;
          const response = await handleLocalCheckout(new Request(url, { method: verb }), {
            db: test.db,
            config: testConfig(),
            handlers,
            clientAddress: '203.0.113.30',
          });
          const text = await response.text();
          expect(response.status, text.slice(0, 300)).toBeLessThan(500);
        }),
        { numRuns: runs },
      );
    });
  });
}
