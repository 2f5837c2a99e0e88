/**
 * The host editors' unsaved work, kept in localStorage (issue 43): one entry per form ("booking:<id>",
 * "property:new"...), with the moment it was written. A browser that refuses storage keeps nothing
 * (the editor then only asks before leaving).
 */
import { STORAGE_KEYS } from './storage-keys';

export interface StoredFormDraft {
  /** Milliseconds since the epoch. */
  savedAt: number;
  values: unknown;
}

type DraftTable = Record<string, StoredFormDraft>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readTable(): DraftTable {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEYS.formDrafts) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as DraftTable) : {};
  } catch {
    return {};
  }
}

function writeTable(table: DraftTable): void {
  try {
    if (Object.keys(table).length === 0) storage()?.removeItem(STORAGE_KEYS.formDrafts);
    else storage()?.setItem(STORAGE_KEYS.formDrafts, JSON.stringify(table));
  } catch {
    // full or refused: the draft is not kept
  }
}

/** The draft kept for a form, as stored (the caller checks its shape and age). */
export function readFormDraft(formId: string): unknown {
  return readTable()[formId] ?? null;
}

/** Keeps a form's values; `keep` says which of the other drafts are still worth keeping. */
export function writeFormDraft(
  formId: string,
  draft: StoredFormDraft,
  keep: (draft: unknown) => boolean = () => true,
): void {
  const table = Object.fromEntries(Object.entries(readTable()).filter(([, other]) => keep(other)));
  writeTable({ ...table, [formId]: draft });
}

export function clearFormDraft(formId: string): void {
  const table = readTable();
  if (!(formId in table)) return;
  delete table[formId];
  writeTable(table);
}
