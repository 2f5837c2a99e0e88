/**
 * "Tell the other side" of a booking's conversation (issue 44), in the message's own transaction
 * (the outbox pattern of the extras' notices): a guest's message gives the property's owner and
 * the team an in-app notification (kind 'message') and, where their "email-messages" preference is
 * on, a mail; a host's message gives the guest a mail when the booking has an address, in the
 * guest's language. Each is keyed by the message (`message:<id>`): written once, whatever happens.
 * Both sides' devices are also pushed (`enqueuePush`, docs/push.md): the owner's and the team's for a
 * guest's message, the guest's for a host's, with the message's start as the notification's text.
 *
 * Runs as the database owner (a host's transaction switched to it: booking-messages.ts actAsServer).
 * Side effects: inserts into host_notifications, mail_outbox and push_outbox.
 */
import type { MessageItem } from './booking-messages.ts';
import type { Queryable } from './database.ts';
import { deliver, type NoticeResult, recipients } from './extra-notices.ts';
import { enqueueMail } from './mail-outbox.ts';
import { excerpt, guestAuthorName } from './message-rules.ts';
import { enqueuePush } from './push-outbox.ts';

/** How much of a message a push notification carries (encrypted to the device). */
const pushPreviewLength = 120;

interface ConversationBooking {
  bookingId: string;
  guestName: string;
  guestEmail: string | null;
  propertyName: string;
  ownerId: string | null;
  checkIn: string;
  checkOut: string;
  /** The language the guest last wrote in ('en' when they never wrote). */
  guestLanguage: string;
}

async function conversationBooking(tx: Queryable, bookingId: string): Promise<ConversationBooking | null> {
  const { rows } = await tx.query<
    Omit<ConversationBooking, 'guestName'> & { first: string | null; last: string | null }
  >(
    `SELECT b.id AS "bookingId", b.guest_first_name AS first, b.guest_last_name AS last,
            b.guest_email AS "guestEmail", p.name AS "propertyName", p.owner_id AS "ownerId",
            to_char(b.check_in_date, 'YYYY-MM-DD') AS "checkIn", to_char(b.check_out_date, 'YYYY-MM-DD') AS "checkOut",
            coalesce((SELECT m.language FROM booking_messages m
                       WHERE m.booking_id = b.id AND m.sender = 'guest' AND m.language IS NOT NULL
                       ORDER BY m.seq DESC LIMIT 1), 'en') AS "guestLanguage"
       FROM bookings b JOIN properties p ON p.id = b.property_id
      WHERE b.id = $1::uuid`,
    [bookingId],
    { name: 'message_notice_booking' },
  );
  const row = rows[0];
  if (!row) return null;
  const { first, last, ...booking } = row;
  const guestName = [first, last].filter((part) => part?.trim()).join(' ') || guestAuthorName(first, last);
  return { ...booking, guestName };
}

/** The host screen where a booking's thread opens. */
export const threadLink = (bookingId: string) => `/host/messages?booking=${bookingId}`;

/** A guest wrote: the owner and the team are told in the app, and by mail where they want it. */
async function tellHosts(tx: Queryable, message: MessageItem, booking: ConversationBooking, now: Date) {
  const quoted = excerpt(message.text);
  return deliver(
    tx,
    await recipients(tx, booking.ownerId),
    `message:${message.id}`,
    {
      kind: 'message',
      message: `New message from ${booking.guestName} (${booking.propertyName}): ${quoted}`.slice(0, 1000),
      messageKey: 'messageReceived',
      messageParams: {
        guest: booking.guestName,
        property: booking.propertyName,
        excerpt: quoted,
        bookingId: booking.bookingId,
      },
      link: threadLink(booking.bookingId),
    },
    'guestMessage',
    {
      bookingId: booking.bookingId,
      guestName: booking.guestName,
      propertyName: booking.propertyName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      text: message.text,
    },
    now,
  );
}

/** A host wrote: the guest gets a mail, in their language, when the booking has an address. */
async function tellGuest(tx: Queryable, message: MessageItem, booking: ConversationBooking) {
  if (!booking.guestEmail) return { notified: 0, mailed: 0 };
  const queued = await enqueueMail(tx, {
    eventKey: `message:${message.id}`,
    hostId: null,
    toAddress: booking.guestEmail,
    language: booking.guestLanguage,
    template: 'hostReply',
    params: {
      bookingId: booking.bookingId,
      propertyName: booking.propertyName,
      authorName: message.authorName,
      text: message.text,
    },
  });
  return { notified: 0, mailed: queued ? 1 : 0 };
}

/**
 * Tells the side that did not write the message, in the message's transaction (the caller's `tx`,
 * as the database owner): once per message and recipient. The one place a new channel (Web Push)
 * is added for both sides.
 */
export async function tellOtherSide(
  tx: Queryable,
  bookingId: string,
  message: MessageItem,
  now: Date,
): Promise<NoticeResult> {
  const booking = await conversationBooking(tx, bookingId);
  if (!booking) return { notified: 0, mailed: 0 };
  const preview = message.text.slice(0, pushPreviewLength);
  if (message.sender === 'guest') {
    await enqueuePush(tx, {
      eventKey: `message:${message.id}`,
      audience: { hostsOf: booking.bookingId },
      kind: 'guestMessage',
      params: {
        bookingId: booking.bookingId,
        guestName: booking.guestName,
        propertyName: booking.propertyName,
        preview,
      },
      url: threadLink(booking.bookingId),
    });
    return tellHosts(tx, message, booking, now);
  }
  await enqueuePush(tx, {
    eventKey: `message:${message.id}`,
    audience: { guestsOf: booking.bookingId },
    kind: 'hostReply',
    params: { bookingId: booking.bookingId, propertyName: booking.propertyName, preview },
    url: '/guest-portal',
  });
  return tellGuest(tx, message, booking);
}
