import type { AirportTransferDetails, BreakfastDetails, SelectedExtra } from '@shared/api-types.ts';
import { defaultBreakfastTime } from '@shared/extras-catalogue.ts';
import { addExtra, removeExtra } from './selection';

export const requiredTransferFields = ['flightNumber', 'flightTime', 'guestCount', 'contactNumber'] as const;
export type RequiredTransferField = (typeof requiredTransferFields)[number];

export const emptyTransferDetails: AirportTransferDetails = {
  direction: 'arrival',
  flightNumber: '',
  flightTime: '',
  guestCount: '',
  contactNumber: '',
  notes: '',
  addReturnTransfer: 'false',
};

/** The required fields left blank (after trimming), in form order. */
export function missingTransferFields(details: AirportTransferDetails): RequiredTransferField[] {
  return requiredTransferFields.filter((field) => details[field].trim() === '');
}

export function trimTransferDetails(details: AirportTransferDetails): AirportTransferDetails {
  return {
    direction: details.direction,
    flightNumber: details.flightNumber.trim(),
    flightTime: details.flightTime.trim(),
    guestCount: details.guestCount.trim(),
    contactNumber: details.contactNumber.trim(),
    notes: details.notes.trim(),
    addReturnTransfer: details.addReturnTransfer,
  };
}

/** Reads stored details back into the dialog's shape, filling gaps with the empty form. */
export function toTransferDetails(details: Record<string, string> | undefined): AirportTransferDetails {
  const source = details ?? {};
  return {
    direction: source.direction === 'departure' ? 'departure' : 'arrival',
    flightNumber: source.flightNumber ?? '',
    flightTime: source.flightTime ?? '',
    guestCount: source.guestCount ?? '',
    contactNumber: source.contactNumber ?? '',
    notes: source.notes ?? '',
    addReturnTransfer: source.addReturnTransfer === 'true' ? 'true' : 'false',
  };
}

/** Stores the transfer with its details; the return option adds the return leg, unchecking removes it. */
export function applyTransfer(
  selection: readonly SelectedExtra[],
  details: AirportTransferDetails,
): SelectedExtra[] {
  const clean = trimTransferDetails(details);
  const withTransfer = addExtra(selection, 'airport_transfer', { ...clean });
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

/** The time applies only when the guest specifies one. */
export function breakfastDetails(method: BreakfastMethod, time: string): BreakfastDetails {
  return method === 'specify'
    ? { timeMethod: 'specify', time: time || defaultBreakfastTime }
    : { timeMethod: 'later', time: 'decide_later' };
}

export function toBreakfastDetails(details: Record<string, string> | undefined): BreakfastDetails {
  if (details?.timeMethod === 'later') return breakfastDetails('later', '');
  return breakfastDetails('specify', details?.time && details.time !== 'decide_later' ? details.time : '');
}
