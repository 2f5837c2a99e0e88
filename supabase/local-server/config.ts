/** The local server's settings, read once from the environment and checked. */
import { resolve } from 'node:path';
import { z } from 'zod';
import type { ServerConfig } from '../functions/_shared/handler-types.ts';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4173),
  DATA_DIR: z.string().default('.data/pglite'),
  DATABASE_URL: z.string().optional(),
  DIST_DIR: z.string().default('dist'),
  SITE_URL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().default('whsec_rihla_local_development_secret'),
  STRIPE_API_URL: z.string().optional(),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** Failed lookups allowed per client address and per last name + date in 15 minutes. */
  RATE_LIMIT_MAX_MISSES: z.coerce.number().int().min(1).max(1_000_000).default(5),
  JWT_SECRET: z.string().min(32).default('rihla-local-jwt-secret-change-me-in-production-0123456789'),
});

export type LocalEnv = z.infer<typeof schema>;

export function readLocalEnv(source: NodeJS.ProcessEnv = process.env): LocalEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR), DIST_DIR: resolve(parsed.data.DIST_DIR) };
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
  };
}
