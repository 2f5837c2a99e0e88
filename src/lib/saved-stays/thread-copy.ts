/**
 * A saved stay's conversation with its host (issue 44), kept beside the stay in the app's one
 * database (../offline-db.ts) so the thread reads offline: the server's last answer, and each
 * message the server took from this device merged in as it answers. Removed with the stay
 * (device-copy.ts). Side effect: IndexedDB (Dexie).
 */
import { type MessageItem, offlineDb, type RihlaDatabase, type SavedThread } from '../offline-db';

/** The thread with `message` in it (replacing one of the same id), oldest first. */
export function withMessage(messages: MessageItem[], message: MessageItem): MessageItem[] {
  const others = messages.filter((item) => item.id !== message.id && item.clientId !== message.clientId);
  return [...others, message].sort((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt));
}

const sameThread = (a: SavedThread | undefined, b: Omit<SavedThread, 'updatedAt'>): boolean =>
  Boolean(a) &&
  JSON.stringify(a?.messages) === JSON.stringify(b.messages) &&
  JSON.stringify(a?.hostNames) === JSON.stringify(b.hostNames);

/** The conversation saved with the stay, or null. */
export async function readThread(
  bookingId: string,
  db: RihlaDatabase = offlineDb,
): Promise<SavedThread | null> {
  return (await db.messageThreads.get(bookingId)) ?? null;
}

/**
 * Saves the server's answer as the stay's conversation; an answer that changes nothing is not
 * written again (the thread on screen watches the table: a poll must not redraw it every time).
 */
export async function writeThread(
  thread: Omit<SavedThread, 'updatedAt'>,
  now = Date.now(),
  db: RihlaDatabase = offlineDb,
): Promise<void> {
  await db.transaction('rw', db.messageThreads, async () => {
    const saved = await db.messageThreads.get(thread.bookingId);
    if (sameThread(saved, thread)) return;
    await db.messageThreads.put({ ...thread, updatedAt: now });
  });
}

/** A message the server took from this device, merged into the saved conversation. */
export async function addSentMessage(
  bookingId: string,
  message: MessageItem,
  db: RihlaDatabase = offlineDb,
): Promise<void> {
  await db.transaction('rw', db.messageThreads, async () => {
    const saved = await db.messageThreads.get(bookingId);
    await db.messageThreads.put({
      bookingId,
      messages: withMessage(saved?.messages ?? [], message),
      hostNames: saved?.hostNames ?? [],
      updatedAt: saved?.updatedAt ?? Date.now(),
    });
  });
}
