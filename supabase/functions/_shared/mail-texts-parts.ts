/**
 * The pieces the outbox's mails are written from (mail-texts.ts, mail-texts-inquiry.ts): a mail's
 * document (subject, intro, blocks of rows, one link), and how a value from the params is read:
 * typed text made plain (plain-text-fields.ts), a missing value as ''. Pure.
 */
import { multiLine, singleLine } from './plain-text-fields.ts';

export interface Row {
  label: string;
  value: string;
}

/** A part of the mail: a heading (an extra and its price) and its rows. */
export interface Block {
  heading?: string;
  rows: Row[];
}

export interface MailDocument {
  subject: string;
  intro: string;
  blocks: Block[];
  link: { label: string; url: string };
  /** Why the recipient gets the mail, when not the hosts' notification settings (a guest's mail). */
  footer?: string;
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A single-line value (a name, a number); '' when missing. */
export function text(value: unknown): string {
  return typeof value === 'string' ? singleLine(value) : typeof value === 'number' ? String(value) : '';
}

/** A value that may span lines (a message, notes). */
export function paragraph(value: unknown): string {
  return typeof value === 'string' ? multiLine(value) : '';
}
