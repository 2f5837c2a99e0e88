import { describe, expect, it } from 'vitest';
import { extraDetailRows, morningDates } from './extra-details';

const transfer = {
  direction: 'arrival',
  flightNumber: 'AT 800',
  flightDate: '2026-03-12',
  flightTime: '14:30',
  guestCount: '2',
  contactNumber: '+212600000000',
  notes: '',
  addReturnTransfer: 'true',
  returnFlightNumber: 'AT 801',
  returnFlightDate: '2026-03-15',
  returnFlightTime: '18:45',
};

describe('extra details as View Details shows them', () => {
  it('lists a transfer’s flight, passengers and contact, then its return leg', () => {
    expect(extraDetailRows('airport_transfer', transfer).map((row) => row.field)).toEqual([
      'direction',
      'flightNumber',
      'flightDate',
      'flightTime',
      'guestCount',
      'contactNumber',
      'returnFlightNumber',
      'returnFlightDate',
      'returnFlightTime',
    ]);
    expect(extraDetailRows('airport_transfer', transfer)[2]).toEqual({
      field: 'flightDate',
      value: '2026-03-12',
      format: 'date',
    });
  });

  it('leaves the return leg out when none was added, and shows notes when given', () => {
    const oneWay = { ...transfer, addReturnTransfer: 'false', notes: ' Child seat ' };
    const fields = extraDetailRows('airport_transfer', oneWay).map((row) => row.field);
    expect(fields).not.toContain('returnFlightNumber');
    expect(extraDetailRows('airport_transfer', oneWay).at(-1)).toEqual({
      field: 'notes',
      value: 'Child seat',
      format: 'text',
    });
  });

  it('shows a breakfast’s time, or that it is to be decided, its people and mornings', () => {
    expect(
      extraDetailRows('breakfast', {
        timeMethod: 'specify',
        time: '08:30',
        people: '2',
        mornings: '2026-03-12,2026-03-11',
      }),
    ).toEqual([
      { field: 'breakfastTime', value: '08:30', format: 'breakfastTime' },
      { field: 'people', value: '2', format: 'text' },
      { field: 'mornings', value: '2026-03-12,2026-03-11', format: 'dates' },
    ]);
    expect(extraDetailRows('breakfast', { timeMethod: 'later', time: 'decide_later' })).toEqual([
      { field: 'breakfastTime', value: 'later', format: 'breakfastTime' },
    ]);
    expect(morningDates('2026-03-12, 2026-03-11,x')).toEqual(['2026-03-11', '2026-03-12']);
  });

  it('shows nothing for extras without details or keys it does not know', () => {
    expect(extraDetailRows('universal_adaptor', { secret: 'x' })).toEqual([]);
    expect(extraDetailRows('airport_transfer', { other: 'x' })).toEqual([]);
  });
});
