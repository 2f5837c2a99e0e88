import { describe, expect, it } from 'vitest';
import {
  breakfastMornings,
  breakfastQuantity,
  checkBreakfastDetails,
  checkTransferDetails,
  flightDates,
  normalizeFlightNumber,
  normalizePhone,
} from './extras-details.ts';

const stay = { checkInDate: '2026-11-24', checkOutDate: '2026-11-27' };
const arrival = {
  direction: 'arrival',
  flightNumber: 'at800',
  flightDate: '2026-11-24',
  flightTime: '14:30',
  guestCount: '2',
  contactNumber: '+212 600-111 222',
  notes: ' Two suitcases ',
  addReturnTransfer: 'false',
};

describe('airport transfer details (the one schema of the dialog and the server)', () => {
  it('refuses what cannot be driven: time 25:99, contact "abc", flight "xx"', () => {
    expect(
      checkTransferDetails(
        { ...arrival, flightTime: '25:99', contactNumber: 'abc', flightNumber: 'xx' },
        stay,
      ),
    ).toEqual({
      ok: false,
      errors: { flightNumber: 'flightNumber', flightTime: 'time', contactNumber: 'phone' },
    });
    expect(checkTransferDetails({ ...arrival, flightTime: '1430' }, stay)).toMatchObject({
      errors: { flightTime: 'time' },
    });
  });

  it('accepts airline flight numbers and phone numbers with a country code, normalised', () => {
    expect(normalizeFlightNumber('at800')).toBe('AT 800');
    expect(normalizeFlightNumber(' FR-1234 ')).toBe('FR 1234');
    expect(normalizeFlightNumber('u2 8021a')).toBe('U2 8021A');
    for (const bad of ['xx', 'AT', '800', 'AT 12345', 'RAM 201', '12 800']) {
      expect(normalizeFlightNumber(bad)).toBeNull();
    }
    expect(normalizePhone('+212 600-111 222')).toBe('+212600111222');
    expect(normalizePhone('00 33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('+212 0600 111 222')).toBe('+212600111222');
    for (const bad of ['abc', '0600111222', '+212 600', '+1234567', '+212 600 111 2222', '+0 600 111 222']) {
      expect(normalizePhone(bad)).toBeNull();
    }
    expect(checkTransferDetails(arrival, stay)).toEqual({
      ok: true,
      details: {
        ...arrival,
        flightNumber: 'AT 800',
        contactNumber: '+212600111222',
        notes: 'Two suitcases',
      },
    });
  });

  it('keeps the flight date within the stay: arrival the day before or on check-in; departure during the stay', () => {
    expect(flightDates('arrival', stay)).toEqual(['2026-11-23', '2026-11-24']);
    expect(flightDates('departure', stay)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(checkTransferDetails({ ...arrival, flightDate: '2026-11-23' }, stay).ok).toBe(true);
    for (const flightDate of ['2026-11-22', '2026-11-25', 'tomorrow']) {
      expect(checkTransferDetails({ ...arrival, flightDate }, stay)).toEqual({
        ok: false,
        errors: { flightDate: 'flightDate' },
      });
    }
    // No date (the spec's four fields): the check-in day for an arrival, the check-out day for a
    // departure and for an arrival's return; without the stay's dates (the shape checked before the
    // booking is read) it is left to fill.
    expect(checkTransferDetails({ ...arrival, flightDate: '' }, stay)).toMatchObject({
      ok: true,
      details: { flightDate: '2026-11-24' },
    });
    expect(checkTransferDetails({ ...arrival, direction: 'departure', flightDate: '' }, stay)).toMatchObject({
      ok: true,
      details: { flightDate: '2026-11-27' },
    });
    expect(checkTransferDetails({ ...arrival, flightDate: '' }, null)).toMatchObject({
      ok: true,
      details: { flightDate: '' },
    });
    expect(
      checkTransferDetails({ ...arrival, direction: 'departure', flightDate: '2026-11-27' }, stay).ok,
    ).toBe(true);
  });

  it('asks the return leg for its departure flight number and time; its date is the check-out day unless chosen', () => {
    expect(checkTransferDetails({ ...arrival, addReturnTransfer: 'true' }, stay)).toEqual({
      ok: false,
      errors: { returnFlightNumber: 'required', returnFlightTime: 'required' },
    });
    expect(
      checkTransferDetails(
        { ...arrival, addReturnTransfer: 'true', returnFlightNumber: 'AT 801', returnFlightTime: '18:45' },
        stay,
      ),
    ).toMatchObject({ ok: true, details: { returnFlightDate: '2026-11-27' } });
    const withReturn = {
      ...arrival,
      addReturnTransfer: 'true',
      returnFlightNumber: 'at 801',
      returnFlightDate: '2026-11-27',
      returnFlightTime: '18:45',
    };
    expect(checkTransferDetails(withReturn, stay)).toMatchObject({
      ok: true,
      details: { returnFlightNumber: 'AT 801', returnFlightDate: '2026-11-27', returnFlightTime: '18:45' },
    });
    // The return of an arrival is a departure: the day before check-in is not one.
    expect(checkTransferDetails({ ...withReturn, returnFlightDate: '2026-11-23' }, stay)).toMatchObject({
      errors: { returnFlightDate: 'flightDate' },
    });
  });
});

describe('breakfast details', () => {
  it('is for a number of people on chosen mornings of the stay: the quantity is people x mornings', () => {
    expect(breakfastMornings(stay)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    const details = { timeMethod: 'specify', time: '09:30', people: '2', mornings: '2026-11-26,2026-11-25' };
    expect(checkBreakfastDetails(details, stay)).toEqual({
      ok: true,
      details: { ...details, mornings: '2026-11-25,2026-11-26' },
    });
    expect(breakfastQuantity(details)).toBe(4);
    expect(checkBreakfastDetails({ ...details, mornings: '2026-11-24' }, stay)).toEqual({
      ok: false,
      errors: { mornings: 'mornings' },
    });
    expect(checkBreakfastDetails({ ...details, people: '0', time: '07:00' }, stay)).toEqual({
      ok: false,
      errors: { time: 'time', people: 'people' },
    });
  });
});
