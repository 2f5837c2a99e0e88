/**
 * The mail outbox (table mail_outbox, migration 0027). `enqueueMail` writes a row in the caller's
 * transaction, the same one as the event that causes the mail, once per event and recipient.
 * `deliverDueMails` (database and network) is the sender: it claims the due rows with a lease
 * (FOR UPDATE SKIP LOCKED: two senders at once never take the same row), commits, sends each row
 * outside any transaction, then marks it sent, or pending again with back-off, or failed after the
 * last attempt (its error kept, the team sees it). A sender killed mid-send leaves its rows
 * `sending`; once the lease has run out the next sender takes them again, with the same Message-ID.
 */
import type { Database, Queryable } from './database.ts';
import type { MailTemplate, MailTemplateParams } from './mail-templates.ts';
import { renderMail } from './mail-texts.ts';
// Types only: a function that writes mails (enqueueMail) does not load nodemailer.
import type { MailTransport } from './mail-transport.ts';

export interface EnqueueMail<T extends MailTemplate = MailTemplate> {
  /** As host_notifications.event_key ("extra-paid:<order id>"): with the address, once. */
  eventKey: string;
  hostId: string | null;
  toAddress: string;
  /** en, fr, es or ar (anything else is written in English). */
  language: string;
  template: T;
  params: MailTemplateParams[T];
}

/** An address the outbox takes (its CHECK in migration 0027): anything else is never written. */
export function isMailAddress(address: string): boolean {
  return address.length <= 254 && /^[^@\s]+@[^@\s]+$/.test(address);
}

/**
 * Adds the mail unless this event already has one for this address; true when a row was added.
 * An address the outbox cannot take adds nothing (false): it never fails the caller's event.
 */
export async function enqueueMail<T extends MailTemplate>(
  tx: Queryable,
  mail: EnqueueMail<T>,
): Promise<boolean> {
  if (!isMailAddress(mail.toAddress)) return false;
  const language = ['en', 'fr', 'es', 'ar'].includes(mail.language) ? mail.language : 'en';
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO mail_outbox (event_key, host_id, to_address, language, template, params)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (event_key, to_address) DO NOTHING
     RETURNING id`,
    [mail.eventKey, mail.hostId, mail.toAddress, language, mail.template, JSON.stringify(mail.params)],
  );
  return rows.length > 0;
}

/** The failure of an attempt as the outbox keeps it: the server's code and answer, at most 2000 characters. */
export function describeSendError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 2000);
  const details = error as Error & { responseCode?: number; response?: string; code?: string };
  const parts = [details.code, details.responseCode, details.response ?? error.message].filter(
    (part) => part !== undefined && part !== '',
  );
  return parts.join(' ').slice(0, 2000);
}

export interface DeliveryOptions {
  now?: Date;
  /** How long a claim lasts before another sender may take the row again (default 300 s). */
  leaseSeconds?: number;
  /** After this many attempts a failing mail is `failed` (default 6). */
  maxAttempts?: number;
  /** Rows claimed in one round (default 20). */
  limit?: number;
  /** The app's origin, for the links in the mails. */
  siteUrl: string;
  /** The sender address ("Rihla <no-reply@rihla.example>"). */
  from: string;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

export const defaultLeaseSeconds = 300;
export const defaultMaxAttempts = 6;

/** Seconds to wait after the `attempts`-th failed attempt: 1 min, 5 min, 30 min, 2 h, then 6 h. */
export function retryDelaySeconds(attempts: number): number {
  const delays = [60, 300, 1800, 7200, 21_600];
  return delays[Math.min(Math.max(attempts, 1), delays.length) - 1] ?? 21_600;
}

/** `<outbox-id@domain>`, the domain the sender address's own (rihla.local without one). */
export function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1]?.toLowerCase() ?? 'rihla.local';
}

interface ClaimedRow {
  id: string;
  to_address: string;
  language: string;
  template: string;
  params: Record<string, unknown>;
  attempts: number;
  message_id: string;
}

/** Due: pending whose back-off is over, or sending whose lease ran out (both: next_attempt_at <= now). */
const claimSql = `
  WITH due AS (
    SELECT id FROM mail_outbox
     WHERE status IN ('pending', 'sending') AND next_attempt_at <= $1
     ORDER BY next_attempt_at
     LIMIT $3
     FOR UPDATE SKIP LOCKED
  )
  UPDATE mail_outbox AS m
     SET status = 'sending',
         attempts = m.attempts + 1,
         next_attempt_at = $1::timestamptz + make_interval(secs => $2),
         message_id = COALESCE(m.message_id, '<' || m.id::text || '@' || $4 || '>')
    FROM due
   WHERE m.id = due.id
  RETURNING m.id, m.to_address, m.language, m.template, m.params, m.attempts, m.message_id`;

/** Claims the due rows (one statement, its own transaction): they are this sender's until the lease ends. */
export async function claimDueMails(
  db: Database,
  options: { now: Date; leaseSeconds: number; limit: number; domain: string },
): Promise<ClaimedRow[]> {
  const { rows } = await db.query<ClaimedRow>(claimSql, [
    options.now.toISOString(),
    options.leaseSeconds,
    options.limit,
    options.domain,
  ]);
  return rows;
}

async function markSent(db: Database, id: string, at: Date): Promise<void> {
  // Whoever sent it: a sender whose lease ran out may still finish first.
  await db.query(
    `UPDATE mail_outbox SET status = 'sent', sent_at = $2, last_error = NULL
      WHERE id = $1 AND status <> 'sent'`,
    [id, at.toISOString()],
  );
}

/** Pending again after the back-off, or failed for good; only while the claim is still this sender's. */
async function markFailedAttempt(
  db: Database,
  row: ClaimedRow,
  error: string,
  options: { now: Date; maxAttempts: number; permanent: boolean },
): Promise<'retrying' | 'failed'> {
  const last = options.permanent || row.attempts >= options.maxAttempts;
  const retryAt = new Date(options.now.getTime() + retryDelaySeconds(row.attempts) * 1000);
  await db.query(
    `UPDATE mail_outbox SET status = $3, next_attempt_at = $4, last_error = $5
      WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [row.id, row.attempts, last ? 'failed' : 'pending', retryAt.toISOString(), error.slice(0, 2000)],
  );
  return last ? 'failed' : 'retrying';
}

/** A claimed row not tried: pending again at once, its attempt not counted. */
async function handBack(db: Database, row: ClaimedRow, now: Date): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET status = 'pending', attempts = attempts - 1, next_attempt_at = $3
      WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [row.id, row.attempts, now.toISOString()],
  );
}

/** One round of the sender: claims, sends one by one, records each outcome. Throws only when the database does. */
export async function deliverDueMails(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  const claimed = await claimDueMails(db, {
    now,
    leaseSeconds: options.leaseSeconds ?? defaultLeaseSeconds,
    limit: options.limit ?? 20,
    domain: messageIdDomain(options.from),
  });
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };
  // The claim is ours until the lease ends: a row not begun well before then is handed back untouched.
  const leaseMs = (options.leaseSeconds ?? defaultLeaseSeconds) * 1000;
  const handBackAfter = Date.now() + leaseMs - Math.min(60_000, leaseMs / 2);
  for (const row of claimed) {
    if (Date.now() > handBackAfter) {
      await handBack(db, row, now);
      report.claimed--;
      continue;
    }
    if (row.attempts > maxAttempts) {
      // Claimed again and again by senders that stopped mid-send (killed, crashed): given up.
      const failure = `gave up after ${maxAttempts} attempts: the sender stopped during the last one`;
      report[await markFailedAttempt(db, row, failure, { now, maxAttempts, permanent: true })]++;
      continue;
    }
    let mail: ReturnType<typeof renderMail>;
    try {
      mail = renderMail(row.template, row.language, row.params ?? {}, { siteUrl: options.siteUrl });
    } catch (error) {
      // A mail that cannot be written never will be: failed at once, with the reason.
      const failure = `render: ${describeSendError(error)}`;
      report[await markFailedAttempt(db, row, failure, { now, maxAttempts, permanent: true })]++;
      continue;
    }
    try {
      await transport.send({ messageId: row.message_id, to: row.to_address, from: options.from, ...mail });
    } catch (error) {
      const failure = describeSendError(error);
      report[await markFailedAttempt(db, row, failure, { now, maxAttempts, permanent: false })]++;
      continue;
    }
    await markSent(db, row.id, options.now ?? new Date());
    report.sent++;
  }
  return report;
}
