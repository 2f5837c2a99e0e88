/**
 * What View Details shows of an extra's details (host-booking's `details`, the text the guest gave):
 * the airport transfer's flight, passengers, contact and notes, its return leg when one was added;
 * the breakfast's time, people and mornings. Keys the screen does not know are left out.
 */

/** How a value is shown: as written, a date, a direction, a breakfast time, or a list of dates. */
export type DetailFormat = 'text' | 'date' | 'direction' | 'breakfastTime' | 'dates';

/** A detail's label, under `guests.details.fields` in host.json. */
export type DetailField =
  | 'direction'
  | 'flightNumber'
  | 'flightDate'
  | 'flightTime'
  | 'guestCount'
  | 'contactNumber'
  | 'notes'
  | 'returnFlightNumber'
  | 'returnFlightDate'
  | 'returnFlightTime'
  | 'breakfastTime'
  | 'people'
  | 'mornings';

export interface DetailRow {
  field: DetailField;
  value: string;
  format: DetailFormat;
}

const transferFields: [DetailField, DetailFormat][] = [
  ['direction', 'direction'],
  ['flightNumber', 'text'],
  ['flightDate', 'date'],
  ['flightTime', 'text'],
  ['guestCount', 'text'],
  ['contactNumber', 'text'],
  ['notes', 'text'],
];
const returnFields: [DetailField, DetailFormat][] = [
  ['returnFlightNumber', 'text'],
  ['returnFlightDate', 'date'],
  ['returnFlightTime', 'text'],
];

function rows(details: Record<string, string>, fields: [DetailField, DetailFormat][]): DetailRow[] {
  return fields
    .map(([field, format]) => ({ field, value: (details[field] ?? '').trim(), format }))
    .filter((row) => row.value !== '');
}

/** The rows of one extra line, in reading order; none for an extra without details. */
export function extraDetailRows(extraId: string, details: Record<string, string>): DetailRow[] {
  if (extraId === 'airport_transfer') {
    const withReturn = details.addReturnTransfer === 'true';
    return [...rows(details, transferFields), ...(withReturn ? rows(details, returnFields) : [])];
  }
  if (extraId === 'breakfast') {
    const later = details.timeMethod === 'later' || details.time === 'decide_later';
    return [
      ...(later
        ? [{ field: 'breakfastTime' as const, value: 'later', format: 'breakfastTime' as const }]
        : rows({ breakfastTime: details.time ?? '' }, [['breakfastTime', 'breakfastTime']])),
      ...rows(details, [
        ['people', 'text'],
        ['mornings', 'dates'],
      ]),
    ];
  }
  return [];
}

/** A breakfast's mornings ("2026-03-11,2026-03-12") as dates, in order. */
export function morningDates(value: string): string[] {
  return value
    .split(',')
    .map((day) => day.trim())
    .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))
    .sort();
}
