/** The local server's settings, read once from the environment and checked. */
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { ServerConfig } from '../functions/_shared/handler-types.ts';

/** Development values, written in this repository: only for a server nobody else can reach. */
export const developmentWebhookSecret = 'whsec_rihla_local_development_secret';
export const developmentJwtSecret = 'rihla-local-jwt-secret-change-me-in-production-0123456789';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4173),
  DATA_DIR: z.string().default('.data/pglite'),
  /** Uploaded files (the photo guide); default DATA_DIR/storage. */
  STORAGE_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DIST_DIR: z.string().default('dist'),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.string().optional(),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** Failed lookups allowed per client address and per last name + date in 15 minutes. */
  RATE_LIMIT_MAX_MISSES: z.coerce.number().int().min(1).max(1_000_000).default(5),
  JWT_SECRET: z.string().min(32).default(developmentJwtSecret),
  /** Channel calendars from this machine over plain http (local fixtures, e2e tests). */
  ICAL_ALLOW_LOCAL_HTTP: z.enum(['on', 'off']).default('off'),
  /** The every-30-minutes sync of the channel calendars while the server runs. */
  ICAL_SYNC: z.enum(['on', 'off']).default('on'),
  /** Mails over SMTP (`smtp://user:pass@host:587`, `smtps://...`); unset: .eml files in DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The mails' sender. */
  MAIL_FROM: z.string().min(3).default('Rihla <no-reply@rihla.example>'),
  /** The every-15-seconds delivery of the mail outbox while the server runs (off: mails stay queued). */
  MAIL_DELIVERY: z.enum(['on', 'off']).default('on'),
});

export type LocalEnv = z.infer<typeof schema> & {
  STRIPE_WEBHOOK_SECRET: string;
  STORAGE_DIR: string;
  warnings: string[];
};

/** True for an address only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

/**
 * The environment, checked. Refused: a Stripe key without its webhook secret (the repository's
 * development secret would let anyone sign events that mark extras paid), and the development
 * JWT secret on an address other machines can reach (anyone could sign host tokens).
 */
export function readLocalEnv(source: NodeJS.ProcessEnv = process.env): LocalEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid environment: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not. Set the signing secret of your Stripe webhook endpoint (Stripe Dashboard > Developers > Webhooks).',
    );
  }
  const warnings: string[] = [];
  if (env.JWT_SECRET === developmentJwtSecret) {
    if (!isLoopbackHost(env.HOST)) {
      throw new Error(
        `Invalid environment: HOST=${env.HOST} can be reached from other machines, so JWT_SECRET must be set to a secret of your own (at least 32 characters).`,
      );
    }
    warnings.push(
      'JWT_SECRET is the development default: set your own before anyone else can reach this server.',
    );
  }
  return {
    ...env,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? developmentWebhookSecret,
    DATA_DIR: resolve(env.DATA_DIR),
    STORAGE_DIR: resolve(env.STORAGE_DIR ?? join(env.DATA_DIR, 'storage')),
    DIST_DIR: resolve(env.DIST_DIR),
    warnings,
  };
}

/** The functions' settings from the local environment. */
export function serverConfig(env: LocalEnv, siteUrl: string): ServerConfig {
  return {
    siteUrl,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: env.STRIPE_API_URL,
    rateLimitEnabled: env.RATE_LIMIT === 'on',
    rateLimitMaxMisses: env.RATE_LIMIT_MAX_MISSES,
    jwtSecret: env.JWT_SECRET,
    icalAllowLocalHttp: env.ICAL_ALLOW_LOCAL_HTTP === 'on',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
  };
}
