import { describe, expect, it } from 'vitest';
import { dueDate } from './due-date.ts';

const stay = { checkIn: '2026-03-12', checkOut: '2026-03-15' };

describe('the day a paid extra is needed', () => {
  it('is a transfer’s flight date when the guest gave one', () => {
    expect(dueDate({ ...stay, extraId: 'airport_transfer', details: { flightDate: '2026-03-11' } })).toBe(
      '2026-03-11',
    );
  });

  it('is the check-in day for an arrival without a flight date, the check-out day for a departure', () => {
    expect(dueDate({ ...stay, extraId: 'airport_transfer', details: { direction: 'arrival' } })).toBe(
      '2026-03-12',
    );
    expect(
      dueDate({
        ...stay,
        extraId: 'airport_transfer',
        details: { direction: 'departure', flightDate: 'soon' },
      }),
    ).toBe('2026-03-15');
    expect(dueDate({ ...stay, extraId: 'airport_transfer_return', details: {} })).toBe('2026-03-15');
  });

  it('is the check-in day for an early check-in, the check-out day for a late checkout', () => {
    expect(dueDate({ ...stay, extraId: 'early_checkin', details: {} })).toBe('2026-03-12');
    expect(dueDate({ ...stay, extraId: 'late_checkout', details: {} })).toBe('2026-03-15');
  });

  it('is a breakfast’s first morning, or the morning after check-in when none was chosen', () => {
    expect(
      dueDate({ ...stay, extraId: 'breakfast', details: { mornings: '2026-03-14,2026-03-13, nope' } }),
    ).toBe('2026-03-13');
    expect(dueDate({ ...stay, extraId: 'breakfast', details: { time: '08:30' } })).toBe('2026-03-13');
  });

  it('is the check-in day for anything else', () => {
    expect(dueDate({ ...stay, extraId: 'universal_adaptor', details: {} })).toBe('2026-03-12');
  });
});
