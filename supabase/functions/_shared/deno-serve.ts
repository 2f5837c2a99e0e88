/**
 * Supabase Edge Functions entry (Deno): builds each handler's dependencies from the environment
 * (Supabase's database URL, Stripe keys, site URL) and serves it with Deno.serve: where Supabase's
 * runtime decides, or on 127.0.0.1:$PORT when PORT is set (the Deno-served tests,
 * supabase/test-support/deno-functions.ts).
 */
import { openPostgres } from './database-postgres.ts';
import type { FunctionHandler, ServerConfig } from './handler-types.ts';
import { errorResponse, logFailure } from './http.ts';
import { supabaseStorage } from './object-storage.ts';

type DenoHandler = (
  request: Request,
  info: { remoteAddr: { hostname: string } },
) => Response | Promise<Response>;

interface DenoServeOptions {
  port: number;
  hostname: string;
  onListen(address: { hostname: string; port: number }): void;
}

interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: DenoHandler): unknown;
  serve(options: DenoServeOptions, handler: DenoHandler): unknown;
}

function runtime(): DenoRuntime {
  const deno = (globalThis as { Deno?: DenoRuntime }).Deno;
  if (!deno) throw new Error('serveFunction runs on Deno (Supabase Edge Functions) only');
  return deno;
}

/**
 * The guest's address for the rate limits, from the headers Supabase's edge sets itself:
 * CF-Connecting-IP (Cloudflare, in front of every hosted project, replaces any value a client
 * sends), then X-Real-IP (set by the API gateway). X-Forwarded-For is never read: its first entry
 * is whatever the client wrote, so trusting it would give an attacker a fresh address per request.
 * Without either header (a self-hosted runtime behind no proxy) the connection's own address.
 */
export function clientAddressOf(request: Request, fallback: string): string {
  const connecting = request.headers.get('cf-connecting-ip')?.trim();
  if (connecting) return connecting;
  const real = request.headers.get('x-real-ip')?.trim();
  return real || fallback;
}

export function configFromEnv(get: (name: string) => string | undefined): ServerConfig {
  const maxMisses = Number(get('RATE_LIMIT_MAX_MISSES') ?? '5');
  const retentionDays = Number(get('DECLARATION_RETENTION_DAYS') ?? '30');
  const graceHours = Number(get('DOOR_CODE_GRACE_HOURS') ?? '12');
  const inquiryCap = Number(get('INQUIRY_HOURLY_CAP'));
  return {
    siteUrl: get('SITE_URL') ?? 'http://localhost:4173',
    stripeSecretKey: get('STRIPE_SECRET_KEY') || undefined,
    stripeWebhookSecret: get('STRIPE_WEBHOOK_SECRET') ?? '',
    rateLimitEnabled: get('RATE_LIMIT') !== 'off',
    rateLimitMaxMisses: Number.isInteger(maxMisses) && maxMisses > 0 ? maxMisses : 5,
    // The project's JWT secret (Dashboard > Project Settings > JWT; `supabase secrets set JWT_SECRET=...`:
    // secrets may not start with SUPABASE_). Only the host functions need it.
    jwtSecret: get('JWT_SECRET') || undefined,
    // ical-sync-all's caller (pg_cron + pg_net) sends it; channel feeds are https only here.
    cronSecret: get('CRON_SECRET') || undefined,
    // mail-outbox-deliver sends the outbox over SMTP (no file system on Supabase).
    smtpUrl: get('SMTP_URL') || undefined,
    mailFrom: get('MAIL_FROM') || undefined,
    // Online check-in (issue 31): the key that seals the guest declarations (guest-checkin answers
    // 503 without it), the days they are kept after check-out, the hours the door code outlives check-out.
    declarationKey: get('DECLARATION_KEY') || undefined,
    // Guest access (issue 41): signs the guests' tokens and the payment return tokens; the guest
    // functions answer 503 without it.
    guestTokenSecret: get('GUEST_TOKEN_SECRET') || undefined,
    declarationRetentionDays: Number.isInteger(retentionDays) && retentionDays >= 1 ? retentionDays : 30,
    doorCodeGraceHours: Number.isInteger(graceHours) && graceHours >= 0 ? graceHours : 12,
    // Inquiries per hour that notify the team one by one (unset: inquiry-burst.ts's 20).
    inquiryHourlyCap: Number.isInteger(inquiryCap) && inquiryCap >= 1 ? inquiryCap : undefined,
    // Tests only (the Deno-served tests' Stripe stand-in); never set on Supabase.
    stripeApiUrl: get('STRIPE_API_URL') || undefined,
  };
}

/**
 * The port asked for in `PORT` (the Deno-served tests: 0 for any free one), or null without it:
 * Supabase's runtime sets none and decides where the function listens.
 */
export function listenPortOf(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number (0 to 65535), not "${value}"`);
  }
  return port;
}

export function serveFunction(
  name: string,
  handler: FunctionHandler,
  options: {
    needsStripeKey?: boolean;
    needsWebhookSecret?: boolean;
    needsJwtSecret?: boolean;
    /** The guest functions (issue 41): GUEST_TOKEN_SECRET, at least 32 characters. */
    needsGuestTokenSecret?: boolean;
    /** Files in Supabase Storage (the photo guide), with the project's URL and service key: `required` answers 503 without them. */
    storage?: 'optional' | 'required';
  } = {},
): void {
  const deno = runtime();
  const get = (key: string) => deno.env.get(key);
  const config = configFromEnv(get);
  const databaseUrl = get('SUPABASE_DB_URL') ?? get('DATABASE_URL');
  const db = databaseUrl ? openPostgres(databaseUrl, { max: 3 }) : null;
  const storageUrl = get('SUPABASE_URL');
  const serviceKey = get('SUPABASE_SERVICE_ROLE_KEY');
  const storage =
    options.storage && storageUrl && serviceKey
      ? supabaseStorage({ url: storageUrl, serviceKey })
      : undefined;
  const missing = [
    !db && 'SUPABASE_DB_URL',
    options.needsStripeKey && !config.stripeSecretKey && 'STRIPE_SECRET_KEY',
    options.needsWebhookSecret && !config.stripeWebhookSecret && 'STRIPE_WEBHOOK_SECRET',
    options.needsJwtSecret && !config.jwtSecret && 'JWT_SECRET',
    options.needsGuestTokenSecret && (config.guestTokenSecret?.length ?? 0) < 32 && 'GUEST_TOKEN_SECRET',
    options.storage === 'required' && !storage && 'SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY',
  ].filter(Boolean);
  const serve: DenoHandler = (request, info) => {
    if (!db || missing.length) {
      logFailure(name, `not configured: missing ${missing.join(', ')}`);
      return errorResponse(
        503,
        'This service is not configured yet. Please try again later.',
        'not_configured',
      );
    }
    return handler(request, {
      db,
      config,
      clientAddress: clientAddressOf(request, info.remoteAddr.hostname),
      now: () => new Date(),
      storage,
    });
  };
  const port = listenPortOf(get('PORT'));
  if (port === null) {
    deno.serve(serve);
    return;
  }
  // Only this machine: the tests read the line below to learn the port (0 picks a free one).
  deno.serve(
    {
      port,
      hostname: '127.0.0.1',
      onListen: (address) =>
        console.log(`Listening on http://${address.hostname}:${address.port}/ (${name})`),
    },
    serve,
  );
}
