/**
 * guest-messages: the guest's side of the booking's conversation (issue 44, docs/messages.md): the
 * thread and a send, only with the booking's guest token (the procedure checks it: without it, or
 * with another booking's, 404 `not_found`; a token that is not valid, 401 `guest_token_invalid`).
 * The calls' contracts: _shared/contracts/guest-messages.contract.ts. Works as the database owner
 * (guests never reach the tables) on the one booking the token is for.
 *
 * A send, in one transaction under the booking's send lock: the same clientId again answers the
 * first message (200); a stay that ended more than 30 days ago is closed (409); the limits (30 an
 * hour, 200 a day per booking) are counted; the message is stored and the hosts are told
 * (message-notices.ts). A refusal rolls everything back: nothing counted, nothing written.
 */
import { lockConversation, markReceived, messageOfClient, readThread } from '../_shared/booking-messages.ts';
import { guestMessagesList, guestMessagesSend } from '../_shared/contracts/guest-messages.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import { errorResponse, messages } from '../_shared/http.ts';
import {
  checkMessageText,
  conversationClosed,
  guestAuthorName,
  messageLimits,
} from '../_shared/message-rules.ts';
import { storeMessage } from '../_shared/message-send.ts';
import { answerWithStatus, route, serveCalls } from '../_shared/procedure.ts';

interface StayRow {
  first: string | null;
  last: string | null;
  checkOut: string;
  today: string;
}

async function stayOf(tx: Queryable, bookingId: string, now: Date): Promise<StayRow | null> {
  const { rows } = await tx.query<StayRow>(
    `SELECT b.guest_first_name AS first, b.guest_last_name AS last,
            to_char(b.check_out_date, 'YYYY-MM-DD') AS "checkOut",
            to_char(($2::timestamptz AT TIME ZONE p.time_zone)::date, 'YYYY-MM-DD') AS today
       FROM bookings b JOIN properties p ON p.id = b.property_id
      WHERE b.id = $1::uuid AND b.status <> 'cancelled'`,
    [bookingId, now.toISOString()],
    { name: 'guest_messages_stay' },
  );
  return rows[0] ?? null;
}

// The people who answer: the owner first, then the team (by their first names, once each).
const hostNamesSql = `SELECT split_part(btrim(h.display_name), ' ', 1) AS name
    FROM bookings b JOIN properties p ON p.id = b.property_id
    JOIN hosts h ON h.id = p.owner_id OR h.role = 'team'
   WHERE b.id = $1::uuid
   ORDER BY h.id = p.owner_id DESC, h.display_name, h.id`;

export const handler = serveCalls('guest-messages', guestMessagesList.invalidMessage, [
  route(guestMessagesList, ({ body, bookingId, deps }) =>
    deps.db.transaction(async (tx) => {
      await markReceived(tx, bookingId, 'host', body.seen === true, deps.now());
      const { rows } = await tx.query<{ name: string }>(hostNamesSql, [bookingId], {
        name: 'guest_messages_host_names',
      });
      return {
        messages: await readThread(tx, bookingId),
        hostNames: [...new Set(rows.map((row) => row.name))],
      };
    }),
  ),
  route(guestMessagesSend, async ({ body, bookingId, deps, refuse }) => {
    const checked = checkMessageText(body.text);
    if (!checked.ok) {
      if (checked.refusal === 'controlCharacters')
        return errorResponse(400, messages.controlCharacters, 'invalid_text');
      return refuse(checked.refusal);
    }
    const now = deps.now();
    const sent = await deps.db.transaction(async (tx) => {
      await lockConversation(tx, bookingId);
      const first = await messageOfClient(tx, bookingId, body.clientId);
      if (first) return { message: first, repeated: true };
      const stay = await stayOf(tx, bookingId, now);
      if (!stay) return refuse('notFound');
      if (conversationClosed(stay.checkOut, stay.today)) return refuse('stayClosed');
      const message = await storeMessage(tx, {
        // RATE_LIMIT=off (benchmarks only) turns the limits off, as every other limit.
        limits: deps.config.rateLimitEnabled
          ? [messageLimits.guestHour, messageLimits.guestDay].map((limit) => ({ ...limit, value: bookingId }))
          : [],
        onLimited: (retryAfter) => refuse('rateLimited', { 'Retry-After': String(retryAfter) }),
        message: {
          bookingId,
          clientId: body.clientId,
          sender: 'guest',
          authorId: null,
          authorRole: 'guest',
          authorName: guestAuthorName(stay.first, stay.last),
          text: checked.text,
          language: body.language,
          now,
        },
      });
      return { message, repeated: false };
    });
    return sent.repeated ? answerWithStatus(200, { message: sent.message }) : { message: sent.message };
  }),
]);
