/**
 * Text that people typed (a guest's name, a property's name, an inquiry's location) made safe for
 * what the server writes out: mails (their subject and plain-text part), the declaration's CSV and
 * PDF (issue 41). A single-line field keeps no line break (CR, LF, VT, FF, NEL, U+2028/2029: a name
 * with CR/LF showed forged `Bcc:` lines in a mail's plain-text part), no other control character,
 * and no bidirectional control (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates,
 * U+200E/U+200F marks, U+061C Arabic letter mark), which could show a file name, an amount or a
 * name reversed. A multi-line field (an inquiry's message, a transfer's notes) keeps its line breaks
 * as plain LF. Arabic and every other script stay as typed: the letters carry their own direction.
 * Pure.
 */

/** Every bidirectional formatting character Unicode has (embeddings, overrides, isolates, marks). */
export const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Line breaks of every kind, and the other C0 and C1 control characters (tab included). */
const breaksAndControls = /[\p{Cc}\u2028\u2029]/gu;

/** A value for one line: breaks and controls become spaces (runs of them one), bidi controls go. */
export function singleLine(value: string): string {
  return value.replace(bidiControls, '').replace(breaksAndControls, ' ').replace(/ {2,}/g, ' ').trim();
}

/** A value that may span lines (CR, LF, VT, FF, U+2028/2029): each line as `singleLine` has it, joined by LF. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?|[\v\f\u2028\u2029]/g, '\n')
    .split('\n')
    .map(singleLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether a value holds anything `singleLine` would take out or change (for checks in tests). */
export function hasLineBreakOrBidi(value: string): boolean {
  return /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(value);
}
