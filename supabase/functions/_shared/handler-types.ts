import type { Database } from './database.ts';
import type { ObjectStorage } from './object-storage.ts';

/** Settings every function may read, complete: server-config.ts reads them and fills every default. */
export interface ServerConfig {
  /** Public origin of the app, used for Checkout return URLs when the request carries no Origin. */
  siteUrl: string;
  /** Unset: the local test checkout stands in for Stripe. */
  stripeSecretKey?: string;
  stripeWebhookSecret: string;
  /** Overrides the Stripe API host (tests point it at a local stand-in). */
  stripeApiUrl?: string;
  rateLimitEnabled: boolean;
  /** Failed lookups allowed per client address, and per last name + date, in one window. */
  rateLimitMaxMisses: number;
  /** Window of the lookup rate limit in seconds. */
  rateLimitWindowSeconds: number;
  /**
   * The HS256 secret that signs the users' access tokens (Supabase's JWT secret; locally
   * JWT_SECRET). Unset: the host functions answer 503 `not_configured`.
   */
  jwtSecret?: string;
  /**
   * Channel calendars (iCal) may be fetched over plain http from this machine (127.0.0.1,
   * localhost): the tests' and local fixtures' feeds. Never on Supabase: feeds are https only there.
   */
  icalAllowLocalHttp: boolean;
  /** The secret ical-sync-all's caller (pg_cron) sends in `X-Cron-Secret`; unset: it answers 503. */
  cronSecret?: string;
  /** Where the mail outbox's mails go (`smtp://user:pass@host:587`); unset on Supabase: mail-outbox-deliver answers 503. */
  smtpUrl?: string;
  /** The mails' sender. */
  mailFrom: string;
  /**
   * The key that encrypts the guest declarations' ID numbers and signatures (32 bytes, base64;
   * DECLARATION_KEY). Unset: online check-in and the declaration export answer 503 `not_configured`.
   */
  declarationKey?: string;
  /**
   * Signs the guests' access tokens and the payment return tokens (HS256, at least 32 characters;
   * GUEST_TOKEN_SECRET, issue 41). Unset: the guest functions answer 503 `not_configured`.
   */
  guestTokenSecret?: string;
  /** Days after check-out the guest declarations are kept before the purge deletes them. */
  declarationRetentionDays: number;
  /** Hours after check-out (the property's time) the door codes stay in the guest's answer. */
  doorCodeGraceHours: number;
  /**
   * Work-with-us inquiries per hour that tell the team one by one; past it they are still stored,
   * and the team gets one notice for the burst.
   */
  inquiryHourlyCap: number;
  /**
   * Web Push's VAPID key pair (base64url) and subject (issue 44, docs/push.md). Unset: the push
   * calls answer 503 `not_configured` and the push outbox waits.
   */
  vapid?: { publicKey: string; privateKey: string; subject: string };
}

export interface FunctionDeps {
  db: Database;
  config: ServerConfig;
  clientAddress: string;
  now: () => Date;
  /** Where uploaded files go (the photo guide); unset: the functions that store files answer 503. */
  storage?: ObjectStorage;
}

/** A server function: web-standard Request in, Response out. */
export type FunctionHandler = (request: Request, deps: FunctionDeps) => Promise<Response>;
