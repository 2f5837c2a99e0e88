/**
 * The price authority of direct booking (issue 46, docs/direct-booking.md#prices): a stay's nights
 * priced by the dated rate covering each night, else the home's nightly rate; the minimum stay (the
 * dated rate's of the check-in night, else the home's); the cleaning fee; the tourist tax per adult
 * per night as its own line; and the reasons dates cannot be booked. Pure.
 *
 * Money: every amount is an integer count of the home's currency's minor units (cents, centimes);
 * the rules only add and multiply integers, so nothing is ever rounded, and an input that is not a
 * non-negative safe integer is refused (throws) rather than rounded. The currency is the home's:
 * never converted.
 */
import { addDays } from './extras-dates.ts';

export type StayCurrency = 'EUR' | 'MAD';

/** A dated rate: the nights [startsOn, endsOn) at `nightly`; `minNights` for a check-in inside it. */
export interface DatedRate {
  startsOn: string;
  endsOn: string;
  nightly: number;
  minNights: number | null;
}

/** What a home charges (properties and property_rates, migration 0044). */
export interface StayRates {
  currency: StayCurrency;
  nightly: number;
  minNights: number;
  cleaningFee: number;
  touristTaxPerAdultNight: number;
  /** Never overlapping (the database's exclusion constraint); any order. */
  dated: readonly DatedRate[];
}

export interface StayGuests {
  adults: number;
  children: number;
}

export interface PriceLine {
  from: string;
  to: string;
  nights: number;
  nightly: number;
  amount: number;
  dated: boolean;
}

export interface StayPrice {
  currency: StayCurrency;
  nights: number;
  lines: PriceLine[];
  nightsTotal: number;
  cleaningFee: number;
  touristTax: { perAdultNight: number; adults: number; nights: number; amount: number };
  total: number;
}

/** The number of nights of [from, to) (negative when to is before from). */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function minorUnits(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole minor units, got ${value}`);
  return value;
}

function product(a: number, b: number, what: string): number {
  return minorUnits(a * b, what);
}

/** The dated rate covering a night, if any. */
export function datedRateOf(rates: StayRates, night: string): DatedRate | undefined {
  return rates.dated.find((rate) => rate.startsOn <= night && night < rate.endsOn);
}

/** The minimum stay for a check-in on this night: its dated rate's, else the home's. */
export function minNightsFor(rates: StayRates, checkIn: string): number {
  return datedRateOf(rates, checkIn)?.minNights ?? rates.minNights;
}

/**
 * The stay's price: runs of consecutive nights at one rate as lines (a dated rate's nights, then the
 * base rate's, split at every edge), the cleaning fee once, the tourist tax per adult per night.
 */
export function priceStay(
  rates: StayRates,
  checkIn: string,
  checkOut: string,
  guests: StayGuests,
): StayPrice {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) throw new RangeError('check-out must be after check-in');
  if (!Number.isSafeInteger(guests.adults) || guests.adults < 1) throw new RangeError('at least one adult');
  const lines: PriceLine[] = [];
  let previous: DatedRate | undefined | null = null;
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    const dated = datedRateOf(rates, night);
    const nightly = minorUnits(dated ? dated.nightly : rates.nightly, 'nightly rate');
    const last = lines.at(-1);
    if (last && previous === dated) {
      last.to = addDays(night, 1);
      last.nights += 1;
      last.amount = product(last.nights, nightly, 'nights amount');
    } else {
      lines.push({
        from: night,
        to: addDays(night, 1),
        nights: 1,
        nightly,
        amount: nightly,
        dated: dated !== undefined,
      });
    }
    previous = dated;
  }
  const nightsTotal = minorUnits(
    lines.reduce((sum, line) => sum + line.amount, 0),
    'nights total',
  );
  const cleaningFee = minorUnits(rates.cleaningFee, 'cleaning fee');
  const perAdultNight = minorUnits(rates.touristTaxPerAdultNight, 'tourist tax');
  const touristTax = product(product(perAdultNight, guests.adults, 'tourist tax'), nights, 'tourist tax');
  return {
    currency: rates.currency,
    nights,
    lines,
    nightsTotal,
    cleaningFee,
    touristTax: { perAdultNight, adults: guests.adults, nights, amount: touristTax },
    total: minorUnits(nightsTotal + cleaningFee + touristTax, 'total'),
  };
}

/** The lowest nightly amount a home shows ("from"): its rate and the dated rates not over by today. */
export function fromNightly(rates: StayRates, today: string): number {
  return Math.min(
    rates.nightly,
    ...rates.dated.filter((rate) => rate.endsOn > today).map((rate) => rate.nightly),
  );
}
