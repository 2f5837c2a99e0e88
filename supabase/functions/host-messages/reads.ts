/**
 * host-messages' reads, each one statement run as the caller (Row Level Security decides which
 * bookings and messages exist): the conversation list with the unread total, the badge's total,
 * and a thread's booking summary. Pure SQL text (no I/O here).
 *
 * Unread: a booking's guest messages after this host user's read marker (booking_message_reads,
 * set when they open the thread), over every conversation they see.
 */

import { guestBookingColumns } from '../_shared/host-data.ts';
import { conversationsLimit, threadLimit } from '../_shared/message-rules.ts';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The search (`$n`, or null): folded as the Guests screen folds it (case, accents, spaces), LIKE
 * wildcards escaped, matched anywhere in the guest's name, the property's name or a message's text.
 */
const searchPattern = (n: number) =>
  `(SELECT like_escape('%' || regexp_replace(rihla_fold_name($${n}::text), '([!%_])', '!\\1', 'g') || '%', '!'))`;

// The guest's messages this host has not read, per booking.
const unreadCte = `unread AS MATERIALIZED (
    SELECT m.booking_id, count(*)::int AS unread
      FROM booking_messages m
      LEFT JOIN booking_message_reads r ON r.host_id = (SELECT auth.uid()) AND r.booking_id = m.booking_id
     WHERE m.sender = 'guest' AND m.seq > coalesce(r.read_seq, 0)
     GROUP BY m.booking_id)`;

const isHost = 'EXISTS (SELECT 1 FROM hosts WHERE id = (SELECT auth.uid()))';

/** $1 the search text or null. One row: isHost, and the answer as JSON text. */
export const conversationsSql = `
  WITH last AS MATERIALIZED (
    SELECT DISTINCT ON (m.booking_id) m.booking_id, m.seq, m.text, m.sender, m.author_name, m.sent_at
      FROM booking_messages m
     ORDER BY m.booking_id, m.seq DESC),
  ${unreadCte},
  listed AS (
    SELECT b.id AS "bookingId", concat_ws(' ', b.guest_first_name, b.guest_last_name) AS "guestName",
           p.name AS property, to_char(b.check_in_date, 'YYYY-MM-DD') AS "checkIn",
           to_char(b.check_out_date, 'YYYY-MM-DD') AS "checkOut",
           json_build_object('text', l.text, 'sender', l.sender, 'authorName', l.author_name,
                             'sentAt', ${utc('l.sent_at')}) AS "lastMessage",
           coalesce(u.unread, 0) AS unread, l.sent_at, l.seq
      FROM last l JOIN bookings b ON b.id = l.booking_id JOIN properties p ON p.id = b.property_id
      LEFT JOIN unread u ON u.booking_id = l.booking_id
     WHERE $1::text IS NULL
        OR b.guest_name_folded LIKE ${searchPattern(1)}
        OR p.name_folded LIKE ${searchPattern(1)}
        OR EXISTS (SELECT 1 FROM booking_messages s
                    WHERE s.booking_id = l.booking_id AND rihla_fold_name(s.text) LIKE ${searchPattern(1)})
     ORDER BY (coalesce(u.unread, 0) > 0) DESC, l.sent_at DESC, l.seq DESC
     LIMIT ${conversationsLimit})
  SELECT ${isHost} AS "isHost",
         json_build_object(
           'conversations', (SELECT coalesce(json_agg(json_build_object(
               'bookingId', c."bookingId", 'guestName', c."guestName", 'property', c.property,
               'checkIn', c."checkIn", 'checkOut', c."checkOut", 'lastMessage', c."lastMessage",
               'unread', c.unread) ORDER BY (c.unread > 0) DESC, c.sent_at DESC, c.seq DESC), '[]'::json)
             FROM listed c),
           'unreadTotal', (SELECT coalesce(sum(unread), 0)::int FROM unread))::text AS answer`;

/** One row: isHost, unreadTotal. */
export const unreadSql = `
  WITH ${unreadCte}
  SELECT ${isHost} AS "isHost", (SELECT coalesce(sum(unread), 0)::int FROM unread) AS "unreadTotal"`;

/** The message `m` as JSON; a guest's message delivered and read at `now` when it was not yet. */
const messageJson = (now: string) => `json_build_object(
    'id', m.id, 'clientId', m.client_id, 'sender', m.sender, 'authorRole', m.author_role,
    'authorName', m.author_name, 'text', m.text, 'sentAt', ${utc('m.sent_at')},
    'deliveredAt', ${utc(`CASE WHEN m.sender = 'guest' THEN coalesce(m.delivered_at, ${now}) ELSE m.delivered_at END`)},
    'readAt', ${utc(`CASE WHEN m.sender = 'guest' THEN coalesce(m.read_at, ${now}) ELSE m.read_at END`)})`;

/**
 * Opens a thread, in one statement (one round trip, as the host screens' hot reads): $1 today, $2
 * the booking, $3 now. When the caller sees the booking: its guest's messages not yet marked are
 * delivered and read now, this host's read marker moves to the last message (forward only; a thread
 * opened again with nothing new writes nothing and locks no row), and the answer has the booking as
 * the host lists it and the last 500 messages, oldest first (as they are after the marking: the
 * statement's own reads see the rows from before it). One row: isHost, booking (JSON text or null),
 * messages (JSON text).
 */
export const threadSql = `
  WITH booking AS MATERIALIZED (
    SELECT row_to_json(r)::text AS booking FROM (
      SELECT ${guestBookingColumns('b', 'p.name')}
        FROM bookings b JOIN properties p ON p.id = b.property_id
       WHERE b.id = $2::uuid) r),
  marked AS (
    UPDATE booking_messages
       SET delivered_at = coalesce(delivered_at, $3::timestamptz), read_at = coalesce(read_at, $3::timestamptz)
     WHERE booking_id = $2::uuid AND sender = 'guest' AND (delivered_at IS NULL OR read_at IS NULL)
       AND EXISTS (SELECT 1 FROM booking)
    RETURNING id),
  latest AS (SELECT max(seq) AS seq FROM booking_messages WHERE booking_id = $2::uuid),
  moved AS (
    UPDATE booking_message_reads r SET read_seq = latest.seq, read_at = $3::timestamptz
      FROM latest
     WHERE r.host_id = (SELECT auth.uid()) AND r.booking_id = $2::uuid AND r.read_seq < latest.seq
    RETURNING r.host_id),
  added AS (
    INSERT INTO booking_message_reads (host_id, booking_id, read_seq, read_at)
    SELECT (SELECT auth.uid()), $2::uuid, latest.seq, $3::timestamptz FROM latest
     WHERE latest.seq IS NOT NULL AND EXISTS (SELECT 1 FROM booking) AND NOT EXISTS (SELECT 1 FROM moved)
    ON CONFLICT (host_id, booking_id) DO NOTHING)
  SELECT ${isHost} AS "isHost", (SELECT booking FROM booking) AS booking,
         (SELECT coalesce(json_agg(${messageJson('$3::timestamptz')} ORDER BY m.seq), '[]'::json)::text
            FROM (SELECT * FROM booking_messages WHERE booking_id = $2::uuid
                   ORDER BY seq DESC LIMIT ${threadLimit}) m) AS messages`;
