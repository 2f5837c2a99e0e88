import { describe, expect, it } from 'vitest';
import { datesAndGuests, readSearch, searchQuery } from './stay-search';

describe('the search in the address', () => {
  it('reads city, dates and guests, and writes them back in the same order', () => {
    const search = readSearch('?city=Marrakech&checkIn=2027-03-10&checkOut=2027-03-13&adults=2&children=1');
    expect(search).toEqual({
      city: 'Marrakech',
      checkIn: '2027-03-10',
      checkOut: '2027-03-13',
      adults: 2,
      children: 1,
    });
    expect(searchQuery(search)).toBe(
      '?city=Marrakech&checkIn=2027-03-10&checkOut=2027-03-13&adults=2&children=1',
    );
    expect(searchQuery(search, { withCity: false })).toBe(
      '?checkIn=2027-03-10&checkOut=2027-03-13&adults=2&children=1',
    );
  });

  it('leaves out what the server would refuse: dates out of order, alone, not days, counts out of range', () => {
    expect(readSearch('?checkIn=2027-03-13&checkOut=2027-03-10').checkIn).toBeNull();
    expect(readSearch('?checkIn=2027-03-13').checkIn).toBeNull();
    expect(readSearch('?checkIn=2027-02-30&checkOut=2027-03-02').checkOut).toBeNull();
    expect(readSearch('?checkIn=2027-01-01&checkOut=2027-04-01').checkIn).toBeNull();
    expect(readSearch('?adults=0&children=-1')).toMatchObject({ adults: null, children: null });
    expect(readSearch('?adults=17').adults).toBeNull();
    expect(datesAndGuests(readSearch('?adults=3'))).toEqual({ adults: 3 });
  });

  it('an empty search has an empty query', () => {
    expect(searchQuery(readSearch(''))).toBe('');
  });
});
