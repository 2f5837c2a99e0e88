import type { HostStatement } from '../api/get-statement';

/** The CSV's column titles and words, in the page's language. */
export interface StatementCsvLabels {
  month: string;
  owner: string;
  property: string;
  line: string;
  guest: string;
  description: string;
  checkIn: string;
  checkOut: string;
  nights: string;
  paidOn: string;
  quantity: string;
  amount: string;
  currency: string;
  stay: string;
  extra: string;
  total: string;
  noOwner: string;
}

/** Minor units as a plain decimal with a point ("900.00", "-1.05"): what spreadsheets read in any locale. */
export function csvAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The statement as CSV records: a title row, then per owner their stays and extras by property, then
 * one total row per currency (never converted). The CSV library writes the quoting (RFC 4180).
 */
/**
 * The statement as CSV records, headed by `labels`; an extra is named by `extraName` (the screen's:
 * the catalogue's name in the reader's language), by default the name recorded with the line.
 */
export function statementCsvRecords(
  statement: HostStatement,
  labels: StatementCsvLabels,
  extraName: (extraId: string, recorded: string) => string = (_id, recorded) => recorded,
): string[][] {
  const records: string[][] = [
    [
      labels.month,
      labels.owner,
      labels.property,
      labels.line,
      labels.guest,
      labels.description,
      labels.checkIn,
      labels.checkOut,
      labels.nights,
      labels.paidOn,
      labels.quantity,
      labels.amount,
      labels.currency,
    ],
  ];
  const { month } = statement;
  for (const owner of statement.owners) {
    const ownerName = owner.ownerName || labels.noOwner;
    for (const property of owner.properties) {
      for (const stay of property.stays) {
        records.push([
          month,
          ownerName,
          property.propertyName,
          labels.stay,
          stay.guestName,
          '',
          stay.checkIn,
          stay.checkOut,
          String(stay.nights),
          '',
          '',
          csvAmount(stay.amount),
          stay.currency,
        ]);
      }
      for (const extra of property.extras) {
        records.push([
          month,
          ownerName,
          property.propertyName,
          labels.extra,
          extra.guestName,
          extraName(extra.extraId, extra.name),
          '',
          '',
          '',
          extra.paidOn,
          String(extra.quantity),
          csvAmount(extra.amount),
          extra.currency,
        ]);
      }
    }
    for (const total of owner.totals) {
      records.push([
        month,
        ownerName,
        '',
        labels.total,
        '',
        '',
        '',
        '',
        String(total.nights),
        '',
        '',
        csvAmount(total.total),
        total.currency,
      ]);
    }
  }
  return records;
}

/**
 * How the CSV library writes the records (RFC 4180): CRLF between records, and any field holding a
 * line break quoted too (a lone LF is not the record delimiter, so the library would leave it bare).
 */
export const statementCsvOptions = { record_delimiter: '\r\n', quoted_match: /[\r\n]/, bom: true } as const;

/** The statement's file name: rihla-statement-2027-10.csv. */
export const statementFileName = (month: string) => `rihla-statement-${month}.csv`;
