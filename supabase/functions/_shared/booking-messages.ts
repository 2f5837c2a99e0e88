/**
 * A booking's messages in the database (table booking_messages, migration 0040), for both sides of
 * the conversation: the thread as the contracts' messageItem, a send's one-at-a-time lock per
 * booking, the first message of a client id, and the insert. The same SQL runs as a host (Row Level
 * Security decides) and as the database owner for a guest (guest-messages checked the token).
 * Side effects: the database.
 */
import type { z } from 'zod';
import type { messageItem } from './contracts/message-shapes.ts';
import type { Queryable } from './database.ts';
import { threadLimit } from './message-rules.ts';

export type MessageItem = z.infer<typeof messageItem>;

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The select list of a message item from the row `m`. */
export const messageColumns = `m.id, m.client_id AS "clientId", m.sender, m.author_role AS "authorRole",
       m.author_name AS "authorName", m.text, ${utc('m.sent_at')} AS "sentAt",
       ${utc('m.delivered_at')} AS "deliveredAt", ${utc('m.read_at')} AS "readAt"`;

// The last 500, oldest first; `seq` is the order the sends were accepted in (equal times stay in it).
const threadSql = `SELECT ${messageColumns}
    FROM (SELECT * FROM booking_messages WHERE booking_id = $1::uuid ORDER BY seq DESC LIMIT ${threadLimit}) m
   ORDER BY m.seq`;

/** The booking's thread, oldest first: at most the last 500 messages the caller may read. */
export async function readThread(tx: Queryable, bookingId: string): Promise<MessageItem[]> {
  const { rows } = await tx.query<MessageItem>(threadSql, [bookingId], { name: 'booking_messages_thread' });
  return rows;
}

/**
 * Marks the other side's messages of the booking delivered (and read, when `read`) at `now`: those
 * not marked yet. `sender` is the side whose messages are marked.
 */
export async function markReceived(
  tx: Queryable,
  bookingId: string,
  sender: 'guest' | 'host',
  read: boolean,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE booking_messages
        SET delivered_at = coalesce(delivered_at, $3::timestamptz),
            read_at = CASE WHEN $4::boolean THEN coalesce(read_at, $3::timestamptz) ELSE read_at END
      WHERE booking_id = $1::uuid AND sender = $2
        AND (delivered_at IS NULL OR ($4::boolean AND read_at IS NULL))`,
    [bookingId, sender, now.toISOString(), read],
    { name: 'booking_messages_mark_received' },
  );
}

/**
 * Takes the booking's send lock until the transaction ends: sends of one booking, from either side,
 * are accepted one at a time, so a resend finds its first message and `seq` is the thread's order.
 */
export async function lockConversation(tx: Queryable, bookingId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('booking_messages:' || $1::text, 0))`, [
    bookingId,
  ]);
}

/** The message a device already sent with this client id on the booking, if any. */
export async function messageOfClient(
  tx: Queryable,
  bookingId: string,
  clientId: string,
): Promise<MessageItem | null> {
  const { rows } = await tx.query<MessageItem>(
    `SELECT ${messageColumns} FROM booking_messages m WHERE m.booking_id = $1::uuid AND m.client_id = $2::uuid`,
    [bookingId, clientId],
    { name: 'booking_messages_of_client' },
  );
  return rows[0] ?? null;
}

export interface NewMessage {
  bookingId: string;
  clientId: string;
  sender: 'guest' | 'host';
  /** The host user writing (null for the guest). */
  authorId: string | null;
  authorRole: 'guest' | 'owner' | 'team';
  authorName: string;
  text: string;
  /** The guest's language (a host's message: null). */
  language: string | null;
  now: Date;
  /** An automated message's event (issue 45): the stay's own message, from "Rihla". */
  automatedEvent?: string | null;
}

/**
 * Stores the message (under the booking's lock): its time is `now`, or the booking's last message's
 * when the clock reads earlier, so the thread's times never go back.
 */
export async function insertMessage(tx: Queryable, message: NewMessage): Promise<MessageItem> {
  const { rows } = await tx.query<MessageItem>(
    `WITH added AS (
       INSERT INTO booking_messages AS m
              (booking_id, client_id, sender, author_id, author_role, author_name, text, language, sent_at,
               automated_event)
       VALUES ($1::uuid, $2::uuid, $3, $4::uuid, $5, $6, $7, $8, greatest($9::timestamptz,
               (SELECT max(sent_at) FROM booking_messages WHERE booking_id = $1::uuid)), $10)
       RETURNING *)
     SELECT ${messageColumns} FROM added m`,
    [
      message.bookingId,
      message.clientId,
      message.sender,
      message.authorId,
      message.authorRole,
      message.authorName.slice(0, 120),
      message.text,
      message.language,
      message.now.toISOString(),
      message.automatedEvent ?? null,
    ],
    { name: 'booking_messages_insert' },
  );
  return rows[0]!;
}

/**
 * Switches the rest of a host's transaction to the server's own role (the one the connection had
 * before `asUser`): what a send causes beyond the message (its rate-limit count, the notices and
 * mails of the outbox) is the server's to write, in the message's transaction. The user's claims
 * stay; Row Level Security no longer applies. Used after the message itself went through RLS.
 */
export async function actAsServer(tx: Queryable): Promise<void> {
  await tx.query(`SELECT set_config('role', 'none', true)`);
}
