/**
 * submit-host-inquiry: stores a work-with-us inquiry in the `inquiries` table after validating it
 * with the form's own schema. Rate-limited per sender; a resend with the same clientReference
 * (the offline outbox retrying) is stored once and answered like the first time.
 */
import type { ErrorResponse } from '../_shared/api-types.ts';
import type { FunctionDeps } from '../_shared/handler-types.ts';
import { type SubmitInquiryResponse, submitInquiryRequestSchema } from '../_shared/inquiry-schema.ts';

export const inquiryRateLimit = { max: 10, windowMinutes: 60 } as const;
const maxBodyBytes = 16 * 1024;

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...corsHeaders, ...headers } });
}

function fail(status: number, error: string, code: string, extra: Record<string, unknown> = {}) {
  const body: ErrorResponse & Record<string, unknown> = { error, code, ...extra };
  return json(body, status, status === 429 ? { 'Retry-After': String(extra.retryAfterSeconds ?? 60) } : {});
}

/** The sender's address, hashed per day: enough to rate-limit, not enough to follow anyone. */
async function senderHash(address: string, now: Date): Promise<string> {
  const day = now.toISOString().slice(0, 10);
  const bytes = new TextEncoder().encode(`rihla-inquiry:${day}:${address}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function handler(request: Request, deps: FunctionDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'POST') return fail(405, 'Method not allowed', 'method_not_allowed');

  const raw = await request.text();
  if (new TextEncoder().encode(raw).length > maxBodyBytes) {
    return fail(413, 'The inquiry is too long', 'payload_too_large');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return fail(400, 'The request body must be JSON', 'invalid_request');
  }

  const parsed = submitInquiryRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'inquiry' ? String(issue.path[1] ?? 'inquiry') : String(issue.path[0]);
      fields[field] ??= issue.message;
    }
    return fail(400, parsed.error.issues[0]?.message ?? 'Invalid inquiry', 'invalid_request', { fields });
  }
  const { inquiry, clientReference, language } = parsed.data;
  const now = deps.now();

  if (clientReference) {
    const { rows } = await deps.db.query<{ id: string; created_at: Date | string }>(
      'SELECT id, created_at FROM inquiries WHERE client_reference = $1',
      [clientReference],
    );
    const existing = rows[0];
    if (existing) {
      return json(
        {
          id: existing.id,
          receivedAt: new Date(existing.created_at).toISOString(),
        } satisfies SubmitInquiryResponse,
        200,
      );
    }
  }

  const sender = await senderHash(deps.clientAddress, now);
  if (deps.config.rateLimitEnabled) {
    const since = new Date(now.getTime() - inquiryRateLimit.windowMinutes * 60_000);
    const { rows } = await deps.db.query<{ count: number | string }>(
      'SELECT count(*) AS count FROM inquiries WHERE sender_hash = $1 AND created_at > $2',
      [sender, since.toISOString()],
    );
    if (Number(rows[0]?.count ?? 0) >= inquiryRateLimit.max) {
      return fail(429, 'Too many inquiries. Please try again later.', 'rate_limited', {
        retryAfterSeconds: inquiryRateLimit.windowMinutes * 60,
      });
    }
  }

  const { rows } = await deps.db.query<{ id: string; created_at: Date | string }>(
    `INSERT INTO inquiries
       (client_reference, full_name, email, phone, property_location, message, language, sender_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (client_reference) DO UPDATE SET client_reference = EXCLUDED.client_reference
     RETURNING id, created_at`,
    [
      clientReference ?? null,
      inquiry.fullName,
      inquiry.email,
      inquiry.phone ?? null,
      inquiry.propertyLocation,
      inquiry.message ?? null,
      language ?? null,
      sender,
      now.toISOString(),
    ],
  );
  const stored = rows[0]!;
  return json(
    { id: stored.id, receivedAt: new Date(stored.created_at).toISOString() } satisfies SubmitInquiryResponse,
    201,
  );
}
