import type { AirportTransferDetails, SelectedExtra } from '@shared/api-types.ts';
import { describe, expect, it } from 'vitest';
import {
  applyTransfer,
  breakfastDetails,
  emptyTransferDetails,
  missingTransferFields,
  toBreakfastDetails,
  toTransferDetails,
} from './transfer';

const filled: AirportTransferDetails = {
  direction: 'arrival',
  flightNumber: ' AT800 ',
  flightTime: '14:30',
  guestCount: '2',
  contactNumber: '+212600000000',
  notes: '',
  addReturnTransfer: 'false',
};

describe('airport transfer validation', () => {
  it('lists blank required fields in form order, after trimming', () => {
    expect(missingTransferFields(emptyTransferDetails)).toEqual([
      'flightNumber',
      'flightTime',
      'guestCount',
      'contactNumber',
    ]);
    expect(missingTransferFields({ ...filled, flightTime: '   ', contactNumber: '\t' })).toEqual([
      'flightTime',
      'contactNumber',
    ]);
    expect(missingTransferFields(filled)).toEqual([]);
  });

  it('does not require notes or the return option', () => {
    expect(missingTransferFields({ ...filled, notes: '' })).toEqual([]);
  });
});

describe('applyTransfer', () => {
  it('stores the trimmed details with quantity 1', () => {
    expect(applyTransfer([], filled)).toEqual([
      { id: 'airport_transfer', quantity: 1, details: { ...filled, flightNumber: 'AT800' } },
    ]);
  });

  it('adds the return leg when the option is checked and removes it when unchecked', () => {
    const withReturn = applyTransfer([], { ...filled, addReturnTransfer: 'true' });
    expect(withReturn.map((line) => [line.id, line.quantity])).toEqual([
      ['airport_transfer', 1],
      ['airport_transfer_return', 1],
    ]);
    const again = applyTransfer(withReturn, { ...filled, addReturnTransfer: 'true' });
    expect(again.filter((line) => line.id === 'airport_transfer_return')).toHaveLength(1);
    const unchecked = applyTransfer(withReturn, filled);
    expect(unchecked.map((line) => line.id)).toEqual(['airport_transfer']);
  });

  it('editing keeps other extras and the transfer quantity', () => {
    const early: SelectedExtra = { id: 'early_checkin', quantity: 1, details: {} };
    const first = applyTransfer([early], filled);
    const edited = applyTransfer(first, { ...filled, direction: 'departure' });
    expect(edited).toHaveLength(2);
    expect(edited[1]?.details.direction).toBe('departure');
    expect(edited[1]?.quantity).toBe(1);
  });

  it('reads stored details back into the dialog form', () => {
    expect(toTransferDetails(undefined)).toEqual(emptyTransferDetails);
    expect(toTransferDetails({ direction: 'departure', addReturnTransfer: 'true' })).toMatchObject({
      direction: 'departure',
      addReturnTransfer: 'true',
      flightNumber: '',
    });
  });
});

describe('breakfast details', () => {
  it('uses the time only when the guest specifies one, 08:00 by default', () => {
    expect(breakfastDetails('specify', '09:30')).toEqual({ timeMethod: 'specify', time: '09:30' });
    expect(breakfastDetails('specify', '')).toEqual({ timeMethod: 'specify', time: '08:00' });
    expect(breakfastDetails('later', '09:30')).toEqual({ timeMethod: 'later', time: 'decide_later' });
  });

  it('reads stored details back, defaulting to a specified 08:00', () => {
    expect(toBreakfastDetails(undefined)).toEqual({ timeMethod: 'specify', time: '08:00' });
    expect(toBreakfastDetails({ timeMethod: 'later', time: 'decide_later' })).toEqual({
      timeMethod: 'later',
      time: 'decide_later',
    });
    expect(toBreakfastDetails({ timeMethod: 'specify', time: '10:30' })).toEqual({
      timeMethod: 'specify',
      time: '10:30',
    });
  });
});
