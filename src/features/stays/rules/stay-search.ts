/**
 * The search a visitor makes, as the address carries it (`?city=&checkIn=&checkOut=&adults=&children=`),
 * so a search or a quote can be shared and reopened. Pure. Anything the address holds that the
 * contracts would refuse (a date that is not a day, dates out of order, a count out of range) is left
 * out rather than sent.
 */

export interface StaySearch {
  city: string | null;
  checkIn: string | null;
  checkOut: string | null;
  adults: number | null;
  children: number | null;
}

export const emptySearch: StaySearch = {
  city: null,
  checkIn: null,
  checkOut: null,
  adults: null,
  children: null,
};

/** The most guests of either kind the site takes (stay-shapes.ts maxGuests) and the longest stay. */
export const maxGuests = 16;
export const maxStayNights = 60;

export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Nights between two days (YYYY-MM-DD), or null. */
export function nightsBetween(checkIn: string | null, checkOut: string | null): number | null {
  if (!isDay(checkIn) || !isDay(checkOut)) return null;
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

function count(value: string | null, min: number): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= maxGuests ? number : null;
}

/** The search in an address's query (`location.search`). */
export function readSearch(query: string): StaySearch {
  const params = new URLSearchParams(query);
  const city = params.get('city')?.trim().slice(0, 100) || null;
  let checkIn = params.get('checkIn');
  let checkOut = params.get('checkOut');
  const nights = nightsBetween(checkIn, checkOut);
  if (nights === null || nights < 1 || nights > maxStayNights) {
    checkIn = null;
    checkOut = null;
  }
  return {
    city,
    checkIn,
    checkOut,
    adults: count(params.get('adults'), 1),
    children: count(params.get('children'), 0),
  };
}

/** The query for a search, in a fixed order, without empty fields ('' when there is nothing). */
export function searchQuery(search: StaySearch, { withCity = true } = {}): string {
  const params = new URLSearchParams();
  if (withCity && search.city) params.set('city', search.city);
  if (search.checkIn && search.checkOut) {
    params.set('checkIn', search.checkIn);
    params.set('checkOut', search.checkOut);
  }
  if (search.adults !== null) params.set('adults', String(search.adults));
  if (search.children !== null && search.children > 0) params.set('children', String(search.children));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The request fields the contracts take from a search (left out when not set). */
export function datesAndGuests(search: StaySearch) {
  return {
    ...(search.checkIn && search.checkOut ? { checkIn: search.checkIn, checkOut: search.checkOut } : {}),
    ...(search.adults !== null ? { adults: search.adults } : {}),
    ...(search.children !== null ? { children: search.children } : {}),
  };
}
