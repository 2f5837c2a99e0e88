/**
 * What the text box allows before sending: the contract's limits (message-shapes.ts; the app reads
 * contracts as types only, so the figure is repeated here and a test keeps the two equal).
 */

/** The longest message, in characters. */
export const messageMaxLength = 2000;
/** The counter shows from this many characters on. */
export const counterFrom = 1800;

export type DraftProblem = 'empty' | 'tooLong' | null;

/** What stops the text from being sent, as the server would judge it (trimmed). */
export function draftProblem(text: string): DraftProblem {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > messageMaxLength) return 'tooLong';
  return null;
}

/** The characters left, once near the limit; else null (no counter). */
export function charactersLeft(text: string): number | null {
  return text.length >= counterFrom ? messageMaxLength - text.length : null;
}

/** Minutes to wait until `retryAt`, to the nearest (at least 1), or null when the server did not say. */
export function minutesToWait(retryAt: number | null, now: number): number | null {
  if (retryAt === null) return null;
  return Math.max(1, Math.round((retryAt - now) / 60_000));
}
