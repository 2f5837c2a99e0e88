/**
 * Nobody locks out the right person (issue 41, finding 6), on both databases, through the local
 * server from many client addresses (127.0.0.x): strangers' wrong passwords lock new browsers out of
 * an account (case and spaces in the e-mail count as the same account), never the browser whose
 * device cookie names it, in parallel too; a device cookie that guesses wrong too often is locked
 * out itself; another account's cookie or an altered one counts for nothing; the cookie's attributes.
 * A locked account is refused to new addresses from memory (no database round trip), its device let in.
 */
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
} from '../test-support/databases.ts';
import { demoHosts } from './seed-portfolio.ts';
import { createLocalServer } from './server.ts';
import { deviceCookieName, deviceSignInLimit } from './sign-in-device.ts';
import { signInLimit } from './sign-in-refusals.ts';

interface Answer {
  status: number;
  setCookie: string[];
  body: Record<string, unknown>;
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`sign-in device cookies on ${kind}`, () => {
    let test: SeededDatabase;
    let server: Server;
    let port: number;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      server = await createLocalServer({
        db: test.db,
        jwtSecret: 'rihla-test-jwt-secret-0123456789-abcdefghij',
        // Served over https (siteUrl): the cookie is Secure.
        config: testConfig(),
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await test?.close();
    });

    /** A password sign-in from the client address `from`, with a device cookie or none. */
    const signIn = (email: string, password: string, from: string, cookie?: string) =>
      new Promise<Answer>((resolve, reject) => {
        const body = JSON.stringify({ email, password });
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            localAddress: from,
            method: 'POST',
            path: '/auth/v1/token?grant_type=password',
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
              ...(cookie ? { Cookie: cookie } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                setCookie: res.headers['set-cookie'] ?? [],
                body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    /** The `Cookie` header a browser sends back for the answer's device cookie. */
    const cookieOf = (answer: Answer) => {
      const set = answer.setCookie.find((value) => value.startsWith(`${deviceCookieName}=`));
      expect(set).toBeDefined();
      return set!.split(';')[0]!;
    };
    const strangers = (count: number, first: number) =>
      Array.from({ length: count }, (_, i) => `127.0.0.${first + i}`);

    it('ten wrong passwords from ten addresses lock new browsers out, never the host’s browser', async () => {
      const host = demoHosts.owner2;
      const first = await signIn(host.email, host.password, '127.0.1.1');
      expect(first.status).toBe(200);
      const cookie = cookieOf(first);
      const attributes = first.setCookie[0]!.split(';').map((part) => part.trim());
      expect(attributes).toEqual(
        expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/auth/v1', 'Secure']),
      );
      // Strangers, in parallel, with the e-mail as typed in other ways.
      const variants = ['HOST2@rihla.example', `${host.email} `, ' Host2@Rihla.Example'];
      const guesses = await Promise.all(
        strangers(signInLimit.max + 2, 10).map((from, i) =>
          signIn(variants[i % variants.length]!, `guess-${i}`, from),
        ),
      );
      expect(guesses.filter((answer) => answer.status === 400)).toHaveLength(signInLimit.max);
      expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(2);
      // Then, in parallel: the host's browser (its cookie, from anywhere) and new browsers.
      const [hostAgain, hostElsewhere, newBrowser, newBrowserTyped] = await Promise.all([
        signIn(host.email, host.password, '127.0.1.1', cookie),
        signIn(`${host.email.toUpperCase()} `, host.password, '127.0.1.2', cookie),
        signIn(host.email, host.password, '127.0.1.3'),
        signIn('HOST2@rihla.example ', host.password, '127.0.1.4'),
      ]);
      expect(hostAgain.status).toBe(200);
      expect(hostElsewhere.status).toBe(200);
      expect(hostAgain.body.access_token).toEqual(expect.any(String));
      expect(newBrowser.status).toBe(429);
      expect(newBrowserTyped.status).toBe(429);
      expect(newBrowser.body).toEqual({
        code: 429,
        error_code: 'over_request_rate_limit',
        msg: 'Request rate limit reached',
      });
      // The cookie altered (one character of its signature; not the last, whose low bits may be padding): nothing.
      const at = cookie.length - 10;
      const altered = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
      expect((await signIn(host.email, host.password, '127.0.1.1', altered)).status).toBe(429);
      // Each success gives a new cookie, which works as well.
      expect((await signIn(host.email, host.password, '127.0.1.1', cookieOf(hostAgain))).status).toBe(200);
    });

    it('lets the host in from an address that flooded wrong passwords (a shared network), with its cookie only', async () => {
      const host = demoHosts.team;
      const cookie = cookieOf(await signIn(host.email, host.password, '127.0.2.1'));
      const flood = await Promise.all(
        Array.from({ length: signInLimit.max + 5 }, (_, i) =>
          signIn(`nobody${i}@x.example`, 'x', '127.0.2.9'),
        ),
      );
      expect(flood.filter((answer) => answer.status === 429)).toHaveLength(5);
      expect((await signIn(host.email, host.password, '127.0.2.9')).status).toBe(429);
      expect((await signIn(host.email, host.password, '127.0.2.9', cookie)).status).toBe(200);
    });

    it('locks out a device cookie that guesses wrong too often, and nobody else because of it', async () => {
      const host = demoHosts.owner;
      const cookie = cookieOf(await signIn(host.email, host.password, '127.0.3.1'));
      const guesses = await Promise.all(
        Array.from({ length: deviceSignInLimit.max + 3 }, (_, i) =>
          signIn(host.email, `wrong-${i}`, '127.0.3.1', cookie),
        ),
      );
      expect(guesses.filter((answer) => answer.status === 400)).toHaveLength(deviceSignInLimit.max);
      expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(3);
      expect((await signIn(host.email, host.password, '127.0.3.1', cookie)).status).toBe(429);
      // The account's bucket never counted them: a browser without the cookie signs in.
      expect((await signIn(host.email, host.password, '127.0.3.2')).status).toBe(200);
    });

    it('refuses a locked account to new addresses from memory, in parallel, and still lets its device in', async () => {
      const host = demoHosts.team;
      const cookie = cookieOf(await signIn(host.email, host.password, '127.0.5.1'));
      const guesses = await Promise.all(
        strangers(signInLimit.max + 2, 100).map((from, i) => signIn(host.email, `guess-${i}`, from)),
      );
      expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(2);
      // The account is locked: new addresses with the right password, in parallel, and the host's browser.
      const newAddresses = Array.from({ length: 20 }, (_, i) => `127.0.6.${i + 1}`);
      const [hostsBrowser, ...newBrowsers] = await Promise.all([
        signIn(host.email, host.password, '127.0.5.2', cookie),
        ...newAddresses.map((from) => signIn(` ${host.email.toUpperCase()}`, host.password, from)),
      ]);
      expect(hostsBrowser!.status).toBe(200);
      expect(newBrowsers.map((answer) => answer.status)).toEqual(newAddresses.map(() => 429));
      // None of them reached the database: no address bucket was ever written for them.
      const { rows } = await test.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM rate_limit_counters WHERE bucket = ANY (
           SELECT 'sign-in-address:' || encode(sha256(convert_to(rihla_fold_name(a), 'UTF8')), 'hex')
             FROM unnest($1::text[]) AS a)`,
        [newAddresses],
      );
      expect(rows[0]?.n).toBe(0);
      // Remembered, the addresses are refused before their body is read, for any account.
      expect((await signIn('nobody@x.example', 'x', newAddresses[0]!)).status).toBe(429);
    });

    it('gives nothing for another account’s cookie or one that is not ours', async () => {
      const owner = demoHosts.owner;
      const locked = demoHosts.owner2; // locked out for new browsers by the first test
      const ownersCookie = cookieOf(await signIn(owner.email, owner.password, '127.0.4.1'));
      expect((await signIn(locked.email, locked.password, '127.0.4.1', ownersCookie)).status).toBe(429);
      expect(
        (await signIn(locked.email, locked.password, '127.0.4.3', `${deviceCookieName}=x.y.z`)).status,
      ).toBe(429);
    });
  });
}
