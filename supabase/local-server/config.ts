/**
 * The local server's settings, read once from the environment and checked. One side effect, in
 * `withDeclarationKey`, `withGuestTokenSecret` and `withVapidKeys` only: without DECLARATION_KEY
 * (GUEST_TOKEN_SECRET, the VAPID pair), a key file in DATA_DIR is read or created.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import { newDeclarationKey } from '../functions/_shared/declaration-crypto.ts';
import type { ServerConfig } from '../functions/_shared/handler-types.ts';
import {
  configOf,
  isDeclarationKey,
  isVapidPrivateKey,
  isVapidPublicKey,
  readEnv,
  serverEnvSchema,
} from '../functions/_shared/server-config.ts';

/** Development values, written in this repository: only for a server nobody else can reach. */
export const developmentWebhookSecret = 'whsec_rihla_local_development_secret';
export const developmentJwtSecret = 'rihla-local-jwt-secret-change-me-in-production-0123456789';

/** The functions' settings (server-config.ts, every default there) and the local server's own. */
const schema = serverEnvSchema.extend({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4173),
  DATA_DIR: z.string().default('.data/pglite'),
  /** Uploaded files (the photo guide); default DATA_DIR/storage. */
  STORAGE_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DIST_DIR: z.string().default('dist'),
  /** Locally the development secret by default, refused on an address other machines can reach. */
  JWT_SECRET: z.string().min(32).default(developmentJwtSecret),
  /** Channel calendars from this machine over plain http (local fixtures, e2e tests). */
  ICAL_ALLOW_LOCAL_HTTP: z.enum(['on', 'off']).default('off'),
  /** The every-30-minutes sync of the channel calendars while the server runs. */
  ICAL_SYNC: z.enum(['on', 'off']).default('on'),
  /** The every-15-seconds delivery of the mail outbox while the server runs (off: mails stay queued). */
  MAIL_DELIVERY: z.enum(['on', 'off']).default('on'),
  /** End-to-end tests only: a file holding milliseconds the server's clock is moved by (test-clock.ts). */
  TEST_CLOCK_FILE: z.string().optional(),
});

/** Where `npm start` keeps the declaration key it made, when DECLARATION_KEY is not set. */
export const declarationKeyFileName = 'declaration.key';
/** Where `npm start` keeps the guest token secret it made, when GUEST_TOKEN_SECRET is not set. */
export const guestTokenSecretFileName = 'guest-token.key';
/** Where `npm start` keeps the Web Push key pair it made (`<public> <private>`), when the VAPID keys are not set. */
export const vapidKeysFileName = 'vapid.key';

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
  const { env } = readEnv(schema, (name) => source[name], 'refuse');
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
  if (env.TEST_CLOCK_FILE && !isLoopbackHost(env.HOST)) {
    throw new Error(
      `Invalid environment: TEST_CLOCK_FILE moves the server's clock and is for tests on this machine only, not on HOST=${env.HOST}.`,
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

/** The functions' settings from the local environment: the served address, local http feeds if asked. */
export function serverConfig(env: LocalEnv, siteUrl: string): ServerConfig {
  return { ...configOf(env), siteUrl, icalAllowLocalHttp: env.ICAL_ALLOW_LOCAL_HTTP === 'on' };
}

/**
 * The key kept in DATA_DIR/`fileName`: read, or made with `make` once (file mode 0600; 'wx': two
 * servers starting at once on one DATA_DIR never overwrite each other's key) and read on every
 * later start. Refused when `valid` says it is not one.
 */
function keyInDataDir(
  env: LocalEnv,
  fileName: string,
  make: () => string,
  valid: (key: string) => boolean,
  variable: string,
): { key: string; file: string } {
  const file = join(env.DATA_DIR, fileName);
  let key: string;
  try {
    key = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(env.DATA_DIR, { recursive: true });
    key = make();
    try {
      writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
      key = readFileSync(file, 'utf8').trim();
    }
  }
  if (!valid(key)) throw new Error(`Invalid key in ${file}. Set ${variable} instead.`);
  return { key, file };
}

/**
 * The environment with a declaration key: DECLARATION_KEY when set; else the key in
 * DATA_DIR/declaration.key, made once (random, file mode 0600) and read on every later start, with
 * a warning (the key is on the same disk as the data it protects, and losing it loses the ID
 * numbers and signatures kept until the purge).
 */
export function withDeclarationKey(env: LocalEnv): LocalEnv {
  if (env.DECLARATION_KEY) return env;
  const { key, file } = keyInDataDir(
    env,
    declarationKeyFileName,
    newDeclarationKey,
    isDeclarationKey,
    'DECLARATION_KEY (32 bytes in base64)',
  );
  return {
    ...env,
    DECLARATION_KEY: key,
    warnings: [
      ...env.warnings,
      `DECLARATION_KEY is not set: guest declarations are encrypted with the key in ${file} (keep it with the data; set DECLARATION_KEY in production).`,
    ],
  };
}

/**
 * The environment with a guest token secret: GUEST_TOKEN_SECRET when set; else the secret in
 * DATA_DIR/guest-token.key, made once (32 random bytes, base64url; file mode 0600), with a warning.
 * Losing it only makes the guests find their booking once more.
 */
export function withGuestTokenSecret(env: LocalEnv): LocalEnv {
  if (env.GUEST_TOKEN_SECRET) return env;
  const { key, file } = keyInDataDir(
    env,
    guestTokenSecretFileName,
    () => randomBytes(32).toString('base64url'),
    (key) => key.length >= 32,
    'GUEST_TOKEN_SECRET (at least 32 characters)',
  );
  return {
    ...env,
    GUEST_TOKEN_SECRET: key,
    warnings: [
      ...env.warnings,
      `GUEST_TOKEN_SECRET is not set: guest access tokens are signed with the secret in ${file} (set GUEST_TOKEN_SECRET in production).`,
    ],
  };
}

/**
 * The environment with a Web Push key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are
 * set; else the pair in DATA_DIR/vapid.key (`<public> <private>`, made once with web-push, file
 * mode 0600), with a warning. Losing it makes every device subscribe again (their subscriptions
 * name the old public key): the app offers it again after the next meaningful action.
 */
export function withVapidKeys(env: LocalEnv): LocalEnv {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return env;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    throw new Error('Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  }
  const { key, file } = keyInDataDir(
    env,
    vapidKeysFileName,
    () => {
      const pair = webPush.generateVAPIDKeys();
      return `${pair.publicKey} ${pair.privateKey}`;
    },
    (key) => {
      const [publicKey = '', privateKey = '', ...rest] = key.split(' ');
      return rest.length === 0 && isVapidPublicKey(publicKey) && isVapidPrivateKey(privateKey);
    },
    'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys)',
  );
  const [publicKey, privateKey] = key.split(' ');
  return {
    ...env,
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
    warnings: [
      ...env.warnings,
      `VAPID_PUBLIC_KEY is not set: push notifications are signed with the key pair in ${file} (set both VAPID keys in production).`,
    ],
  };
}

/** The environment with the keys `npm start` keeps in DATA_DIR when they are not set. */
export function withLocalKeys(env: LocalEnv): LocalEnv {
  return withVapidKeys(withGuestTokenSecret(withDeclarationKey(env)));
}
