/**
 * Events that people must act on, written in the event's own transaction: extras paid or refunded
 * (stripe-webhook) and a work-with-us inquiry (submit-host-inquiry) give each recipient one host
 * notification and, when their preferences allow, one mail in the outbox; a paid extra and an
 * inquiry are pushed to the recipients' devices too (push-notices.ts). Side effects: inserts into
 * host_notifications, mail_outbox and push_outbox. Both are keyed by the event (`event_key`), so an event
 * delivered twice, or two events for one order at once, add nothing the second time.
 *
 * Runs as the database owner (the webhook and the public inquiry form have no user): it reads the
 * hosts' addresses from Supabase's auth.users, or the local server's auth_users.
 */
import type { Queryable } from './database.ts';
import {
  inquiryMailParams,
  inquiryNotice,
  isMailAddress,
  mailAllowed,
  type NoticeContent,
  type NoticeInquiry,
  type NoticeOrder,
  paidMailParams,
  paidNotice,
  refundMailParams,
  refundNotice,
} from './extra-notice-texts.ts';
import { enqueueMail } from './mail-outbox.ts';
import {
  type MailExtraLine,
  type MailTemplate,
  type MailTemplateParams,
  mailPreferenceOf,
} from './mail-templates.ts';
import { pushInquiry, pushPaidExtra } from './push-notices.ts';

export { shiftCleaningForExtras } from './extras-cleaning.ts';

/** What a notice did: notifications and mails written now (0 when the event was noticed before). */
export interface NoticeResult {
  notified: number;
  mailed: number;
}

export interface Recipient {
  id: string;
  language: string;
  notification_preferences: unknown;
  email: string | null;
}

/** Where the auth users are: Supabase's auth.users, or the local server's stand-in. */
async function usersTable(tx: Queryable): Promise<'auth.users' | 'public.auth_users' | null> {
  const { rows } = await tx.query<{ supabase: boolean; local: boolean }>(
    `SELECT to_regclass('auth.users') IS NOT NULL AS supabase, to_regclass('public.auth_users') IS NOT NULL AS local`,
  );
  if (rows[0]?.supabase) return 'auth.users';
  return rows[0]?.local ? 'public.auth_users' : null;
}

/** The team, and the owner when given: each host once, with their address and language. */
export async function recipients(tx: Queryable, ownerId: string | null): Promise<Recipient[]> {
  const users = await usersTable(tx);
  // `users` is one of two fixed names, never input.
  const email = users ? `(SELECT u.email::text FROM ${users} u WHERE u.id = h.id)` : 'NULL::text';
  const { rows } = await tx.query<Recipient>(
    `SELECT h.id, h.language, h.notification_preferences, ${email} AS email
       FROM hosts h
      WHERE h.role = 'team' OR h.id = $1::uuid
      ORDER BY h.id`,
    [ownerId],
  );
  return rows;
}

/** Writes the notice and the mails for every recipient; each only once per event. */
export async function deliver<T extends MailTemplate>(
  tx: Queryable,
  people: Recipient[],
  eventKey: string,
  content: NoticeContent,
  template: T,
  params: MailTemplateParams[T],
  now: Date,
): Promise<NoticeResult> {
  const result: NoticeResult = { notified: 0, mailed: 0 };
  for (const person of people) {
    const { rows } = await tx.query(
      `INSERT INTO host_notifications
         (host_id, kind, message, message_key, message_params, link, event_key, created_at)
       VALUES ($1::uuid, $2, $3, $4, $5::jsonb, $6, $7, $8::timestamptz)
       ON CONFLICT (host_id, event_key) WHERE event_key IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        person.id,
        content.kind,
        content.message,
        content.messageKey,
        JSON.stringify(content.messageParams),
        content.link,
        eventKey,
        now.toISOString(),
      ],
    );
    result.notified += rows.length;
    if (
      !isMailAddress(person.email) ||
      !mailAllowed(person.notification_preferences, mailPreferenceOf[template])
    )
      continue;
    const queued = await enqueueMail(tx, {
      eventKey,
      hostId: person.id,
      toAddress: person.email,
      language: person.language,
      template,
      params,
    });
    if (queued) result.mailed += 1;
  }
  return result;
}

interface OrderRow {
  order_id: string;
  booking_id: string;
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_phone: string | null;
  property_name: string;
  owner_id: string | null;
  check_in: string;
  check_out: string;
  currency: string;
}

async function loadOrder(
  tx: Queryable,
  orderId: string,
): Promise<{ order: NoticeOrder; ownerId: string | null } | null> {
  const { rows } = await tx.query<OrderRow>(
    `SELECT o.id AS order_id, b.id AS booking_id, b.guest_first_name, b.guest_last_name, b.guest_phone,
            p.name AS property_name, p.owner_id,
            to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in, to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out,
            o.currency
       FROM extra_orders o JOIN bookings b ON b.id = o.booking_id_fk JOIN properties p ON p.id = b.property_id
      WHERE o.id = $1::uuid`,
    [orderId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ownerId: row.owner_id,
    order: {
      orderId: row.order_id,
      bookingId: row.booking_id,
      guestFirstName: row.guest_first_name,
      guestLastName: row.guest_last_name,
      guestPhone: row.guest_phone,
      propertyName: row.property_name,
      checkIn: row.check_in,
      checkOut: row.check_out,
      currency: row.currency.toUpperCase(),
    },
  };
}

async function orderLines(
  tx: Queryable,
  orderId: string,
  status: 'paid' | 'refunded',
): Promise<MailExtraLine[]> {
  const { rows } = await tx.query<{
    extra_id: string;
    name: string;
    quantity: number;
    amount: number | string;
    currency: string;
    details: Record<string, unknown> | null;
  }>(
    `SELECT extra_id, name, quantity, unit_amount * quantity AS amount, currency, details
       FROM booking_extras WHERE order_id = $1::uuid AND payment_status = $2
      ORDER BY created_at, extra_id`,
    [orderId, status],
  );
  return rows.map((row) => ({
    extraId: row.extra_id,
    name: row.name,
    quantity: Number(row.quantity),
    amount: Number(row.amount),
    currency: row.currency.toUpperCase(),
    details: Object.fromEntries(
      Object.entries(row.details ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  }));
}

/**
 * The order's extras are paid: its property's owner and the team are told (kind 'extra'), with the
 * paid lines and their details. Lines given back at once (paid twice) are not named. Nothing when
 * no line is paid or the order is unknown.
 */
export async function noticePaidOrder(tx: Queryable, orderId: string, now: Date): Promise<NoticeResult> {
  const found = await loadOrder(tx, orderId);
  const lines = found ? await orderLines(tx, orderId, 'paid') : [];
  if (!found || lines.length === 0) return { notified: 0, mailed: 0 };
  const people = await recipients(tx, found.ownerId);
  const guestName = [found.order.guestFirstName, found.order.guestLastName].filter(Boolean).join(' ');
  await pushPaidExtra(tx, {
    orderId,
    bookingId: found.order.bookingId,
    guestName,
    propertyName: found.order.propertyName,
  });
  return deliver(
    tx,
    people,
    `extra-paid:${orderId}`,
    paidNotice(found.order, lines),
    'extraPaid',
    paidMailParams(found.order, lines),
    now,
  );
}

/**
 * A refund of the order's payment (`refundedAmount`: all that was refunded on it so far, minor
 * units): the owner and the team are told (kind 'payment'), with the lines now refunded. One
 * notice per amount: a later, larger partial refund is a new event.
 */
export async function noticeRefund(
  tx: Queryable,
  orderId: string,
  refundedAmount: number,
  now: Date,
): Promise<NoticeResult> {
  const found = await loadOrder(tx, orderId);
  if (!found) return { notified: 0, mailed: 0 };
  const lines = await orderLines(tx, orderId, 'refunded');
  const people = await recipients(tx, found.ownerId);
  return deliver(
    tx,
    people,
    `extra-refunded:${orderId}:${refundedAmount}`,
    refundNotice(found.order, lines, refundedAmount),
    'extraRefunded',
    refundMailParams(found.order, lines, refundedAmount),
    now,
  );
}

/** A work-with-us inquiry came in: the team is told (kind 'message'). */
export async function noticeInquiry(tx: Queryable, inquiryId: string, now: Date): Promise<NoticeResult> {
  const { rows } = await tx.query<NoticeInquiry>(
    `SELECT id, full_name AS "fullName", email, phone, property_location AS "propertyLocation", message, language
       FROM inquiries WHERE id = $1::uuid`,
    [inquiryId],
  );
  const inquiry = rows[0];
  if (!inquiry) return { notified: 0, mailed: 0 };
  const people = await recipients(tx, null);
  await pushInquiry(tx, { eventKey: `inquiry:${inquiry.id}`, inquiryId: inquiry.id, name: inquiry.fullName });
  return deliver(
    tx,
    people,
    `inquiry:${inquiry.id}`,
    inquiryNotice(inquiry),
    'inquiryReceived',
    inquiryMailParams(inquiry),
    now,
  );
}
