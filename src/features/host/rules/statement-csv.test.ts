import { stringify } from 'csv-stringify/browser/esm/sync';
import { describe, expect, it } from 'vitest';
import type { HostStatement } from '../api/get-statement';
import {
  csvAmount,
  type StatementCsvLabels,
  statementCsvOptions,
  statementCsvRecords,
  statementFileName,
} from './statement-csv';

const labels: StatementCsvLabels = {
  month: 'Month',
  owner: 'Owner',
  property: 'Property',
  line: 'Line',
  guest: 'Guest',
  description: 'Description',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nights: 'Nights',
  paidOn: 'Paid on',
  quantity: 'Quantity',
  amount: 'Amount',
  currency: 'Currency',
  stay: 'Stay',
  extra: 'Extra',
  total: 'Total',
  noOwner: 'No owner',
};

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const statement: HostStatement = {
  month: '2027-10',
  owners: [
    {
      ownerId: id(1),
      ownerName: 'Amina "Dar" Benali',
      properties: [
        {
          propertyId: id(2),
          propertyName: 'Riad, Medina',
          stays: [
            {
              bookingId: id(3),
              guestName: 'Line\nBreak',
              checkIn: '2027-10-03',
              checkOut: '2027-10-06',
              nights: 3,
              amount: 90_005,
              currency: 'MAD',
            },
          ],
          extras: [
            {
              lineId: id(4),
              bookingId: id(3),
              guestName: 'Line Break',
              extraId: 'breakfast',
              name: 'Breakfast',
              quantity: 2,
              amount: 30_000,
              currency: 'MAD',
              paidOn: '2027-10-04',
            },
          ],
        },
      ],
      totals: [{ currency: 'MAD', stays: 90_005, extras: 30_000, total: 120_005, nights: 3 }],
    },
  ],
};

describe('the statement as CSV', () => {
  it('writes amounts as plain decimals, never converted', () => {
    expect(csvAmount(90_005)).toBe('900.05');
    expect(csvAmount(7)).toBe('0.07');
    expect(csvAmount(-105)).toBe('-1.05');
    expect(csvAmount(0)).toBe('0.00');
  });

  it('has a title row, each stay and extra, and a total per currency', () => {
    const records = statementCsvRecords(statement, labels);
    expect(records.map((record) => record[3])).toEqual(['Line', 'Stay', 'Extra', 'Total']);
    expect(records[1]).toEqual([
      '2027-10',
      'Amina "Dar" Benali',
      'Riad, Medina',
      'Stay',
      'Line\nBreak',
      '',
      '2027-10-03',
      '2027-10-06',
      '3',
      '',
      '',
      '900.05',
      'MAD',
    ]);
    expect(records[3]?.slice(-2)).toEqual(['1200.05', 'MAD']);
    expect(records[2]?.[5]).toBe('Breakfast');
  });

  it("names an extra as the screen does (the reader's language)", () => {
    const names: Record<string, string> = { breakfast: 'فطور' };
    const records = statementCsvRecords(statement, labels, (id, recorded) => names[id] ?? recorded);
    expect(records[2]?.[5]).toBe('فطور');
    expect(statementFileName('2027-10')).toBe('rihla-statement-2027-10.csv');
  });

  it('is quoted as RFC 4180 has it by the CSV library: commas, quotes and line breaks', () => {
    const text = stringify(statementCsvRecords(statement, labels), statementCsvOptions);
    // A byte order mark first, so that a spreadsheet reads the names (Arabic, accents) as UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Month,Owner,Property,Line,Guest,Description,Check-in,Check-out,Nights,Paid on,Quantity,Amount,Currency',
    );
    expect(lines[1]).toBe(
      '2027-10,"Amina ""Dar"" Benali","Riad, Medina",Stay,"Line\nBreak",,2027-10-03,2027-10-06,3,,,900.05,MAD',
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });
});
