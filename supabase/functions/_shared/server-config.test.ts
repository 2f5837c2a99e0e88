/**
 * The one configuration reader (server-config.ts): every default filled, every variable read, and
 * an invalid value either ignored with a warning naming it (Supabase) or refused (the local server).
 */
import { describe, expect, it } from 'vitest';
import { readLocalEnv, serverConfig } from '../../local-server/config.ts';
import { readServerConfig, serverDefaults } from './server-config.ts';

const from = (env: Record<string, string>) => (name: string) => env[name];
const declarationKey = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';
const secret = 'a-secret-of-our-own-that-is-long-enough-1234';
// VAPID_SUBJECT's default shows only with a key pair, in `vapid.subject` (the case below).
const { vapidSubject, ...configDefaults } = serverDefaults;

describe('readServerConfig', () => {
  it('fills every default when nothing is set', () => {
    const { config, warnings } = readServerConfig(() => undefined);
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      siteUrl: 'http://localhost:4173',
      stripeWebhookSecret: '',
      rateLimitEnabled: true,
      rateLimitMaxMisses: 5,
      rateLimitWindowSeconds: 900,
      icalAllowLocalHttp: false,
      mailFrom: 'Rihla <no-reply@rihla.example>',
      declarationRetentionDays: 30,
      doorCodeGraceHours: 12,
      inquiryHourlyCap: 20,
    });
    expect(config).toMatchObject(configDefaults);
    expect(config.vapid ?? null).toBeNull();
  });

  it('signs pushes as the brand by default once a VAPID key pair is set', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    const { config, warnings } = readServerConfig(from(keys));
    expect(warnings).toEqual([]);
    expect(config.vapid).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: vapidSubject,
    });
    expect(vapidSubject).toBe('mailto:hello@rihla.example');
  });

  it('reads every setting, and treats an empty value as unset', () => {
    const { config, warnings } = readServerConfig(
      from({
        SITE_URL: 'https://stays.rihla.example',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: '',
        RATE_LIMIT: 'off',
        RATE_LIMIT_MAX_MISSES: '8',
        JWT_SECRET: secret,
        CRON_SECRET: 'cron',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Stays <stays@rihla.example>',
        DECLARATION_KEY: declarationKey,
        GUEST_TOKEN_SECRET: secret,
        DECLARATION_RETENTION_DAYS: '45',
        DOOR_CODE_GRACE_HOURS: '0',
        INQUIRY_HOURLY_CAP: '50',
        ICAL_ALLOW_LOCAL_HTTP: 'on',
      }),
    );
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      siteUrl: 'https://stays.rihla.example',
      stripeSecretKey: 'sk_live_x',
      stripeWebhookSecret: 'whsec_x',
      rateLimitEnabled: false,
      rateLimitMaxMisses: 8,
      rateLimitWindowSeconds: 900,
      jwtSecret: secret,
      // Supabase fetches channel calendars over https only, whatever the environment says.
      icalAllowLocalHttp: false,
      cronSecret: 'cron',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Stays <stays@rihla.example>',
      declarationKey,
      guestTokenSecret: secret,
      declarationRetentionDays: 45,
      doorCodeGraceHours: 0,
      inquiryHourlyCap: 50,
    });
  });

  it('ignores an invalid value with a warning naming the variable, never its value', () => {
    const { config, warnings } = readServerConfig(
      from({
        DOOR_CODE_GRACE_HOURS: 'soon',
        DECLARATION_RETENTION_DAYS: '0',
        RATE_LIMIT_MAX_MISSES: '2.5',
        GUEST_TOKEN_SECRET: 'too-short-secret',
        SITE_URL: 'ftp://stays.example',
        MAIL_FROM: 'Stays <stays@rihla.example>',
      }),
    );
    expect(config).toMatchObject({
      doorCodeGraceHours: 12,
      declarationRetentionDays: 30,
      rateLimitMaxMisses: 5,
      guestTokenSecret: undefined,
      siteUrl: 'http://localhost:4173',
      mailFrom: 'Stays <stays@rihla.example>',
    });
    const named = warnings.map((warning) => warning.split(' ')[0]).sort();
    expect(named).toEqual([
      'DECLARATION_RETENTION_DAYS',
      'DOOR_CODE_GRACE_HOURS',
      'GUEST_TOKEN_SECRET',
      'RATE_LIMIT_MAX_MISSES',
      'SITE_URL',
    ]);
    expect(warnings.join(' ')).not.toContain('too-short-secret');
  });

  it('refuses an invalid value when asked to, naming every variable', () => {
    expect(() =>
      readServerConfig(from({ DOOR_CODE_GRACE_HOURS: '-1', RATE_LIMIT: 'maybe' }), 'refuse'),
    ).toThrow(
      /Invalid environment:[\s\S]*(DOOR_CODE_GRACE_HOURS[\s\S]*RATE_LIMIT|RATE_LIMIT[\s\S]*DOOR_CODE_GRACE_HOURS)/,
    );
  });
});

describe('the local server on the same reader', () => {
  it('has the same defaults, its served address, and local http feeds when asked', () => {
    const env = readLocalEnv({ ICAL_ALLOW_LOCAL_HTTP: 'on', GUEST_TOKEN_SECRET: secret });
    expect(serverConfig(env, 'http://127.0.0.1:4173')).toMatchObject({
      ...configDefaults,
      siteUrl: 'http://127.0.0.1:4173',
      icalAllowLocalHttp: true,
      guestTokenSecret: secret,
    });
  });

  it('refuses at start what Supabase would ignore', () => {
    expect(() => readLocalEnv({ DOOR_CODE_GRACE_HOURS: 'soon' })).toThrow(/DOOR_CODE_GRACE_HOURS/);
    expect(() => readLocalEnv({ RATE_LIMIT_MAX_MISSES: '0' })).toThrow(/RATE_LIMIT_MAX_MISSES/);
    expect(() => readLocalEnv({ SITE_URL: 'ftp://stays.example' })).toThrow(/SITE_URL/);
  });
});
