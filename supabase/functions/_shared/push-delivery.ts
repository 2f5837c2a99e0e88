/**
 * The push outbox's deliverer (database and network; docs/push.md): claims the due rows with a
 * lease (FOR UPDATE SKIP LOCKED: two deliverers at once never take the same row), commits, then
 * sends each to its device's push service outside any transaction: the payload encrypted for the
 * device (aes128gcm) and signed with our VAPID key by the `web-push` library, posted with fetch.
 * 201: sent. 404 or 410: the device is gone, its subscription (and its queued notices) deleted.
 * Anything else: pending again with the mail outbox's back-off, failed after the 6th attempt.
 */
import webPush from 'web-push';
import type { Database } from './database.ts';
import { defaultLeaseSeconds, defaultMaxAttempts, retryDelaySeconds } from './mail-outbox.ts';
import { isPushServiceEndpoint } from './push-endpoint.ts';
import type { PushKind } from './push-outbox.ts';

export { isPushServiceEndpoint };

/** What the device receives (JSON, encrypted): the service worker writes the text in `language`. */
export interface PushPayload {
  kind: PushKind | string;
  params: Record<string, string | number>;
  url: string;
  language: string;
  /** Groups the notices of one conversation, booking or inquiry: a newer one replaces the shown one. */
  tag: string;
}

/** Urgent notices (the door code, a message) wake a sleeping phone; the rest wait for it. */
const urgencyOf = (kind: string): 'high' | 'normal' =>
  kind === 'doorCode' || kind === 'guestMessage' || kind === 'hostReply' ? 'high' : 'normal';
/** How long a push service keeps a notice for a device that is off: a day. */
export const pushTtlSeconds = 24 * 60 * 60;

export interface PushDeliveryOptions {
  vapid: { publicKey: string; privateKey: string; subject: string };
  now?: Date;
  leaseSeconds?: number;
  maxAttempts?: number;
  limit?: number;
  /** Which endpoints may be posted to (tests: the local stand-in); default isPushServiceEndpoint. */
  allowEndpoint?: (endpoint: string) => boolean;
  timeoutMs?: number;
}

export interface PushDeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Subscriptions dropped: the push service said the device is gone (404, 410). */
  removed: number;
}

interface ClaimedPush {
  id: string;
  subscription_id: string;
  event_key: string;
  kind: string;
  params: Record<string, string | number>;
  url: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

const claimSql = `
  WITH due AS (
    SELECT id FROM push_outbox
     WHERE status IN ('pending', 'sending') AND next_attempt_at <= $1
     ORDER BY next_attempt_at
     LIMIT $3
     FOR UPDATE SKIP LOCKED
  )
  UPDATE push_outbox AS o
     SET status = 'sending', attempts = o.attempts + 1,
         next_attempt_at = $1::timestamptz + make_interval(secs => $2)
    FROM due, push_subscriptions s
   WHERE o.id = due.id AND s.id = o.subscription_id
  RETURNING o.id, o.subscription_id, o.event_key, o.kind, o.params, o.url, o.attempts,
            s.endpoint, s.p256dh, s.auth, s.language`;

/** The tag the notice is shown with: one per conversation (booking), inquiry or event kind. */
export function tagOf(kind: string, params: Record<string, string | number>): string {
  const subject = params.bookingId ?? params.inquiryId ?? '';
  return `${kind === 'guestMessage' || kind === 'hostReply' ? 'message' : kind}:${subject}`;
}

/** The Topic header: the push service keeps one undelivered notice per topic (a resend replaces it). */
async function topicOf(eventKey: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(eventKey)));
  let text = '';
  for (const byte of digest) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 32);
}

type Outcome = 'sent' | 'gone' | { error: string; permanent: boolean };

async function send(row: ClaimedPush, options: PushDeliveryOptions): Promise<Outcome> {
  const allowed = options.allowEndpoint ?? isPushServiceEndpoint;
  if (!allowed(row.endpoint)) return { error: 'endpoint: not a known push service', permanent: true };
  const payload: PushPayload = {
    kind: row.kind,
    params: row.params,
    url: row.url,
    language: row.language,
    tag: tagOf(row.kind, row.params),
  };
  const details = webPush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: options.vapid,
      TTL: pushTtlSeconds,
      urgency: urgencyOf(row.kind),
      topic: await topicOf(row.event_key),
      contentEncoding: 'aes128gcm',
    },
  );
  // fetch counts the body itself (Deno's and Node's refuse or ignore a Content-Length of ours).
  const { 'Content-Length': _length, ...headers } = details.headers as Record<string, string>;
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body as Uint8Array<ArrayBuffer> | null,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { error: `network: ${error instanceof Error ? error.message : String(error)}`, permanent: false };
  }
  const text = (await response.text().catch(() => '')).slice(0, 500);
  if (response.status >= 200 && response.status < 300) return 'sent';
  if (response.status === 404 || response.status === 410) return 'gone';
  // 400 (a malformed request), 403 (a key the service refuses) and 413 (too large) will not change.
  const permanent = response.status === 400 || response.status === 403 || response.status === 413;
  return { error: `http ${response.status} ${text}`.trim(), permanent };
}

/** One round: claims, sends one by one, records each outcome. Throws only when the database does. */
export async function deliverDuePushes(
  db: Database,
  options: PushDeliveryOptions,
): Promise<PushDeliveryReport> {
  const now = options.now ?? new Date();
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  const leaseSeconds = options.leaseSeconds ?? defaultLeaseSeconds;
  const { rows: claimed } = await db.query<ClaimedPush>(claimSql, [
    now.toISOString(),
    leaseSeconds,
    options.limit ?? 50,
  ]);
  const report: PushDeliveryReport = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0, removed: 0 };
  for (const row of claimed) {
    const outcome =
      row.attempts > maxAttempts
        ? {
            error: `gave up after ${maxAttempts} attempts: the deliverer stopped during the last one`,
            permanent: true,
          }
        : await send(row, options);
    if (outcome === 'sent') {
      await db.query(
        `WITH sent AS (UPDATE push_outbox SET status = 'sent', sent_at = $2, last_error = NULL
                        WHERE id = $1 AND status <> 'sent' RETURNING subscription_id)
         UPDATE push_subscriptions SET last_success_at = $2 WHERE id IN (SELECT subscription_id FROM sent)`,
        [row.id, new Date().toISOString()],
      );
      report.sent++;
    } else if (outcome === 'gone') {
      // The device unsubscribed or its subscription expired: it is never posted to again.
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [row.subscription_id]);
      report.removed++;
    } else {
      const last = outcome.permanent || row.attempts >= maxAttempts;
      const retryAt = new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000);
      await db.query(
        `UPDATE push_outbox SET status = $3, next_attempt_at = $4, last_error = $5
          WHERE id = $1 AND status = 'sending' AND attempts = $2`,
        [
          row.id,
          row.attempts,
          last ? 'failed' : 'pending',
          retryAt.toISOString(),
          outcome.error.slice(0, 2000),
        ],
      );
      report[last ? 'failed' : 'retrying']++;
    }
  }
  return report;
}
