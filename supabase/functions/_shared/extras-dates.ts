/**
 * The days an extra can be for, from the booking's dates (YYYY-MM-DD, the property's calendar days):
 * flight dates of an airport transfer and breakfast mornings. Pure and free of zod, so the app's
 * first view can use it without loading the dialogs' validation.
 */

export interface StayDates {
  checkInDate: string;
  checkOutDate: string;
}

export type TransferDirection = 'arrival' | 'departure';

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last && dates.length < 400; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Arrival flights land the day before check-in or on the day; departures leave during the stay. */
export function flightDates(direction: TransferDirection, stay: StayDates): string[] {
  return direction === 'arrival'
    ? datesBetween(addDays(stay.checkInDate, -1), stay.checkInDate)
    : datesBetween(stay.checkInDate, stay.checkOutDate);
}

export function defaultFlightDate(direction: TransferDirection, stay: StayDates): string {
  return direction === 'arrival' ? stay.checkInDate : stay.checkOutDate;
}

/** Breakfast is served the morning after each night: from the day after check-in to check-out day. */
export function breakfastMornings(stay: StayDates): string[] {
  return datesBetween(addDays(stay.checkInDate, 1), stay.checkOutDate);
}

/** Mornings are a comma-separated list of YYYY-MM-DD dates (details are flat strings). */
export function parseMornings(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((date) => date.trim())
    .filter(Boolean);
}

/** Breakfasts bought: one per person per morning (at least 1 for answers from before mornings existed). */
export function breakfastQuantity(details: Record<string, string>): number {
  if (details.people === undefined && details.mornings === undefined) return 1;
  return Number(details.people ?? 0) * parseMornings(details.mornings).length;
}
