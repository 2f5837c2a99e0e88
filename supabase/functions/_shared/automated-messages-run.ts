/**
 * The scheduler's round of automated messages (issue 45, docs/automated-messages.md#the-round):
 * one statement finds the bookings in the window (stays from 31 days ahead to 4 days past, and the
 * bookings of the last 2 days), the schedule (automated-message-schedule.ts) says which of their
 * events are due, and each due event not logged yet is sent in a transaction of its own that first
 * claims it (INSERT into automated_message_log ON CONFLICT DO NOTHING: the once per booking and
 * event), then writes the message in the booking's conversation (from "Rihla", the team), the mail
 * through the outbox when the booking has an address, and the pushes to the guest's devices. A
 * second scheduler at the same moment waits on the claim and finds it taken; a restart finds the
 * log. Side effects: the database (the log, booking_messages, booking_guest_links, mail_outbox,
 * push_outbox).
 */

import { renderAutomatedMessage, type StoredTemplate } from './automated-message-render.ts';
import {
  type ScheduleRow,
  scheduleColumns,
  scheduleInputOf,
  scheduleJoins,
} from './automated-message-rows.ts';
import { codeReleasedAt, scheduleOf } from './automated-message-schedule.ts';
import { insertMessage, lockConversation } from './booking-messages.ts';
import type { AutomatedMessageEvent } from './contracts/host-automated-messages.contract.ts';
import type { Database, Queryable } from './database.ts';
import { bookingLinkToken, guestLinkUrl } from './guest-link.ts';
import type { ServerConfig } from './handler-types.ts';
import { enqueueMail } from './mail-outbox.ts';
import { enqueuePush } from './push-outbox.ts';

/** The name the thread shows on the stay's own messages. */
export const automatedAuthorName = 'Rihla';
/** How much of the message a push notification carries. */
const pushPreviewLength = 120;

const windowSql = `SELECT ${scheduleColumns} ${scheduleJoins}
 WHERE b.status = 'confirmed' AND b.guest_last_name IS NOT NULL
   AND ((b.check_out_date >= $1::date - 4 AND b.check_in_date <= $1::date + 31) OR b.created_at >= $2::timestamptz)`;

/** The events of the row due at `now` and not logged yet. */
function dueOf(row: ScheduleRow, now: Date): AutomatedMessageEvent[] {
  const { booking, property } = scheduleInputOf(row);
  return scheduleOf(booking, property, now)
    .filter((item) => item.state === 'due' && !row.logged.includes(item.event))
    .map((item) => item.event);
}

/**
 * The booking's schedule and what its messages say, read FOR SHARE. The language the guest is
 * written to in: the one they last wrote in, else the page language of their newest subscribed
 * device, else their online check-in's, else English.
 */
const sendSql = `SELECT ${scheduleColumns}, b.guest_first_name AS first_name, b.guest_last_name AS last_name,
       b.guest_email AS email, p.name AS property, s.review_url,
       coalesce(
         (SELECT m.language FROM booking_messages m WHERE m.booking_id = b.id AND m.sender = 'guest'
             AND m.language IS NOT NULL ORDER BY m.seq DESC LIMIT 1),
         (SELECT d.language FROM push_subscriptions d WHERE d.booking_id = b.id ORDER BY d.created_at DESC LIMIT 1),
         (SELECT g.language FROM guest_declarations g WHERE g.booking_id = b.id ORDER BY g.submitted_at DESC LIMIT 1),
         'en') AS language
  ${scheduleJoins} WHERE b.id = $1::uuid AND b.guest_last_name IS NOT NULL FOR SHARE OF b`;

interface SendRow extends ScheduleRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  property: string;
  review_url: string | null;
  language: string;
}

/** The stored rows of one event's template, as the renderer takes them. */
export async function storedTemplates(
  tx: Queryable,
  event: AutomatedMessageEvent,
): Promise<StoredTemplate[]> {
  const { rows } = await tx.query<StoredTemplate>(
    'SELECT language, subject, text FROM message_templates WHERE event = $1',
    [event],
    { name: 'automated_messages_templates' },
  );
  return rows;
}

export type SendOutcome = { sent: false } | { sent: true; channels: string[] };

/**
 * Sends one event of one booking, once: in one transaction, the booking read again (FOR SHARE: a
 * cancellation waits for it, and it sees one that came first) and the event judged due again, the
 * claim, then the message, the mail and the pushes. `{ sent: false }`: not due (any more), or sent
 * already (by this or another scheduler).
 */
export async function sendAutomatedMessage(
  db: Database,
  config: ServerConfig,
  bookingId: string,
  event: AutomatedMessageEvent,
  now: Date,
  options: { templates?: Map<AutomatedMessageEvent, StoredTemplate[]> } = {},
): Promise<SendOutcome> {
  return db.transaction(async (tx): Promise<SendOutcome> => {
    const { rows } = await tx.query<SendRow>(sendSql, [bookingId], { name: 'automated_messages_booking' });
    const row = rows[0];
    if (!row || !dueOf(row, now).includes(event)) return { sent: false };
    const claimed = await tx.query(
      `INSERT INTO automated_message_log (booking_id, event, sent_at, language)
       VALUES ($1::uuid, $2, $3::timestamptz, 'en') ON CONFLICT (booking_id, event) DO NOTHING RETURNING event`,
      [bookingId, event, now.toISOString()],
      { name: 'automated_messages_claim' },
    );
    if (claimed.rows.length === 0) return { sent: false };
    const templates = options.templates?.get(event) ?? (await storedTemplates(tx, event));
    return { sent: true, channels: await write(tx, config, row, event, templates, now) };
  });
}

/** The message, the mail and the pushes of a claimed event; the channels it went by. */
async function write(
  tx: Queryable,
  config: ServerConfig,
  row: SendRow,
  event: AutomatedMessageEvent,
  templates: StoredTemplate[],
  now: Date,
): Promise<string[]> {
  const stay = row;
  const url = guestLinkUrl(config, await bookingLinkToken(tx, config, row.id, { renew: false, now }));
  const { booking, property } = scheduleInputOf(row);
  const release = booking.hasDoorCode ? codeReleasedAt(booking, property) : null;
  const rendered = renderAutomatedMessage(event, stay.language, templates, {
    firstName: stay.first_name?.trim() || stay.last_name || '',
    property: stay.property,
    checkInDate: row.check_in_date,
    checkOutDate: row.check_out_date,
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    link: url,
    codeReleaseAt: release === null ? null : new Date(release),
    timeZone: row.time_zone,
    reviewLink: stay.review_url,
  });
  await lockConversation(tx, row.id);
  const message = await insertMessage(tx, {
    bookingId: row.id,
    clientId: crypto.randomUUID(),
    sender: 'host',
    authorId: null,
    authorRole: 'team',
    authorName: automatedAuthorName,
    text: rendered.text.slice(0, 2000),
    language: null,
    now,
    automatedEvent: event,
  });
  const channels = ['message'];
  const eventKey = `automated:${row.id}:${event}`;
  const email = stay.email?.trim() ?? '';
  const mailed =
    email !== '' &&
    (await enqueueMail(tx, {
      eventKey,
      hostId: null,
      toAddress: email,
      language: rendered.language,
      template: 'automatedMessage',
      params: {
        bookingId: row.id,
        propertyName: stay.property,
        event,
        subject: rendered.subject,
        text: rendered.text,
        url,
      },
    }));
  if (mailed) channels.push('email');
  const pushed = await enqueuePush(tx, {
    eventKey,
    audience: { guestsOf: row.id },
    kind: 'hostReply',
    params: {
      bookingId: row.id,
      propertyName: stay.property,
      preview: rendered.text.slice(0, pushPreviewLength),
    },
    url: '/guest-portal',
  });
  if (pushed > 0) channels.push('push');
  await tx.query(
    `UPDATE automated_message_log SET language = $3, fell_back_to_english = $4, channels = $5::text[], message_id = $6::uuid
      WHERE booking_id = $1::uuid AND event = $2`,
    [row.id, event, rendered.language, rendered.fellBackToEnglish, channels, message.id],
  );
  return channels;
}

export interface AutomatedRunReport {
  /** Bookings in the window. */
  bookings: number;
  /** Events found due and not logged. */
  due: number;
  /** Sent by this round (the others: another scheduler's, or no longer due). */
  sent: number;
  mailed: number;
  pushed: number;
}

/**
 * One round at `now`: every due event of the window sent once. Needs GUEST_TOKEN_SECRET (the link);
 * the caller checks it. `limit`: at most this many events sent in the round (the rest next round).
 */
export async function runAutomatedMessages(
  db: Database,
  config: ServerConfig,
  options: { now: Date; limit?: number },
): Promise<AutomatedRunReport> {
  const { now } = options;
  const today = now.toISOString().slice(0, 10);
  const { rows } = await db.query<ScheduleRow>(
    windowSql,
    [today, new Date(now.getTime() - 2 * 24 * 3_600_000).toISOString()],
    { name: 'automated_messages_window' },
  );
  const pairs = rows.flatMap((row) => dueOf(row, now).map((event) => ({ bookingId: row.id, event })));
  const report: AutomatedRunReport = {
    bookings: rows.length,
    due: pairs.length,
    sent: 0,
    mailed: 0,
    pushed: 0,
  };
  // The templates once for the round (an edit made during it counts from the next round).
  const templates = new Map<AutomatedMessageEvent, StoredTemplate[]>();
  for (const { event } of pairs) {
    if (!templates.has(event)) templates.set(event, await storedTemplates(db, event));
  }
  for (const pair of pairs.slice(0, options.limit ?? pairs.length)) {
    const outcome = await sendAutomatedMessage(db, config, pair.bookingId, pair.event, now, { templates });
    if (!outcome.sent) continue;
    report.sent++;
    if (outcome.channels.includes('email')) report.mailed++;
    if (outcome.channels.includes('push')) report.pushed++;
  }
  return report;
}
