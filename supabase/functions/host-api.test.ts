/**
 * The host API's door and load, on both databases: 401 for no token, a bad signature, an expired
 * token, the anon key and other non-user tokens; 503 without a JWT secret; 50 requests at once all
 * answered 200 with the same figures; fuzzed bodies and headers never 5xx; and both functions
 * reached through the local server with a token from its own password sign-in.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalServer } from '../local-server/server.ts';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
  testJwtSecret,
} from '../test-support/databases.ts';
import {
  collectLogs,
  expectSound,
  fuzzString,
  headerText,
  requestOf,
  withExtras,
} from '../test-support/fuzz.ts';
import {
  accessToken,
  anonKey,
  type DemoHostIds,
  demoHostIds,
  hostRequest,
} from '../test-support/host-tokens.ts';
import type { FunctionHandler } from './_shared/handler-types.ts';
import { unauthorizedMessage } from './_shared/host-auth.ts';
import { handler as dashboard } from './host-dashboard/handler.ts';
import { handler as guests } from './host-guests/handler.ts';

const functions: [string, FunctionHandler][] = [
  ['host-dashboard', dashboard],
  ['host-guests', guests],
];
const fuzzRuns = Math.min(Number(process.env.FUZZ_RUNS ?? 300), 300);

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host API on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    });
    afterAll(async () => {
      await test?.close();
    });

    describe.each(functions)('%s', (_name, handler) => {
      const call = (request: Request) => handler(request, testDeps(test.db));
      const expect401 = async (response: Response) => {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: unauthorizedMessage, code: 'unauthorized' });
      };

      it('answers 401 without a token, with a bad one, an expired one or the anon key', async () => {
        const owner = ids.owner;
        await expect401(await call(hostRequest({})));
        await expect401(await call(hostRequest({}, undefined, { Authorization: 'Bearer' })));
        await expect401(await call(hostRequest({}, 'not-a-jwt')));
        await expect401(await call(hostRequest({}, undefined, { Authorization: `Basic ${btoa('a:b')}` })));
        const signedElsewhere = await accessToken(owner, {
          secret: 'another-secret-0123456789-abcdefghijklmnop',
        });
        await expect401(await call(hostRequest({}, signedElsewhere)));
        await expect401(await call(hostRequest({}, await accessToken(owner, { expiresIn: -120 }))));
        await expect401(await call(hostRequest({}, await anonKey())));
        await expect401(await call(hostRequest({}, await accessToken(owner, { role: 'service_role' }))));
        await expect401(await call(hostRequest({}, await accessToken(owner, { audience: 'other' }))));
        await expect401(await call(hostRequest({}, await accessToken(undefined))));
        await expect401(await call(hostRequest({}, await accessToken('not-a-uuid'))));
        // alg "none": the signature is not checked at all, so it is refused outright.
        const [, payload] = (await accessToken(owner)).split('.');
        const unsigned = `${btoa('{"alg":"none","typ":"JWT"}').replace(/=+$/, '')}.${payload}.`;
        await expect401(await call(hostRequest({}, unsigned)));
        // A valid token with a tampered payload.
        const [head, , signature] = (await accessToken(owner)).split('.');
        const forged = Buffer.from(
          JSON.stringify({ sub: ids.team, role: 'authenticated', aud: 'authenticated', exp: 4e9 }),
        ).toString('base64url');
        await expect401(await call(hostRequest({}, `${head}.${forged}.${signature}`)));
        // The right token passes (the check is not just refusing everything).
        expect((await call(hostRequest({}, await accessToken(owner)))).status).toBe(200);
      });

      it('remembers a verified token only within its lifetime and for its own secret', async () => {
        const token = await accessToken(ids.owner, { expiresIn: 600 });
        const at = (offsetSeconds: number, jwtSecret?: string) =>
          testDeps(test.db, {
            now: () => new Date(fixedNow.getTime() + offsetSeconds * 1000),
            ...(jwtSecret ? { config: testConfig({ jwtSecret }) } : {}),
          });
        // Verified, then accepted again from memory...
        expect((await handler(hostRequest({}, token), at(0))).status).toBe(200);
        expect((await handler(hostRequest({}, token), at(60))).status).toBe(200);
        // ...but not once it has expired (past the 30 s clock tolerance)...
        await expect401(await handler(hostRequest({}, token), at(700)));
        // ...nor under another secret (a project whose JWT secret was rotated).
        await expect401(
          await handler(hostRequest({}, token), at(0, 'a-rotated-secret-0123456789-abcdefghijklmnop')),
        );
        // The token is still good where it was.
        expect((await handler(hostRequest({}, token), at(0))).status).toBe(200);
      });

      it('answers 401 before reading a bad body, and 503 when no JWT secret is configured', async () => {
        await expect401(await call(hostRequest('{not json')));
        const response = await handler(
          hostRequest({}, await accessToken(ids.owner)),
          testDeps(test.db, { config: testConfig({ jwtSecret: undefined }) }),
        );
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({ code: 'not_configured' });
      });

      it('answers the CORS preflight and refuses other methods', async () => {
        const preflight = await call(new Request('https://fn.rihla.example/', { method: 'OPTIONS' }));
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
        expect((await call(new Request('https://fn.rihla.example/', { method: 'GET' }))).status).toBe(405);
      });
    });

    it('answers 50 requests at once, each 200 with its caller’s consistent figures', async () => {
      const tokens = {
        owner: await accessToken(ids.owner),
        owner2: await accessToken(ids.owner2),
        team: await accessToken(ids.team),
      };
      const who = Array.from(
        { length: 50 },
        (_, index) => (['owner', 'owner2', 'team'] as const)[index % 3]!,
      );
      const responses = await Promise.all(
        who.map((key, index) =>
          index % 2 === 0
            ? dashboard(hostRequest({}, tokens[key]), testDeps(test.db))
            : guests(hostRequest({ search: 'haddad' }, tokens[key]), testDeps(test.db)),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(who.map(() => 200));
      const bodies = await Promise.all(responses.map((response) => response.json()));
      const answers = new Map<string, string>();
      for (const [index, body] of bodies.entries()) {
        const key = `${who[index]}-${index % 2}`;
        const text = JSON.stringify(body);
        expect(answers.get(key) ?? text).toBe(text);
        answers.set(key, text);
      }
      expect(answers.size).toBe(6);
      expect(JSON.parse(answers.get('owner2-0')!).stats.totalProperties).toBe(1);
      expect(JSON.parse(answers.get('owner-1')!).total).toBe(1);
      expect(JSON.parse(answers.get('team-1')!).total).toBe(2);
    });

    it('never answers 5xx to fuzzed bodies and headers', { timeout: 120_000 }, async () => {
      const token = await accessToken(ids.owner);
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      const guestsBody = withExtras(
        fc.record(
          {
            search: fc.oneof(fuzzString, fc.constantFrom('haddad', 'Dar', '%_\\', 'ＤＡＲ')),
            page: fc.oneof(fc.integer({ min: -5, max: 1e6 }), fc.double(), fuzzString),
            pageSize: fc.oneof(fc.integer({ min: -5, max: 80 }), fuzzString),
            order: fc.oneof(fc.constantFrom('asc', 'desc'), fuzzString),
          },
          { requiredKeys: [] },
        ),
      );
      const authorization = fc.oneof(
        fc.constant(`Bearer ${token}`),
        headerText().map((text) => `Bearer ${text}`),
        headerText(),
      );
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...functions),
            requestOf(guestsBody),
            authorization,
            async ([, handler], spec, auth) => {
              const request = new Request('https://fn.rihla.example/', {
                method: spec.method,
                headers: { 'Content-Type': 'application/json', Authorization: auth },
                body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
              });
              await expectSound(await handler(request, testDeps(test.db)));
            },
          ),
          { numRuns: fuzzRuns },
        );
      } finally {
        spy.mockRestore();
      }
    });

    describe('through the local server', () => {
      let server: Server;
      let base: string;
      beforeAll(async () => {
        server = await createLocalServer({
          db: test.db,
          jwtSecret: testJwtSecret,
          config: testConfig(),
          now: () => fixedNow,
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      });
      afterAll(async () => {
        await new Promise<void>((resolve) => server?.close(() => resolve()));
      });

      it('serves both functions to a host signed in with the local auth', async () => {
        const signIn = await fetch(`${base}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'host2@rihla.example', password: 'rihla-demo-host-2' }),
        });
        expect(signIn.status).toBe(200);
        const { access_token: token } = (await signIn.json()) as { access_token: string };
        const post = (name: string, auth?: string) =>
          fetch(`${base}/functions/v1/${name}`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
            },
            body: '{}',
          });
        const board = await post('host-dashboard', token);
        expect(board.status).toBe(200);
        expect(await board.json()).toMatchObject({ stats: { totalProperties: 1 } });
        const list = await post('host-guests', token);
        expect(await list.json()).toMatchObject({ total: 1, bookings: [{ name: 'Leila Haddad' }] });
        expect((await post('host-guests')).status).toBe(401);
      });
    });
  });
}
