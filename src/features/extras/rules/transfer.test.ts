import type { AirportTransferDetails, SelectedExtra } from '@shared/api-types.ts';
import { describe, expect, it } from 'vitest';
import {
  applyBreakfast,
  applyTransfer,
  breakfastDetails,
  changeDirection,
  emptyTransferDetails,
  toBreakfastDetails,
  toTransferDetails,
  withStayDates,
} from './transfer';

const stay = { checkInDate: '2026-11-24', checkOutDate: '2026-11-27' };
const filled: AirportTransferDetails = {
  ...emptyTransferDetails,
  direction: 'arrival',
  flightNumber: ' AT 800 ',
  flightDate: '2026-11-24',
  flightTime: '14:30',
  guestCount: '2',
  contactNumber: '+212600000000',
  notes: '',
  addReturnTransfer: 'false',
};
const back = { returnFlightNumber: 'AT 801', returnFlightDate: '2026-11-27', returnFlightTime: '18:45' };

describe('flight dates in the dialog', () => {
  it('start at the likeliest day: arrival on check-in day, its return (departure) on check-out day', () => {
    expect(withStayDates(emptyTransferDetails, stay)).toMatchObject({
      flightDate: '2026-11-24',
      returnFlightDate: '2026-11-27',
    });
  });

  it('follow a change of direction unless the guest chose another allowed day', () => {
    const departure = changeDirection(withStayDates(filled, stay), 'departure', stay);
    expect(departure).toMatchObject({ flightDate: '2026-11-27', returnFlightDate: '2026-11-24' });
    const chosen = changeDirection({ ...filled, flightDate: '2026-11-23' }, 'departure', stay);
    expect(chosen.flightDate).toBe('2026-11-27');
    const kept = changeDirection({ ...departure, flightDate: '2026-11-25' }, 'departure', stay);
    expect(kept.flightDate).toBe('2026-11-25');
  });
});

describe('applyTransfer', () => {
  it('stores the trimmed details with quantity 1, without return fields when there is no return', () => {
    expect(applyTransfer([], { ...filled, ...back })).toEqual([
      {
        id: 'airport_transfer',
        quantity: 1,
        details: {
          direction: 'arrival',
          flightNumber: 'AT 800',
          flightDate: '2026-11-24',
          flightTime: '14:30',
          guestCount: '2',
          contactNumber: '+212600000000',
          notes: '',
          addReturnTransfer: 'false',
        },
      },
    ]);
  });

  it('adds the return leg when the option is checked and removes it when unchecked', () => {
    const withReturn = applyTransfer([], { ...filled, ...back, addReturnTransfer: 'true' });
    expect(withReturn[0]?.details).toMatchObject(back);
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
    expect(breakfastDetails('specify', '09:30', '2', ['2026-11-26', '2026-11-25'])).toEqual({
      timeMethod: 'specify',
      time: '09:30',
      people: '2',
      mornings: '2026-11-25,2026-11-26',
    });
    expect(breakfastDetails('specify', '')).toMatchObject({ timeMethod: 'specify', time: '08:00' });
    expect(breakfastDetails('later', '09:30')).toMatchObject({ timeMethod: 'later', time: 'decide_later' });
  });

  it('offers breakfast for every guest of the booking by default, within the dialog’s choices', () => {
    expect(toBreakfastDetails(undefined, stay, 2).people).toBe('2');
    expect(toBreakfastDetails(undefined, stay, 9).people).toBe('6');
    // What the guest chose wins over the default.
    expect(toBreakfastDetails({ timeMethod: 'later', people: '1' }, stay, 2).people).toBe('1');
  });

  it('reads stored details back: one person on every morning of the stay when the guests are not known', () => {
    expect(toBreakfastDetails(undefined, stay)).toEqual({
      timeMethod: 'specify',
      time: '08:00',
      people: '1',
      mornings: '2026-11-25,2026-11-26,2026-11-27',
    });
    expect(
      toBreakfastDetails(
        { timeMethod: 'later', time: 'decide_later', people: '3', mornings: '2026-11-26' },
        stay,
      ),
    ).toEqual({
      timeMethod: 'later',
      time: 'decide_later',
      people: '3',
      mornings: '2026-11-26',
    });
  });

  it('is one per person per morning: 7 EUR for 2 people on 2 mornings is a quantity of 4', () => {
    const early: SelectedExtra = { id: 'early_checkin', quantity: 1, details: {} };
    const lines = applyBreakfast(
      [early],
      breakfastDetails('specify', '09:00', '2', ['2026-11-25', '2026-11-26']),
    );
    expect(lines[1]).toMatchObject({ id: 'breakfast', quantity: 4 });
    const edited = applyBreakfast(lines, breakfastDetails('specify', '09:00', '1', ['2026-11-25']));
    expect(edited.map((line) => [line.id, line.quantity])).toEqual([
      ['early_checkin', 1],
      ['breakfast', 1],
    ]);
  });
});
