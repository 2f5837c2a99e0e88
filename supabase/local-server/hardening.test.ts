import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
} from '../test-support/databases.ts';
import { signInLimit } from './auth.ts';
import { developmentJwtSecret, readLocalEnv } from './config.ts';
import { demoHost } from './seed.ts';
import { createLocalServer } from './server.ts';

describe('start-up configuration', () => {
  it('refuses a Stripe key without its webhook secret: the repository secret would let anyone sign events', () => {
    expect(() => readLocalEnv({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      readLocalEnv({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_real' })
        .STRIPE_WEBHOOK_SECRET,
    ).toBe('whsec_real');
  });

  it('warns about the default JWT secret on loopback and refuses it on any other address', () => {
    expect(readLocalEnv({}).warnings.join(' ')).toMatch(/JWT_SECRET/);
    expect(readLocalEnv({ HOST: '::1' }).warnings).toHaveLength(1);
    expect(() => readLocalEnv({ HOST: '0.0.0.0' })).toThrow(/JWT_SECRET/);
    expect(() => readLocalEnv({ HOST: '192.168.1.20', JWT_SECRET: developmentJwtSecret })).toThrow(
      /JWT_SECRET/,
    );
    expect(
      readLocalEnv({ HOST: '0.0.0.0', JWT_SECRET: 'a-secret-of-our-own-that-is-long-enough-1234' }).warnings,
    ).toEqual([]);
  });
});

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`local server defences on ${kind}`, () => {
    let test: SeededDatabase;
    let server: Server;
    let base: string;
    /** The server's clock, moved past a rate-limit window where a test needs it. */
    let clock = Date.now();
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const config = testConfig();
      server = await createLocalServer({
        db: test.db,
        jwtSecret: 'rihla-test-jwt-secret-0123456789-abcdefghij',
        config,
        now: () => new Date(clock),
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      config.siteUrl = base;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await test?.close();
    });

    const client = () =>
      createClient(base, 'rihla-local-anon-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as never },
      });

    it('limits parallel wrong passwords for one account, answering 429 in GoTrue’s format with Retry-After', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          fetch(`${base}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: demoHost.email, password: `wrong-${i}` }),
          }),
        ),
      );
      const statuses = attempts.map((attempt) => attempt.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(signInLimit.max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - signInLimit.max);
      const limited = attempts.find((attempt) => attempt.status === 429)!;
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({
        code: 429,
        error_code: 'over_request_rate_limit',
        msg: 'Request rate limit reached',
      });
      // supabase-js reads it as the app does: status 429, code over_request_rate_limit, even with the right password.
      const { error } = await client().auth.signInWithPassword(demoHost);
      expect(error?.status).toBe(429);
      expect(error?.code).toBe('over_request_rate_limit');
      // Still refused a little later, with less to wait; signed in again once the window has ended.
      clock += 60_000;
      const again = await fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(demoHost),
      });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(signInLimit.windowSeconds - 60);
      clock += signInLimit.windowSeconds * 1000;
      const { error: later } = await client().auth.signInWithPassword(demoHost);
      expect(later).toBeNull();
    });

    it('ends the whole session when a rotated refresh token is used again', async () => {
      const { data } = await client().auth.signInWithPassword(demoHost);
      const first = data.session!.refresh_token;
      const refresh = (token: string) =>
        fetch(`${base}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh_token: token }),
        });
      const rotated = await (await refresh(first)).json();
      const reuse = await refresh(first);
      expect(reuse.status).toBe(400);
      expect((await reuse.json()).error_code).toBe('refresh_token_already_used');
      // The copy's use ended the session: the newest token and access token no longer work either.
      expect((await refresh(rotated.refresh_token)).status).toBe(400);
      const user = await fetch(`${base}/auth/v1/user`, {
        headers: { Authorization: `Bearer ${rotated.access_token}` },
      });
      expect(user.status).toBe(403);
    });

    it('answers API-looking paths with a JSON 404, never the app', async () => {
      for (const path of [
        '/rest/v1/bookings',
        '/storage/v1/object/x',
        '/functions/v1/nope',
        '/auth/v1/nope',
        '/api/x',
      ]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
      }
    });

    it('refuses a body over 100 KB on every route with 413, and TRACE with 405', async () => {
      const big = JSON.stringify({ lastName: 'x'.repeat(200_000), checkInDate: '2026-03-12' });
      for (const path of [
        '/functions/v1/find-booking-by-details',
        '/auth/v1/token?grant_type=password',
        '/local-checkout/x',
      ]) {
        const response = await fetch(`${base}${path}`, { method: 'POST', body: big });
        expect(response.status).toBe(413);
      }
      const trace = await new Promise<number>((resolve, reject) => {
        import('node:http').then(({ request }) => {
          const req = request(`${base}/functions/v1/find-booking-by-details`, { method: 'TRACE' }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on('error', reject);
          req.end();
        });
      });
      expect(trace).toBe(405);
    });
  });
}
