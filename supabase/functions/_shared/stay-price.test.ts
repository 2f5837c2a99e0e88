/**
 * The price rules of direct booking (issue 46): dated rates across their edges, minimum nights, the
 * tourist tax per adult per night, whole minor units (never rounded, never converted), and the
 * quote's refusals in the order a guest fixes them.
 */
import { describe, expect, it } from 'vitest';
import { fromNightly, minNightsFor, priceStay, type StayRates } from './stay-price.ts';
import { mergeRanges, quoteStay } from './stay-quote.ts';

// A riad in Marrakech: 1,200.00 MAD a night, a holiday season at 1,650.00 with 4 nights minimum.
const riad: StayRates = {
  currency: 'MAD',
  nightly: 120_000,
  minNights: 2,
  cleaningFee: 25_000,
  touristTaxPerAdultNight: 2_750,
  dated: [{ startsOn: '2026-12-20', endsOn: '2027-01-03', nightly: 165_000, minNights: 4 }],
};
const guests = { adults: 2, children: 1 };

describe('priceStay', () => {
  it('prices nights outside any dated rate at the base rate, with cleaning and the tax as their own lines', () => {
    const price = priceStay(riad, '2026-11-01', '2026-11-04', guests);
    expect(price.lines).toEqual([
      { from: '2026-11-01', to: '2026-11-04', nights: 3, nightly: 120_000, amount: 360_000, dated: false },
    ]);
    expect(price.nightsTotal).toBe(360_000);
    expect(price.cleaningFee).toBe(25_000);
    // 27.50 MAD × 2 adults × 3 nights; the child pays none.
    expect(price.touristTax).toEqual({ perAdultNight: 2_750, adults: 2, nights: 3, amount: 16_500 });
    expect(price.total).toBe(401_500);
    expect(price.currency).toBe('MAD');
  });

  it('splits a stay across a dated rate’s start: the night before at the base rate, the first night at the season’s', () => {
    const price = priceStay(riad, '2026-12-18', '2026-12-22', guests);
    expect(price.lines).toEqual([
      { from: '2026-12-18', to: '2026-12-20', nights: 2, nightly: 120_000, amount: 240_000, dated: false },
      { from: '2026-12-20', to: '2026-12-22', nights: 2, nightly: 165_000, amount: 330_000, dated: true },
    ]);
    expect(price.nightsTotal).toBe(570_000);
  });

  it('prices the night before a dated rate’s end (exclusive) at the season and the end day at the base rate', () => {
    const price = priceStay(riad, '2027-01-01', '2027-01-05', guests);
    expect(price.lines.map((line) => [line.from, line.to, line.nightly])).toEqual([
      ['2027-01-01', '2027-01-03', 165_000],
      ['2027-01-03', '2027-01-05', 120_000],
    ]);
  });

  it('prices a stay spanning a whole season in three lines', () => {
    const price = priceStay(riad, '2026-12-19', '2027-01-04', { adults: 1, children: 0 });
    expect(price.lines.map((line) => line.nights)).toEqual([1, 14, 1]);
    expect(price.nightsTotal).toBe(120_000 + 14 * 165_000 + 120_000);
    expect(price.touristTax.amount).toBe(2_750 * 16);
    expect(price.total).toBe(price.nightsTotal + 25_000 + 2_750 * 16);
  });

  it('keeps two adjacent dated rates apart even at the same nightly amount', () => {
    const rates: StayRates = {
      ...riad,
      dated: [
        { startsOn: '2026-04-01', endsOn: '2026-04-03', nightly: 90_000, minNights: null },
        { startsOn: '2026-04-03', endsOn: '2026-04-05', nightly: 90_000, minNights: null },
      ],
    };
    expect(priceStay(rates, '2026-04-01', '2026-04-05', guests).lines.map((line) => line.nights)).toEqual([
      2, 2,
    ]);
  });

  it('counts a leap day and the end of March (the clocks change in Europe) as one night each', () => {
    const euro: StayRates = { ...riad, currency: 'EUR', nightly: 9_999, dated: [] };
    expect(priceStay(euro, '2028-02-28', '2028-03-01', guests).nights).toBe(2);
    expect(priceStay(euro, '2026-03-28', '2026-03-30', guests).nightsTotal).toBe(19_998);
  });

  it('charges no tax when the commune sets none, and no cleaning when the home has none', () => {
    const price = priceStay(
      { ...riad, cleaningFee: 0, touristTaxPerAdultNight: 0 },
      '2026-11-01',
      '2026-11-03',
      guests,
    );
    expect(price.touristTax.amount).toBe(0);
    expect(price.total).toBe(price.nightsTotal);
  });

  it('never converts: the quote is in the home’s currency', () => {
    expect(priceStay({ ...riad, currency: 'EUR' }, '2026-11-01', '2026-11-03', guests).currency).toBe('EUR');
  });

  it('refuses amounts that are not whole minor units instead of rounding them', () => {
    expect(() => priceStay({ ...riad, nightly: 120.5 }, '2026-11-01', '2026-11-03', guests)).toThrow(
      RangeError,
    );
    expect(() =>
      priceStay({ ...riad, touristTaxPerAdultNight: -1 }, '2026-11-01', '2026-11-03', guests),
    ).toThrow(RangeError);
    expect(() =>
      priceStay({ ...riad, nightly: Number.MAX_SAFE_INTEGER }, '2026-11-01', '2026-11-03', guests),
    ).toThrow(RangeError);
  });

  it('refuses an empty stay and a stay without an adult', () => {
    expect(() => priceStay(riad, '2026-11-01', '2026-11-01', guests)).toThrow(RangeError);
    expect(() => priceStay(riad, '2026-11-01', '2026-11-02', { adults: 0, children: 2 })).toThrow(RangeError);
  });
});

describe('minimum nights and the "from" price', () => {
  it('takes the dated rate’s minimum for a check-in inside it, else the home’s', () => {
    expect(minNightsFor(riad, '2026-12-19')).toBe(2);
    expect(minNightsFor(riad, '2026-12-20')).toBe(4);
    expect(minNightsFor(riad, '2027-01-02')).toBe(4);
    expect(minNightsFor(riad, '2027-01-03')).toBe(2);
  });

  it('falls back to the home’s minimum when the dated rate sets none', () => {
    const rates = { ...riad, dated: [{ ...riad.dated[0]!, minNights: null }] };
    expect(minNightsFor(rates, '2026-12-24')).toBe(2);
  });

  it('shows the lowest nightly amount of the base rate and the dated rates not over', () => {
    const lowSeason = { startsOn: '2026-07-01', endsOn: '2026-09-01', nightly: 95_000, minNights: null };
    const rates = { ...riad, dated: [...riad.dated, lowSeason] };
    expect(fromNightly(rates, '2026-06-01')).toBe(95_000);
    expect(fromNightly(rates, '2026-09-01')).toBe(120_000);
  });
});

describe('quoteStay', () => {
  const capacity = { maxAdults: 4, maxChildren: 2 };
  const today = '2026-11-01';
  const request = { checkIn: '2026-12-18', checkOut: '2026-12-22', adults: 2, children: 1 };

  it('quotes free nights with the price and the guests', () => {
    const quote = quoteStay(riad, capacity, request, [], today);
    expect(quote).toMatchObject({
      available: true,
      nights: 4,
      adults: 2,
      children: 1,
      total: 570_000 + 25_000 + 22_000,
    });
  });

  it('refuses a taken night, and accepts arriving on the morning a stay leaves', () => {
    expect(
      quoteStay(riad, capacity, request, [{ from: '2026-12-21', to: '2026-12-23' }], today),
    ).toMatchObject({
      available: false,
      reason: 'nights_taken',
    });
    expect(
      quoteStay(riad, capacity, request, [{ from: '2026-12-15', to: '2026-12-18' }], today).available,
    ).toBe(true);
    expect(
      quoteStay(riad, capacity, request, [{ from: '2026-12-22', to: '2026-12-25' }], today).available,
    ).toBe(true);
  });

  it('refuses fewer nights than the check-in night’s minimum, saying the minimum', () => {
    const short = { ...request, checkIn: '2026-12-24', checkOut: '2026-12-27' };
    expect(quoteStay(riad, capacity, short, [], today)).toMatchObject({
      reason: 'minimum_nights',
      minNights: 4,
    });
    const oneNight = { ...request, checkIn: '2026-11-10', checkOut: '2026-11-11' };
    expect(quoteStay(riad, capacity, oneNight, [], today)).toMatchObject({
      reason: 'minimum_nights',
      minNights: 2,
    });
  });

  it('refuses more adults or children than the home takes, saying its capacity', () => {
    expect(quoteStay(riad, capacity, { ...request, adults: 5 }, [], today)).toMatchObject({
      reason: 'too_many_guests',
      maxAdults: 4,
      maxChildren: 2,
    });
    expect(quoteStay(riad, capacity, { ...request, children: 3 }, [], today)).toMatchObject({
      reason: 'too_many_guests',
    });
  });

  it('refuses past dates and dates past the horizon before anything else', () => {
    const taken = [{ from: '2026-01-01', to: '2028-01-01' }];
    const past = { ...request, checkIn: '2026-10-31', checkOut: '2026-11-01', adults: 9 };
    expect(quoteStay(riad, capacity, past, taken, today)).toMatchObject({ reason: 'past_dates' });
    const far = { ...request, checkIn: '2028-04-20', checkOut: '2028-04-26' };
    expect(quoteStay(riad, capacity, far, taken, today)).toMatchObject({ reason: 'too_far_ahead' });
    expect(
      quoteStay(riad, capacity, { ...request, checkIn: today, checkOut: '2026-11-03' }, [], today).available,
    ).toBe(true);
  });
});

describe('mergeRanges', () => {
  it('merges touching and overlapping ranges, sorted, clipped to the window', () => {
    const ranges = [
      { from: '2026-12-10', to: '2026-12-12' },
      { from: '2026-11-28', to: '2026-12-03' },
      { from: '2026-12-03', to: '2026-12-05' },
      { from: '2026-12-11', to: '2026-12-14' },
      { from: '2027-03-01', to: '2027-03-04' },
    ];
    expect(mergeRanges(ranges, { from: '2026-12-01', to: '2027-03-02' })).toEqual([
      { from: '2026-12-01', to: '2026-12-05' },
      { from: '2026-12-10', to: '2026-12-14' },
      { from: '2027-03-01', to: '2027-03-02' },
    ]);
  });
});
