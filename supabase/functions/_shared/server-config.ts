/**
 * The functions' settings: one reader for the Supabase entry (deno-serve.ts) and the local server
 * (local-server/config.ts, which adds its own settings on top), and the only place their defaults
 * are written. The environment is read through a getter (`Deno.env.get`, `process.env[name]`) and
 * checked with zod; an empty value counts as unset.
 */
import { z } from 'zod';
import { brand } from '../../../src/config/brand.ts';
import type { ServerConfig } from './handler-types.ts';

/** Every default of ServerConfig: the reader fills them, so the functions never write one again. */
export const serverDefaults = {
  /** The app's origin when SITE_URL is not set (the local server's address). */
  siteUrl: 'http://localhost:4173',
  /** Failed booking lookups allowed per client address and per last name + date in a window. */
  rateLimitMaxMisses: 5,
  /** The lookup rate limit's window: 15 minutes. */
  rateLimitWindowSeconds: 900,
  mailFrom: 'Rihla <no-reply@rihla.example>',
  declarationRetentionDays: 30,
  doorCodeGraceHours: 12,
  inquiryHourlyCap: 20,
  /** Who the push services may contact about our pushes (VAPID's `sub`): the brand's address. */
  vapidSubject: `mailto:${brand.email}`,
} as const;

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** 32 bytes in standard base64 (44 characters with its padding). */
export function isDeclarationKey(value: string): boolean {
  const text = value.trim();
  return /^[A-Za-z0-9+/]{43}=$/.test(text) && atob(text).length === 32;
}

/** A VAPID public key: an uncompressed P-256 point, 65 bytes in base64url (87 characters). */
export function isVapidPublicKey(value: string): boolean {
  return /^B[A-Za-z0-9_-]{86}$/.test(value.trim());
}

/** A VAPID private key: 32 bytes in base64url (43 characters). */
export function isVapidPrivateKey(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value.trim());
}

/** The environment variables every function may read, checked. */
export const serverEnvSchema = z.object({
  /** The app's public origin (Checkout return URLs, links in mails). */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Tests only: a Stripe stand-in's address. */
  STRIPE_API_URL: z.string().optional(),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** Failed lookups allowed per client address and per last name + date in 15 minutes. */
  RATE_LIMIT_MAX_MISSES: wholeNumber(1, 1_000_000, serverDefaults.rateLimitMaxMisses),
  /**
   * Signs the users' access tokens: the project's JWT secret (`supabase secrets set JWT_SECRET=...`,
   * as secrets may not start with SUPABASE_); the host functions need it.
   */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** The X-Cron-Secret pg_cron sends to ical-sync-all, mail-outbox-deliver and declarations-purge. */
  CRON_SECRET: z.string().optional(),
  /** Mails over SMTP (`smtp://user:pass@host:587`, `smtps://...`). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default(serverDefaults.mailFrom),
  /** Encrypts the guest declarations' ID numbers and signatures: 32 bytes, base64 (`openssl rand -base64 32`). */
  DECLARATION_KEY: z
    .string()
    .refine(isDeclarationKey, 'DECLARATION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /** Signs the guests' access tokens and payment return tokens (issue 41): at least 32 characters. */
  GUEST_TOKEN_SECRET: z
    .string()
    .min(32, 'GUEST_TOKEN_SECRET must be at least 32 characters (openssl rand -base64 32)')
    .optional(),
  /** Web Push (issue 44): the VAPID key pair (`npx web-push generate-vapid-keys`), base64url. */
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(
      isVapidPublicKey,
      'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (npx web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(
      isVapidPrivateKey,
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (npx web-push generate-vapid-keys)',
    )
    .optional(),
  /** Who the push services may contact (a mailto: or https: URL); default mailto: the brand's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
    .default(serverDefaults.vapidSubject),
  /** Days after check-out the guest declarations are kept before the purge deletes them. */
  DECLARATION_RETENTION_DAYS: wholeNumber(1, 3650, serverDefaults.declarationRetentionDays),
  /** Hours after check-out the door codes stay in the guest's answer. */
  DOOR_CODE_GRACE_HOURS: wholeNumber(0, 168, serverDefaults.doorCodeGraceHours),
  /** Work-with-us inquiries per hour that notify the team one by one (past it: one notice per burst). */
  INQUIRY_HOURLY_CAP: wholeNumber(1, 100_000, serverDefaults.inquiryHourlyCap),
});

export type ServerEnv = z.output<typeof serverEnvSchema>;

/** What to do with a value the schema refuses: stop with every problem, or warn and use the default. */
export type OnInvalid = 'refuse' | 'default';

/**
 * The variables `schema` names, read with `get` and checked. `refuse` throws one error listing every
 * invalid variable (the local server stops at start); `default` drops each invalid one with a
 * warning naming it (never its value: it may be a secret), so its default or "unset" applies.
 */
export function readEnv<Schema extends z.ZodObject>(
  schema: Schema,
  get: (name: string) => string | undefined,
  onInvalid: OnInvalid,
): { env: z.output<Schema>; warnings: string[] } {
  const source: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = get(name);
    if (value !== undefined && value !== '') source[name] = value;
  }
  const warnings: string[] = [];
  let parsed = schema.safeParse(source);
  if (!parsed.success && onInvalid === 'refuse') {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      delete source[name];
      warnings.push(`${name} is not valid (${issue.message}): ignored, its default applies.`);
    }
    parsed = schema.safeParse(source);
    if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  return { env: parsed.data, warnings };
}

/** The complete ServerConfig of a checked environment (channel calendars over https only). */
export function configOf(env: ServerEnv): ServerConfig {
  return {
    siteUrl: env.SITE_URL ?? serverDefaults.siteUrl,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    stripeApiUrl: env.STRIPE_API_URL,
    rateLimitEnabled: env.RATE_LIMIT === 'on',
    rateLimitMaxMisses: env.RATE_LIMIT_MAX_MISSES,
    rateLimitWindowSeconds: serverDefaults.rateLimitWindowSeconds,
    jwtSecret: env.JWT_SECRET,
    icalAllowLocalHttp: false,
    cronSecret: env.CRON_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    declarationKey: env.DECLARATION_KEY,
    guestTokenSecret: env.GUEST_TOKEN_SECRET,
    declarationRetentionDays: env.DECLARATION_RETENTION_DAYS,
    doorCodeGraceHours: env.DOOR_CODE_GRACE_HOURS,
    inquiryHourlyCap: env.INQUIRY_HOURLY_CAP,
    // Both halves or neither: a lone half cannot sign, so push is off (publicKey answers 503).
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
        : undefined,
  };
}

/** The functions' settings from `get`; an invalid value is ignored with a warning (`default`) or refused. */
export function readServerConfig(
  get: (name: string) => string | undefined,
  onInvalid: OnInvalid = 'default',
): { config: ServerConfig; warnings: string[] } {
  const { env, warnings } = readEnv(serverEnvSchema, get, onInvalid);
  return { config: configOf(env), warnings };
}
