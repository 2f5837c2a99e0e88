/**
 * The editors' unsaved work (issue 43): whether a form holds changes, and which kept draft is offered
 * back. A draft is kept for a week; one that is malformed, older, or the same as the saved values is
 * not offered.
 */

/** How long a draft is offered back: a week. */
export const formDraftMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

export type FormDraftKind = 'booking' | 'property';

/** The name a form's draft is kept under: "booking:<id>", or "booking:new" for a form not saved yet. */
export function formDraftId(kind: FormDraftKind, id: string | null | undefined): string {
  return `${kind}:${id ?? 'new'}`;
}

type Value = unknown;

/** A field as the host sees it: 2 and "2" are the same number in a field; null and '' are both empty. */
function fieldText(value: Value): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function sameValue(a: Value, b: Value): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameValue((a as Record<string, Value>)[key], (b as Record<string, Value>)[key]),
    );
  }
  return fieldText(a) === fieldText(b);
}

/** Whether the form holds something the host typed and has not saved (spaces around a text aside). */
export function formIsDirty<T extends object>(saved: T, values: T): boolean {
  return !sameValue(saved, values);
}

export interface OfferedDraft<T> {
  savedAt: number;
  values: T;
}

/** Whether a stored draft is recent enough to keep (and so to offer). */
export function draftIsFresh(draft: unknown, now: number): boolean {
  if (!draft || typeof draft !== 'object') return false;
  const savedAt = (draft as { savedAt?: unknown }).savedAt;
  return typeof savedAt === 'number' && savedAt <= now + 60_000 && now - savedAt < formDraftMaxAgeMs;
}

function sameKind(a: Value, b: Value): boolean {
  if (a === null || b === null) return true;
  if (Array.isArray(a)) return Array.isArray(b);
  const loose = (value: Value) => (typeof value === 'number' ? 'string' : typeof value);
  return loose(a) === loose(b);
}

/**
 * The draft to offer back over the form's saved values: fresh, of the form's shape (only its fields,
 * each of its kind; a field the draft lacks keeps its saved value), and not the same as the saved
 * values. Null otherwise.
 */
export function offeredDraft<T extends object>(
  stored: unknown,
  saved: T,
  now: number,
): OfferedDraft<T> | null {
  if (!draftIsFresh(stored, now)) return null;
  const { savedAt, values } = stored as { savedAt: number; values: unknown };
  if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
  const fields = saved as Record<string, Value>;
  const merged: Record<string, Value> = { ...fields };
  for (const [key, value] of Object.entries(values)) {
    if (!(key in fields) || !sameKind(fields[key], value)) return null;
    merged[key] = value;
  }
  if (!formIsDirty(saved, merged as T)) return null;
  return { savedAt, values: merged as T };
}
