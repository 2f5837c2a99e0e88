import type { Database } from './database.ts';

/** Settings every function may read; each entry point (Deno or the local server) builds them from its environment. */
export interface ServerConfig {
  /** Public origin of the app, used for Checkout return URLs when the request carries no Origin. */
  siteUrl: string;
  /** Unset: the local test checkout stands in for Stripe. */
  stripeSecretKey?: string;
  stripeWebhookSecret: string;
  /** Overrides the Stripe API host (tests point it at a local stand-in). */
  stripeApiUrl?: string;
  rateLimitEnabled: boolean;
  /** Failed lookups allowed per client address, and per last name + date, in one window (default 5). */
  rateLimitMaxMisses?: number;
  /** Window of the lookup rate limit in seconds (default 900: 15 minutes). */
  rateLimitWindowSeconds?: number;
  /**
   * The HS256 secret that signs the users' access tokens (Supabase's JWT secret; locally
   * JWT_SECRET). Unset: the host functions answer 503 `not_configured`.
   */
  jwtSecret?: string;
}

export interface FunctionDeps {
  db: Database;
  config: ServerConfig;
  clientAddress: string;
  now: () => Date;
}

/** A server function: web-standard Request in, Response out. */
export type FunctionHandler = (request: Request, deps: FunctionDeps) => Promise<Response>;
