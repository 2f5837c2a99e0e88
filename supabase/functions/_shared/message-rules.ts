/**
 * The rules of a booking's conversation (issue 44, docs/messages.md), as plain values and functions:
 * what a message may hold, how long a stay's conversation stays open to the guest, the send limits,
 * and the short excerpt a notification quotes. Pure: no I/O.
 */
import { messageMaxLength } from './contracts/message-shapes.ts';

/** The guest writes until this many days after check-out; then 409 `conversation_closed`. */
export const conversationOpenDaysAfterCheckOut = 30;

/** A thread answers at most the last this many messages. */
export const threadLimit = 500;

/** The host's conversation list shows at most this many. */
export const conversationsLimit = 200;

/**
 * Send limits, counted in the send's own transaction (rate-limit.ts, fixed windows): a booking's
 * guest 30 an hour and 200 a day; a host user 60 an hour over every booking.
 */
export const messageLimits = {
  guestHour: { kind: 'message-guest-hour', max: 30, windowSeconds: 3600 },
  guestDay: { kind: 'message-guest-day', max: 200, windowSeconds: 86_400 },
  hostHour: { kind: 'message-host-hour', max: 60, windowSeconds: 3600 },
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

export type MessageTextCheck =
  | { ok: true; text: string }
  | { ok: false; refusal: 'messageEmpty' | 'messageTooLong' | 'controlCharacters' };

/**
 * A message's text as stored: trimmed (spaces and line breaks at both ends), 1 to 2,000 characters
 * (counted as the database counts them: code points), line breaks and tabs kept, other control
 * characters refused. (A JSON body with a control character is refused before, as `invalid_text`;
 * this holds for any caller.)
 */
export function checkMessageText(raw: string): MessageTextCheck {
  if (controlCharacter.test(raw)) return { ok: false, refusal: 'controlCharacters' };
  const text = raw.trim();
  if (text.length === 0) return { ok: false, refusal: 'messageEmpty' };
  if ([...text].length > messageMaxLength) return { ok: false, refusal: 'messageTooLong' };
  return { ok: true, text };
}

/** The stay is over for the conversation: `today` (YYYY-MM-DD) is more than 30 days after check-out. */
export function conversationClosed(checkOut: string, today: string): boolean {
  const closes = new Date(`${checkOut}T00:00:00Z`);
  closes.setUTCDate(closes.getUTCDate() + conversationOpenDaysAfterCheckOut);
  return today > closes.toISOString().slice(0, 10);
}

/** At most `max` characters of a message on one line, for a notification ("…" when cut). */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= max
    ? line
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The name a guest's message shows: the first name, else the last name, else "Guest". */
export function guestAuthorName(first: string | null, last: string | null): string {
  return (first?.trim() || last?.trim() || 'Guest').slice(0, 120);
}
