/** Deno entry (Supabase Edge Functions): builds the handler's deps from the environment and serves it. */
import { openPostgres } from '../_shared/database-postgres.ts';
import { handler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Promise<Response>): void;
};

const db = openPostgres(Deno.env.get('SUPABASE_DB_URL') ?? '', { max: 3 });

Deno.serve((request, info) =>
  handler(request, {
    db,
    config: {
      siteUrl: Deno.env.get('SITE_URL') ?? '',
      stripeSecretKey: Deno.env.get('STRIPE_SECRET_KEY'),
      stripeWebhookSecret: Deno.env.get('STRIPE_WEBHOOK_SECRET') ?? '',
      rateLimitEnabled: Deno.env.get('RATE_LIMIT') !== 'off',
    },
    clientAddress: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? info.remoteAddr.hostname,
    now: () => new Date(),
  }),
);
