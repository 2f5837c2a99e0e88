/**
 * submit-host-inquiry: stores a work-with-us inquiry in the `inquiries` table, the request checked
 * by the form's own schema (a 400 `invalid_request` names the first field's problem and carries
 * `fields`, each field's first message). A resend with the same clientReference (the offline outbox
 * retrying) is stored once and answered like the first time (200, the same id; the first 201);
 * it is looked up before the rate limit (10 per sender in an hour, 429 with Retry-After), so a
 * retry is never refused. In the same transaction the team is told (a notification and a mail
 * each, once per inquiry: extra-notices.ts), for the first `inquiryHourlyCap` inquiries of the
 * hour (default 20, whoever sends them); past it an inquiry is stored all the same and the team
 * gets one notice and mail for the burst (inquiry-burst.ts), exact under any concurrency.
 * The call's contract (request, answer, refusals): _shared/contracts/submit-host-inquiry.contract.ts.
 * A browser's own post of the form (form-encoded, before the page's app runs) goes through this same
 * handler and is answered with a 303 back to the page (form-post.ts).
 */
import type { AnswerOf } from '../_shared/contract.ts';
import { submitHostInquiry } from '../_shared/contracts/submit-host-inquiry.contract.ts';
import { noticeInquiry } from '../_shared/extra-notices.ts';
import { isFormPost } from '../_shared/form-post.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { countInquiry, noticeInquiryBurst } from '../_shared/inquiry-burst.ts';
import { answerWithStatus, serve } from '../_shared/procedure.ts';
import { hashedValue, takeRateLimit } from '../_shared/rate-limit.ts';
import { formPostHandler } from './form-post.ts';

export const inquiryRateLimit = { max: 10, windowMinutes: 60 } as const;

/** The sender's address, hashed with the day: enough to rate-limit, not enough to follow anyone. */
function senderHash(address: string, now: Date): Promise<string> {
  return hashedValue(`inquiry:${now.toISOString().slice(0, 10)}`, address);
}

const answerOf = (row: { id: string; created_at: Date | string }): AnswerOf<typeof submitHostInquiry> => ({
  id: row.id,
  receivedAt: new Date(row.created_at).toISOString(),
});

const handleJson = serve(submitHostInquiry, async ({ body, deps, refuse }) => {
  const { inquiry, clientReference, language } = body;
  const now = deps.now();

  if (clientReference) {
    const { rows } = await deps.db.query<{ id: string; created_at: Date | string }>(
      'SELECT id, created_at FROM inquiries WHERE client_reference = $1',
      [clientReference],
    );
    const existing = rows[0];
    // A resend of a stored inquiry (the outbox retrying) is answered 200, not 201: nothing new was made.
    if (existing) return answerWithStatus(200, answerOf(existing));
  }

  const sender = await senderHash(deps.clientAddress, now);
  if (deps.config.rateLimitEnabled) {
    // Counted before the insert, in one statement: parallel inquiries cannot all pass the check.
    const take = await takeRateLimit(
      deps.db,
      [{ kind: 'inquiry-address', value: deps.clientAddress }],
      { max: inquiryRateLimit.max, windowSeconds: inquiryRateLimit.windowMinutes * 60 },
      now,
    );
    if (!take.allowed) refuse('rateLimited', { 'Retry-After': String(take.retryAfterSeconds) });
  }

  const cap = deps.config.inquiryHourlyCap;
  const stored = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; created_at: Date | string; inserted: boolean }>(
      `INSERT INTO inquiries
         (client_reference, full_name, email, phone, property_location, message, language, sender_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (client_reference) DO UPDATE SET client_reference = EXCLUDED.client_reference
       RETURNING id, created_at, (xmax = 0) AS inserted`,
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
    // A resend that met its first copy here (both in flight at once) is neither counted nor noticed.
    if (!stored.inserted) return stored;
    const count = await countInquiry(tx, now);
    if (count.position <= cap) await noticeInquiry(tx, stored.id, now);
    else await noticeInquiryBurst(tx, count, cap, now);
    return stored;
  });
  return answerOf(stored);
});

const handleForm = formPostHandler(handleJson);

/** The JSON call (the app), or the browser's own form post (the prerendered page before the app runs). */
export const handler: FunctionHandler = (request, deps) =>
  isFormPost(request) ? handleForm(request, deps) : handleJson(request, deps);
