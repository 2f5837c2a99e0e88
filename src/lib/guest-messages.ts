/**
 * The guest's side of a stay's conversation (issue 44): reads it from the server with the stay's
 * guest token and saves it with the stay (saved-stays: it reads offline), and watches what the
 * device holds of it: the saved conversation and the messages waiting to be sent
 * (message-outbox.ts). Side effects: network, IndexedDB.
 */
import { liveQuery } from 'dexie';
import { callFunction } from './call-function';
import * as calls from './calls.generated';
import { isGuestTokenRefusal } from './functions-client';
import { offlineDb, type PendingMessage, type RihlaDatabase, type SavedThread } from './offline-db';
import { forgetGuestAccess, keepThread } from './saved-stays';

export type { MessageItem, MessageRefusal, PendingMessage, SavedThread } from './offline-db';

export type RefreshOutcome = 'saved' | 'offline' | 'findAgain' | 'notFound' | 'failed';

/**
 * Asks the server for the conversation and saves it with the stay. `seen`: the thread is on the
 * guest's screen and the page visible (the host's messages count as read).
 */
export async function refreshConversation(
  request: { bookingId: string; guestToken: string; seen: boolean },
  options: { signal?: AbortSignal } = {},
): Promise<RefreshOutcome> {
  const { bookingId, guestToken, seen } = request;
  const result = await callFunction(calls.guestMessagesList, { bookingId, guestToken, seen }, options);
  if (result.ok) {
    await keepThread({ bookingId, messages: result.data.messages, hostNames: result.data.hostNames });
    return 'saved';
  }
  if (result.kind === 'network') return 'offline';
  if (isGuestTokenRefusal(result)) {
    await forgetGuestAccess(bookingId).catch(() => undefined);
    return 'findAgain';
  }
  return result.status === 404 ? 'notFound' : 'failed';
}

export interface ConversationOnDevice {
  thread: SavedThread | null;
  pending: PendingMessage[];
}

/** Calls `onChange` with the booking's saved conversation and its waiting messages, now and on change. */
export function watchConversation(
  bookingId: string,
  onChange: (conversation: ConversationOnDevice) => void,
  db: RihlaDatabase = offlineDb,
): () => void {
  const read = async (): Promise<ConversationOnDevice> => ({
    thread: (await db.messageThreads.get(bookingId)) ?? null,
    pending: await db.pendingMessages.where('bookingId').equals(bookingId).sortBy('createdAt'),
  });
  const subscription = liveQuery(read).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}
