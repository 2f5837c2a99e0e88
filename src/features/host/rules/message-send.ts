/**
 * The host's reply as the composer checks and explains it: the characters left, the refusals known
 * before sending (the server makes the same ones), and the translated text of a failed send. Pure.
 */
import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionError } from '@/lib/host-functions';
import { hostErrorKey } from './host-error-text';

/** The longest message, in characters once trimmed (the server's limit: message-shapes.ts). */
export const messageMaxLength = 2000;

/** Characters left before the limit (negative: too many), counted as the server counts them. */
export function charactersLeft(text: string): number {
  return messageMaxLength - text.trim().length;
}

/** What the server would refuse at once, so it is not sent: an empty or over-long message. */
export function refusalBeforeSending(text: string): 'message_empty' | 'message_too_long' | null {
  if (!text.trim()) return 'message_empty';
  return charactersLeft(text) < 0 ? 'message_too_long' : null;
}

/** Whole minutes to wait (at least one) for `seconds`. */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

export interface SendFailureText {
  key: TextKey<'host'>;
  /** The minutes to wait, for a rate limit that said how long. */
  count?: number;
}

/** The failed send's explanation: the refusal's own text by its code, else the kind's. */
export function sendFailureText(
  error: Pick<HostFunctionError, 'kind' | 'code' | 'retryAfterSeconds'>,
): SendFailureText {
  switch (error.code) {
    case 'message_empty':
      return { key: 'messages.refusals.empty' };
    case 'message_too_long':
      return { key: 'messages.refusals.tooLong' };
    case 'rate_limited':
      return error.retryAfterSeconds
        ? { key: 'messages.refusals.rateLimitedIn', count: minutesToWait(error.retryAfterSeconds) }
        : { key: 'messages.refusals.rateLimited' };
    case 'not_found':
      return { key: 'messages.refusals.notFound' };
  }
  if (error.kind === 'not-found') return { key: 'messages.refusals.notFound' };
  return { key: hostErrorKey(error, true) };
}

/** What the mark under a host's message says: read by the guest, delivered to their app, or sent. */
export function deliveryMark(message: {
  deliveredAt: string | null;
  readAt: string | null;
}): 'read' | 'delivered' | 'sent' {
  if (message.readAt) return 'read';
  return message.deliveredAt ? 'delivered' : 'sent';
}

/** Whether two instants fall on the same day of the reader's clock. */
function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** How the list dates a conversation's last message: its time today, its day this year, else its date. */
export function listTimeKind(sentAt: string, now: Date): 'time' | 'day' | 'date' {
  const sent = new Date(sentAt);
  if (sameLocalDay(sent, now)) return 'time';
  return sent.getFullYear() === now.getFullYear() ? 'day' : 'date';
}
