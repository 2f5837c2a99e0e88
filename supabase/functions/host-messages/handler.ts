/**
 * host-messages: the host's Messages screen (issue 44, docs/messages.md): the conversations, one
 * booking's thread, a reply, and the sidebar's unread count. The calls' contracts:
 * _shared/contracts/host-messages.contract.ts. Everything runs as the caller (Row Level Security:
 * an owner the bookings of their own properties, the team all), so another owner's booking is 404
 * as one that does not exist.
 *
 * Opening a thread marks the guest's messages delivered and read, and this host's read marker
 * moves to the last message (their unread count drops; another host's does not). A reply, in one
 * transaction under the booking's send lock: the same clientId again answers the first message
 * (200); else the message is stored as the host (RLS checks it), counted against the host's limit
 * (60 an hour) and the guest is told (message-notices.ts); a refusal rolls it all back.
 */
import { lockConversation, messageOfClient } from '../_shared/booking-messages.ts';
import {
  hostMessagesConversations,
  hostMessagesReply,
  hostMessagesThread,
  hostMessagesUnread,
} from '../_shared/contracts/host-messages.contract.ts';
import { localDay } from '../_shared/host-data.ts';
import { errorResponse, messages } from '../_shared/http.ts';
import { checkMessageText, messageLimits } from '../_shared/message-rules.ts';
import { storeMessage } from '../_shared/message-send.ts';
import { answerText, answerWithStatus, route, serveCalls } from '../_shared/procedure.ts';
import { conversationsSql, threadSql, unreadSql } from './reads.ts';

export const handler = serveCalls('host-messages', hostMessagesConversations.invalidMessage, [
  route(hostMessagesConversations, async ({ body, queryAsCaller, notAHost }) => {
    const term = body.search?.trim() ?? '';
    const { rows } = await queryAsCaller<{ isHost: boolean; answer: string }>(
      conversationsSql,
      [term || null],
      {
        name: 'host_messages_conversations',
      },
    );
    if (!rows[0]?.isHost) return notAHost();
    return answerText(rows[0].answer);
  }),
  route(hostMessagesThread, async ({ body, deps, queryAsCaller, notAHost, refuse }) => {
    const now = deps.now();
    const { rows } = await queryAsCaller<{ isHost: boolean; booking: string | null; messages: string }>(
      threadSql,
      [localDay(now), body.bookingId, now.toISOString()],
      { name: 'host_messages_thread' },
    );
    if (!rows[0]?.isHost) return notAHost();
    if (!rows[0].booking) return refuse('notFound');
    return answerText(`{"booking":${rows[0].booking},"messages":${rows[0].messages}}`);
  }),
  route(hostMessagesReply, async ({ body, deps, caller, asHost, refuse }) => {
    const checked = checkMessageText(body.text);
    if (!checked.ok) {
      if (checked.refusal === 'controlCharacters')
        return errorResponse(400, messages.controlCharacters, 'invalid_text');
      return refuse(checked.refusal);
    }
    const now = deps.now();
    const sent = await asHost(async (tx, account) => {
      const { rows } = await tx.query('SELECT 1 FROM bookings WHERE id = $1::uuid', [body.bookingId], {
        name: 'host_messages_booking_seen',
      });
      if (!rows[0]) return refuse('notFound');
      await lockConversation(tx, body.bookingId);
      const first = await messageOfClient(tx, body.bookingId, body.clientId);
      if (first) return { message: first, repeated: true };
      const message = await storeMessage(tx, {
        limits: deps.config.rateLimitEnabled ? [{ ...messageLimits.hostHour, value: caller.userId }] : [],
        onLimited: (retryAfter) => refuse('rateLimited', { 'Retry-After': String(retryAfter) }),
        message: {
          bookingId: body.bookingId,
          clientId: body.clientId,
          sender: 'host',
          authorId: caller.userId,
          authorRole: account.role,
          authorName: account.displayName,
          text: checked.text,
          language: null,
          now,
        },
      });
      return { message, repeated: false };
    });
    return sent.repeated ? answerWithStatus(200, { message: sent.message }) : { message: sent.message };
  }),
  route(hostMessagesUnread, async ({ queryAsCaller, notAHost }) => {
    const { rows } = await queryAsCaller<{ isHost: boolean; unreadTotal: number }>(unreadSql, [], {
      name: 'host_messages_unread',
    });
    if (!rows[0]?.isHost) return notAHost();
    return { unreadTotal: rows[0].unreadTotal };
  }),
]);
