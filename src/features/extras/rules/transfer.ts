import type { AirportTransferDetails, BreakfastDetails, SelectedExtra } from '@shared/api-types.ts';
import { defaultBreakfastTime } from '@shared/extras-catalogue.ts';
import {
  breakfastMornings,
  breakfastQuantity,
  defaultFlightDate,
  flightDates,
  parseMornings,
  type StayDates,
} from '@shared/extras-dates.ts';
import { breakfastPeopleOptions } from '@shared/extras-details.ts';
import { addExtra, removeExtra } from './selection';

export const emptyTransferDetails: AirportTransferDetails = {
  direction: 'arrival',
  flightNumber: '',
  flightDate: '',
  flightTime: '',
  guestCount: '',
  contactNumber: '',
  notes: '',
  addReturnTransfer: 'false',
  returnFlightNumber: '',
  returnFlightDate: '',
  returnFlightTime: '',
};

const otherDirection = (direction: AirportTransferDetails['direction']) =>
  direction === 'arrival' ? 'departure' : 'arrival';

/**
 * The dialog's dates kept within the stay: a flight date (and the return's) outside the days its
 * direction allows is replaced by the likeliest one (arrival: check-in day; departure: check-out day).
 */
export function withStayDates(details: AirportTransferDetails, stay: StayDates): AirportTransferDetails {
  const back = otherDirection(details.direction);
  return {
    ...details,
    flightDate: flightDates(details.direction, stay).includes(details.flightDate)
      ? details.flightDate
      : defaultFlightDate(details.direction, stay),
    returnFlightDate: flightDates(back, stay).includes(details.returnFlightDate)
      ? details.returnFlightDate
      : defaultFlightDate(back, stay),
  };
}

/**
 * A new direction: dates the guest left at the old direction's likeliest day move to the new one's
 * (check-in day for arrivals, check-out day for departures); dates the guest chose stay if allowed.
 */
export function changeDirection(
  details: AirportTransferDetails,
  direction: AirportTransferDetails['direction'],
  stay: StayDates,
): AirportTransferDetails {
  if (direction === details.direction) return details;
  const old = details.direction;
  return withStayDates(
    {
      ...details,
      direction,
      flightDate: details.flightDate === defaultFlightDate(old, stay) ? '' : details.flightDate,
      returnFlightDate:
        details.returnFlightDate === defaultFlightDate(otherDirection(old), stay)
          ? ''
          : details.returnFlightDate,
    },
    stay,
  );
}

/** Reads stored details back into the dialog's shape, filling gaps with the empty form. */
export function toTransferDetails(details: Record<string, string> | undefined): AirportTransferDetails {
  const source = details ?? {};
  return {
    direction: source.direction === 'departure' ? 'departure' : 'arrival',
    flightNumber: source.flightNumber ?? '',
    flightDate: source.flightDate ?? '',
    flightTime: source.flightTime ?? '',
    guestCount: source.guestCount ?? '',
    contactNumber: source.contactNumber ?? '',
    notes: source.notes ?? '',
    addReturnTransfer: source.addReturnTransfer === 'true' ? 'true' : 'false',
    returnFlightNumber: source.returnFlightNumber ?? '',
    returnFlightDate: source.returnFlightDate ?? '',
    returnFlightTime: source.returnFlightTime ?? '',
  };
}

/** What is stored: every text trimmed; the return leg's fields only with the return option. */
export function cleanTransferDetails(details: AirportTransferDetails): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(details)) clean[key] = value.trim();
  if (clean.addReturnTransfer !== 'true') {
    clean.addReturnTransfer = 'false';
    delete clean.returnFlightNumber;
    delete clean.returnFlightDate;
    delete clean.returnFlightTime;
  }
  return clean;
}

/** Stores the transfer with its details; the return option adds the return leg, unchecking removes it. */
export function applyTransfer(
  selection: readonly SelectedExtra[],
  details: AirportTransferDetails,
): SelectedExtra[] {
  const clean = cleanTransferDetails(details);
  const withTransfer = addExtra(selection, 'airport_transfer', clean);
  const withoutReturn = withTransfer.filter((line) => line.id !== 'airport_transfer_return');
  if (clean.addReturnTransfer !== 'true') return withoutReturn;
  const existingReturn = withTransfer.find((line) => line.id === 'airport_transfer_return');
  if (existingReturn) return withTransfer;
  return addExtra(withoutReturn, 'airport_transfer_return');
}

export function removeTransfer(selection: readonly SelectedExtra[]): SelectedExtra[] {
  return removeExtra(selection, 'airport_transfer');
}

export type BreakfastMethod = BreakfastDetails['timeMethod'];

/** The time applies only when the guest specifies one; mornings in date order. */
export function breakfastDetails(
  method: BreakfastMethod,
  time: string,
  people = '1',
  mornings: readonly string[] = [],
): BreakfastDetails {
  const base = { people, mornings: [...mornings].sort().join(',') };
  return method === 'specify'
    ? { timeMethod: 'specify', time: time || defaultBreakfastTime, ...base }
    : { timeMethod: 'later', time: 'decide_later', ...base };
}

/**
 * Stored details back into the dialog. By default every morning of the stay, for every guest of the
 * booking (a two-guest booking: two people, not one), within the dialog's choices.
 */
export function toBreakfastDetails(
  details: Record<string, string> | undefined,
  stay: StayDates | null = null,
  guests: number | null = null,
): BreakfastDetails {
  const allowed = stay ? breakfastMornings(stay) : [];
  const stored = parseMornings(details?.mornings).filter((date) => !stay || allowed.includes(date));
  const mornings = stored.length > 0 ? stored : allowed;
  const most = breakfastPeopleOptions.length;
  const everyone = guests && guests >= 1 ? String(Math.min(Math.floor(guests), most)) : '1';
  const people = details?.people ?? everyone;
  if (details?.timeMethod === 'later') return breakfastDetails('later', '', people, mornings);
  const time = details?.time && details.time !== 'decide_later' ? details.time : '';
  return breakfastDetails('specify', time, people, mornings);
}

/** Breakfast is one per person per morning: its quantity follows the details. */
export function applyBreakfast(
  selection: readonly SelectedExtra[],
  details: BreakfastDetails,
): SelectedExtra[] {
  const quantity = Math.max(1, breakfastQuantity({ ...details }));
  const withBreakfast = addExtra(selection, 'breakfast', { ...details });
  return withBreakfast.map((line) => (line.id === 'breakfast' ? { ...line, quantity } : line));
}

/** The mornings of breakfast details, as a list. */
export function parseDetailsMornings(details: BreakfastDetails): string[] {
  return parseMornings(details.mornings);
}
