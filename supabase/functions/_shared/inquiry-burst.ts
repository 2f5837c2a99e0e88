/**
 * The global hourly cap on work-with-us notices (issue 41): every inquiry is stored, but within an
 * hour only the first `cap` (ServerConfig.inquiryHourlyCap, default 20: server-config.ts) tell the team one by one;
 * past it, the team gets one notice and one mail for the burst, whose notification counts the
 * inquiries past the cap as they come ("12 more inquiries..."). Side effects: the count is a row of
 * rate_limit_counters (fixed windows of an hour, as the rate limits'), taken in the inquiry's own
 * transaction: the row stays locked until the inquiry commits, so under any concurrency the count
 * is exact, exactly `cap` inquiries are noticed one by one and the burst notice is written once.
 */
import type { Queryable } from './database.ts';
import type { NoticeContent } from './extra-notice-texts.ts';
import { deliver, type NoticeResult, recipients } from './extra-notices.ts';
import { pushInquiry } from './push-notices.ts';

const windowSeconds = 3600;
const bucket = 'inquiries-per-hour:all';

/** This inquiry's place in its hour: 1 for the first; and when the hour began. */
export interface InquiryCount {
  position: number;
  windowStartedAt: string;
}

const countStatement = `
  INSERT INTO rate_limit_counters AS c (bucket, window_started_at, hits, refused, max_hits)
  VALUES ($1, $2::timestamptz, 1, false, NULL)
  ON CONFLICT (bucket) DO UPDATE SET
    hits = CASE WHEN c.window_started_at <= EXCLUDED.window_started_at - make_interval(secs => $3)
                THEN 1 ELSE c.hits + 1 END,
    window_started_at = CASE WHEN c.window_started_at <= EXCLUDED.window_started_at - make_interval(secs => $3)
                THEN EXCLUDED.window_started_at ELSE c.window_started_at END,
    refused = false
  RETURNING c.hits, c.window_started_at`;

/** Counts one more inquiry in the current hour (holds the counter's row lock until `tx` ends). */
export async function countInquiry(tx: Queryable, now: Date): Promise<InquiryCount> {
  const { rows } = await tx.query<{ hits: number; window_started_at: Date | string }>(
    countStatement,
    [bucket, now.toISOString(), windowSeconds],
    { name: 'rihla_inquiry_count' },
  );
  const row = rows[0]!;
  return { position: Number(row.hits), windowStartedAt: new Date(row.window_started_at).toISOString() };
}

/** The burst's notification: key `inquiryBurst`, `{{more}}` past the first `{{cap}}`. */
export function inquiryBurstNotice(cap: number, more: number): NoticeContent {
  return {
    kind: 'message',
    message: `More work-with-us inquiries than usual: ${more} more arrived within the hour, past the first ${cap}. See Inquiries.`,
    messageKey: 'inquiryBurst',
    messageParams: { cap, more },
    link: '/host/inquiries',
  };
}

/**
 * An inquiry past the cap: the first one writes the burst's notice and mail for each team member
 * (keyed by the hour, so never twice); each later one brings its notification's count up to date.
 */
export async function noticeInquiryBurst(
  tx: Queryable,
  count: InquiryCount,
  cap: number,
  now: Date,
): Promise<NoticeResult> {
  const eventKey = `inquiry-burst:${count.windowStartedAt}`;
  const content = inquiryBurstNotice(cap, count.position - cap);
  const people = await recipients(tx, null);
  // One push for the burst (once per device: keyed by the hour, as the notice).
  await pushInquiry(tx, { eventKey });
  const result = await deliver(
    tx,
    people,
    eventKey,
    content,
    'inquiryBurst',
    { cap, windowStartedAt: count.windowStartedAt },
    now,
  );
  if (result.notified === 0) {
    await tx.query(
      `UPDATE host_notifications SET message = $2, message_params = $3::jsonb
        WHERE event_key = $1 AND host_id = ANY ($4::uuid[])`,
      [eventKey, content.message, JSON.stringify(content.messageParams), people.map((person) => person.id)],
    );
  }
  return result;
}
