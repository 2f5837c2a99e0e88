/**
 * The daily declaration as CSV (issue 31): one row per adult, a header row with the individual
 * form's French labels, written by csv-stringify (quoting and line breaks as RFC 4180 has them),
 * with a UTF-8 byte order mark and `;` between fields, as a spreadsheet in a French locale (the
 * hosts', the police's) opens it at once. A value a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) is written with a leading apostrophe.
 */
import { stringify } from 'csv-stringify/sync';
import { declarationFields, declarationValues } from './declaration-export-fields.ts';
import type { DeclaredGuest } from './host-api-types-checkin.ts';

export const declarationCsvDelimiter = ';';

/** A value a spreadsheet would take for a formula, made plain text (OWASP's CSV injection advice). */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function declarationCsv(guests: DeclaredGuest[]): string {
  const rows = guests.map((guest) => {
    const values = declarationValues(guest);
    return declarationFields.map((field) => neutralizeFormula(values[field.key]));
  });
  return stringify(rows, {
    bom: true,
    delimiter: declarationCsvDelimiter,
    header: true,
    columns: declarationFields.map((field) => field.label),
    record_delimiter: 'windows',
  });
}
