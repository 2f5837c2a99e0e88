/**
 * Supabase Edge Functions entry (Deno): builds each handler's dependencies from the environment
 * (Supabase's database URL, Stripe keys, site URL) and serves it with Deno.serve: where Supabase's
 * runtime decides, or on 127.0.0.1:$PORT when PORT is set (the Deno-served tests,
 * supabase/test-support/deno-functions.ts).
 */
import { openPostgres } from './database-postgres.ts';
import type { FunctionHandler } from './handler-types.ts';
import { errorResponse, logFailure } from './http.ts';
import { supabaseStorage } from './object-storage.ts';
import { readServerConfig } from './server-config.ts';

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
  // Settings and their defaults: server-config.ts. An invalid value is logged and its default used.
  const { config, warnings } = readServerConfig(get);
  for (const warning of warnings) logFailure(name, warning);
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
