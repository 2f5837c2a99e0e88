/**
 * The guest's messages to the host (issue 44), kept on the device until the server has taken them:
 * a message is written to the `pendingMessages` table first, with a clientId made on the device, and
 * sent from there, now when online, else when the connection returns (message-delivery.ts at the
 * app's start and on `online`, and the thread while it is on screen). Sent again with the same
 * clientId, the server answers the first: sent at least once, kept once. A message the server took
 * goes into the stay's saved conversation, then leaves the table; one it refused stays, text and
 * reason (a 429 until its wait is over, a refused token until a new lookup). Every send carries the
 * saved stay's newest guest token, else the one kept with the message. Side effects: IndexedDB,
 * network, the localStorage hint.
 */
import { callFunction } from './call-function';
import type { CallAnswer, CallRequest } from './calls';
import * as calls from './calls.generated';
import { type FunctionResult, isGuestTokenRefusal } from './functions-client';
import {
  type MessageItem,
  type MessageRefusal,
  offlineDb,
  type PendingMessage,
  type RihlaDatabase,
} from './offline-db';
import { browserIsOnline, failedForNow, outboxFlush } from './outbox';
import { markPendingMessages } from './pending-messages-flag';
import { forgetGuestAccess, keepSentMessage } from './saved-stays';

type SendRequest = CallRequest<typeof calls.guestMessagesSend>;
type Send = (request: SendRequest) => Promise<FunctionResult<CallAnswer<typeof calls.guestMessagesSend>>>;

export interface MessageOutboxOptions {
  db?: RihlaDatabase;
  send?: Send;
  isOnline?: () => boolean;
  now?: () => number;
  /** Adds the message the server took to the saved conversation (default: the saved stays' keepSentMessage). */
  keepMessage?: (bookingId: string, message: MessageItem) => Promise<unknown>;
  /** Takes a refused guest token off the saved stay (default: the saved stays' forgetGuestAccess). */
  forgetAccess?: (bookingId: string) => Promise<unknown>;
}

const defaultSend: Send = (request) => callFunction(calls.guestMessagesSend, request);

const permanentCodes = ['message_empty', 'message_too_long', 'conversation_closed', 'not_found'] as const;

/** What a refusal the server gave means for the message (not for one worth sending again at once). */
export function refusalOf(result: FunctionResult<unknown>, now: number): MessageRefusal {
  if (result.ok || result.kind === 'network') return { code: 'failed' };
  if (result.status === 429) {
    const wait = result.retryAfterSeconds;
    return { code: 'rate_limited', retryAt: wait ? now + wait * 1000 : null };
  }
  if (isGuestTokenRefusal(result)) return { code: 'guest_token_invalid' };
  const code = permanentCodes.find((known) => known === result.code);
  if (code) return { code };
  if (result.status === 404) return { code: 'not_found' };
  if (result.status === 409) return { code: 'conversation_closed' };
  return { code: 'failed' };
}

/** Whether the flush sends it on its own: never refused, a wait that is over, or a token refused before. */
export function sendsOnItsOwn(item: PendingMessage, now: number): boolean {
  const refusal = item.refusal;
  if (!refusal || refusal.code === 'guest_token_invalid') return true;
  return refusal.code === 'rate_limited' && (refusal.retryAt === null || refusal.retryAt <= now);
}

async function refreshHint(db: RihlaDatabase): Promise<void> {
  markPendingMessages((await db.pendingMessages.count()) > 0);
}

/** The token to send with: the saved stay's (the newest lookup's), else the message's own; '' for none. */
async function guestTokenFor(db: RihlaDatabase, item: PendingMessage): Promise<string> {
  const saved = await db.stays.get(item.bookingId).catch(() => undefined);
  return saved?.booking.guestAccess?.token || item.guestToken || '';
}

/** Sends one waiting message and records what became of it. */
async function deliverOne(
  db: RihlaDatabase,
  item: PendingMessage,
  options: MessageOutboxOptions,
): Promise<'delivered' | 'waits' | 'stop'> {
  const guestToken = await guestTokenFor(db, item);
  if (!guestToken) return 'waits';
  const { bookingId, clientId, text, language } = item;
  await db.pendingMessages.update(clientId, { triedAt: (options.now ?? Date.now)() });
  const result = await (options.send ?? defaultSend)({ bookingId, guestToken, clientId, text, language });
  if (result.ok) {
    // The conversation first, then the outbox: whoever watches both never misses the message.
    await (options.keepMessage ?? keepSentMessage)(bookingId, result.data.message);
    await db.pendingMessages.delete(clientId);
    return 'delivered';
  }
  if (failedForNow(result)) return 'stop';
  const refusal = refusalOf(result, (options.now ?? Date.now)());
  if (refusal.code === 'guest_token_invalid') {
    await (options.forgetAccess ?? forgetGuestAccess)(bookingId).catch((error: unknown) =>
      console.warn('The refused guest token could not be forgotten', error),
    );
    await db.pendingMessages.update(clientId, { refusal, guestToken: '' });
    return 'waits';
  }
  await db.pendingMessages.update(clientId, { refusal });
  // Over the limit: the ones after it would be refused too.
  return refusal.code === 'rate_limited' ? 'stop' : 'waits';
}

/**
 * Sends the waiting messages, oldest first; answers how many the server took. Stops at the first
 * that cannot go now (offline, no answer, over the limit) and keeps it.
 */
export const flushMessageOutbox = outboxFlush<MessageOutboxOptions, PendingMessage>((db, options) => ({
  waiting: async () => {
    const now = (options.now ?? Date.now)();
    const waiting: PendingMessage[] = [];
    for (const item of await db.pendingMessages.orderBy('createdAt').toArray()) {
      // Over the limit: the ones after it wait for its wait to be over too.
      if (item.refusal?.code === 'rate_limited' && !sendsOnItsOwn(item, now)) break;
      if (sendsOnItsOwn(item, now)) waiting.push(item);
    }
    return waiting;
  },
  isOnline: options.isOnline ?? browserIsOnline,
  deliver: (item) => deliverOne(db, item, options),
  settle: () => refreshHint(db),
}));

export interface WriteMessage {
  bookingId: string;
  text: string;
  language: PendingMessage['language'];
  guestToken: string;
}

/**
 * Keeps a message the guest wrote on the device (answered once it is kept), then sends what waits
 * when online: `delivery` resolves when that attempt is over. The thread shows what became of it
 * (the conversation and the outbox are watched).
 */
export async function writeMessage(
  message: WriteMessage,
  options: MessageOutboxOptions = {},
): Promise<{ clientId: string; delivery: Promise<void> }> {
  const db = options.db ?? offlineDb;
  const clientId = crypto.randomUUID();
  await db.transaction('rw', db.pendingMessages, async () => {
    // Strictly after the last one written: two messages in one millisecond keep their order.
    const last = await db.pendingMessages.orderBy('createdAt').last();
    const createdAt = Math.max((options.now ?? Date.now)(), (last?.createdAt ?? 0) + 1);
    await db.pendingMessages.add({ ...message, clientId, createdAt });
  });
  markPendingMessages(true);
  const delivery = (async () => {
    await flushMessageOutbox(options);
    // A flush already under way may have read the outbox before this message was in it.
    const left = await db.pendingMessages.get(clientId);
    if (left && left.triedAt === undefined) await flushMessageOutbox(options);
  })().catch((error: unknown) => console.warn('The message could not be sent yet', error));
  return { clientId, delivery };
}

/** "Send again": a refused message goes once more, with the same clientId. */
export async function resendMessage(clientId: string, options: MessageOutboxOptions = {}): Promise<void> {
  const db = options.db ?? offlineDb;
  await db.pendingMessages.update(clientId, { refusal: undefined });
  await flushMessageOutbox(options);
}

/** "Edit": the message leaves the outbox (its text goes back to the text box); answers it. */
export async function takeBackMessage(
  clientId: string,
  db: RihlaDatabase = offlineDb,
): Promise<PendingMessage | null> {
  const item = (await db.pendingMessages.get(clientId)) ?? null;
  await db.pendingMessages.delete(clientId);
  await refreshHint(db);
  return item;
}
