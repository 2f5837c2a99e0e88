/** Type-checks every Supabase Edge Function entry point with Deno (from the `deno` npm package). */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './_shared/deno-serve.ts';
import { readServerConfig } from './_shared/server-config.ts';

const configFromEnv = (get: (name: string) => string | undefined) => readServerConfig(get).config;

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const functionsDir = new URL('./', import.meta.url).pathname;
const deno = join(root, 'node_modules/.bin/deno');
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .filter((name) => existsSync(join(functionsDir, name, 'index.ts')));

describe.skipIf(!existsSync(deno))('Deno entry points', () => {
  it('every index.ts type-checks with deno check', { timeout: 180_000 }, async () => {
    // One run for all entries (they share supabase/functions/deno.json); a private cache, and npm
    // imports resolve from the project's node_modules, so nothing is downloaded.
    const cache = await mkdtemp(join(tmpdir(), 'rihla-deno-'));
    const files = entries.map((name) => join(functionsDir, name, 'index.ts'));
    const result = await run(
      deno,
      [
        'check',
        '--quiet',
        '--node-modules-dir=manual',
        '--config',
        join(functionsDir, 'deno.json'),
        ...files,
      ],
      { cwd: root, env: { ...process.env, DENO_DIR: cache, NO_COLOR: '1' } },
    ).catch((error: { stdout?: string; stderr?: string }) => ({ failed: true, ...error }));
    expect('failed' in result ? `${result.stderr ?? ''}${result.stdout ?? ''}` : '').toBe('');
  });

  it('has an entry point for every function', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        'find-booking-by-details',
        'create-stripe-checkout-session',
        'save-booking-extras',
        'stripe-webhook',
      ]),
    );
  });
});

describe('Edge Function settings', () => {
  it('reads the production settings from the environment', () => {
    const env: Record<string, string> = {
      SITE_URL: 'https://stays.rihla.example',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      RATE_LIMIT_MAX_MISSES: '8',
    };
    expect(configFromEnv((name) => env[name])).toEqual({
      siteUrl: 'https://stays.rihla.example',
      stripeSecretKey: 'sk_live_x',
      stripeWebhookSecret: 'whsec_x',
      rateLimitEnabled: true,
      rateLimitMaxMisses: 8,
      rateLimitWindowSeconds: 900,
      icalAllowLocalHttp: false,
      mailFrom: 'Rihla <no-reply@rihla.example>',
      declarationRetentionDays: 30,
      doorCodeGraceHours: 12,
      inquiryHourlyCap: 20,
    });
    // Online check-in (issue 31): the declarations' key, how long they are kept, the code's grace.
    const declarationKey = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';
    const checkIn: Record<string, string> = {
      DECLARATION_KEY: declarationKey,
      DECLARATION_RETENTION_DAYS: '45',
      DOOR_CODE_GRACE_HOURS: '6',
    };
    expect(configFromEnv((name) => checkIn[name])).toMatchObject({
      declarationKey,
      declarationRetentionDays: 45,
      doorCodeGraceHours: 6,
    });
    // A key that is not 32 bytes in base64 is ignored (guest-checkin then answers 503 not_configured).
    expect(
      configFromEnv((name) => (name === 'DECLARATION_KEY' ? 'a2V5' : undefined)).declarationKey,
    ).toBeUndefined();
    expect(configFromEnv((name) => (name === 'DOOR_CODE_GRACE_HOURS' ? 'soon' : undefined))).toMatchObject({
      doorCodeGraceHours: 12,
    });
    expect(configFromEnv(() => undefined)).toMatchObject({ rateLimitEnabled: true, rateLimitMaxMisses: 5 });
    // Guest access (issue 41): the secret that signs the guest and return tokens.
    const guestSecret = 'a-guest-token-secret-0123456789-abcdefgh';
    expect(configFromEnv((name) => (name === 'GUEST_TOKEN_SECRET' ? guestSecret : undefined))).toMatchObject({
      guestTokenSecret: guestSecret,
    });
    expect(configFromEnv(() => undefined).guestTokenSecret).toBeUndefined();
    expect(configFromEnv((name) => (name === 'RATE_LIMIT' ? 'off' : undefined)).rateLimitEnabled).toBe(false);
  });

  it('takes the client address from the gateway headers', () => {
    const request = (headers: Record<string, string>) => new Request('https://x.example/', { headers });
    // X-Forwarded-For is the client's to write: never trusted.
    expect(clientAddressOf(request({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }), 'edge')).toBe('edge');
    expect(
      clientAddressOf(request({ 'cf-connecting-ip': '192.0.2.8', 'x-real-ip': '198.51.100.4' }), 'edge'),
    ).toBe('192.0.2.8');
    expect(
      clientAddressOf(request({ 'x-real-ip': '198.51.100.4', 'x-forwarded-for': '1.1.1.1' }), 'edge'),
    ).toBe('198.51.100.4');
    expect(clientAddressOf(request({}), 'edge')).toBe('edge');
  });
});
