/**
 * A message's send once its side checked who writes (issue 44): in the caller's transaction, under
 * the booking's send lock (booking-messages.ts lockConversation), the message is stored, the send is
 * counted against its limits (rate-limit.ts, in this same transaction: under any concurrency at most
 * the limit gets through, and a refused or failed send counts nothing because it is rolled back),
 * and the other side is told (message-notices.ts). Side effects: the database.
 */
import { actAsServer, insertMessage, type MessageItem, type NewMessage } from './booking-messages.ts';
import type { Queryable } from './database.ts';
import { tellOtherSide } from './message-notices.ts';
import { takeRateLimit } from './rate-limit.ts';

export interface MessageLimit {
  kind: string;
  /** What is counted: the booking, the host user. */
  value: string;
  max: number;
  windowSeconds: number;
}

export interface MessageSend {
  message: NewMessage;
  limits: MessageLimit[];
  /** Refuses the send (throws: the transaction is rolled back) with the seconds to wait. */
  onLimited(retryAfterSeconds: number): never;
}

/**
 * Stores and tells; a host's message is inserted as the host (Row Level Security checks it), then
 * the transaction goes on as the server (the counters, notices and mails are the server's).
 */
export async function storeMessage(tx: Queryable, send: MessageSend): Promise<MessageItem> {
  const stored = await insertMessage(tx, send.message);
  if (send.message.sender === 'host') await actAsServer(tx);
  for (const limit of send.limits) {
    const take = await takeRateLimit(
      tx,
      [{ kind: limit.kind, value: limit.value }],
      { max: limit.max, windowSeconds: limit.windowSeconds },
      send.message.now,
    );
    if (!take.allowed) send.onLimited(take.retryAfterSeconds);
  }
  await tellOtherSide(tx, send.message.bookingId, stored, send.message.now);
  return stored;
}
