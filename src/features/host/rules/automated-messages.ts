import type { TextKey } from '@/i18n/text-keys';

/** A text with `insert` put in place of the selection [start, end), and where the cursor goes next. */
export function insertAtCursor(
  value: string,
  insert: string,
  start: number | null,
  end: number | null,
): { value: string; cursor: number } {
  const from = Math.min(Math.max(start ?? value.length, 0), value.length);
  const to = Math.min(Math.max(end ?? from, from), value.length);
  return { value: value.slice(0, from) + insert + value.slice(to), cursor: from + insert.length };
}

/** A form's text as the server takes it: blank is no text (null). */
export function textOrNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** The field error (host texts' key) of a refused template save or preview, by the server's code. */
export function templateRefusalKey(code: string | null | undefined): TextKey<'host'> | undefined {
  if (code === 'unknown_placeholder') return 'automated.errors.unknownPlaceholder';
  if (code === 'english_required') return 'automated.errors.englishRequired';
  return undefined;
}

/** A review link is blank (none) or a web address starting with https://. */
export function isReviewUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  if (!/^https:\/\//i.test(trimmed)) return false;
  try {
    return new URL(trimmed).hostname.includes('.');
  } catch {
    return false;
  }
}
