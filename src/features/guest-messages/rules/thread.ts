/**
 * The thread as the guest sees it: the server's messages oldest first, then those still on the
 * device (written offline or refused), oldest first; a message the server has already answered
 * shows once, as sent. The marks on the guest's own messages: waiting, refused, sent, delivered, read.
 */
import type { MessageItem, PendingMessage } from '@/lib/guest-messages';

export type OwnStatus = 'waiting' | 'refused' | 'sent' | 'delivered' | 'read';

export interface ThreadEntry {
  /** The clientId: the same from the device's copy to the server's. */
  key: string;
  own: boolean;
  authorName: string;
  text: string;
  /** When it was sent (the server's time), or written on the device. */
  at: string;
  /** The guest's own messages only. */
  status: OwnStatus | null;
  pending: PendingMessage | null;
}

function statusOf(message: MessageItem): OwnStatus {
  if (message.readAt) return 'read';
  if (message.deliveredAt) return 'delivered';
  return 'sent';
}

const byTime = (a: { at: string; key: string }, b: { at: string; key: string }) =>
  Date.parse(a.at) - Date.parse(b.at) || a.key.localeCompare(b.key);

/**
 * The entries of the thread. `ownName`: the name shown on the guest's messages still on the device
 * (the server's name for the guest, once known).
 */
export function mergeThread(
  messages: readonly MessageItem[],
  pending: readonly PendingMessage[],
  ownName: string,
): ThreadEntry[] {
  const answered = new Set(messages.map((message) => message.clientId));
  const sent: ThreadEntry[] = messages.map((message) => ({
    key: message.clientId,
    own: message.sender === 'guest',
    authorName: message.authorName,
    text: message.text,
    at: message.sentAt,
    status: message.sender === 'guest' ? statusOf(message) : null,
    pending: null,
  }));
  const waiting: ThreadEntry[] = pending
    .filter((item) => !answered.has(item.clientId))
    .map((item) => ({
      key: item.clientId,
      own: true,
      authorName: ownName,
      text: item.text,
      at: new Date(item.createdAt).toISOString(),
      status: item.refusal ? 'refused' : 'waiting',
      pending: item,
    }));
  return [...sent.sort(byTime), ...waiting.sort(byTime)];
}

/** The guest's name as the server shows it on their messages, else `fallback`. */
export function ownNameOf(messages: readonly MessageItem[], fallback: string): string {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message?.sender === 'guest' && message.authorName) return message.authorName;
  }
  return fallback;
}
