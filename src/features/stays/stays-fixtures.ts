/** Answers of public-stays and public-stay as the server sends them, for the stays pages' tests. */
import type { AvailableQuote, ListedStay, RefusedQuote, StayAnswer } from './api/stay-types';

export const riad: ListedStay = {
  slug: 'riad-yasmine',
  title: 'Riad Yasmine',
  cityKey: 'Marrakech',
  city: 'Marrakech',
  neighbourhood: 'Medina',
  capacity: { adults: 4, children: 2 },
  bedrooms: 3,
  beds: 4,
  bathrooms: 2,
  cover: {
    url: '/images/stays/riad-yasmine-1.jpg',
    alt: 'The riad’s patio with its fountain',
    width: 1200,
    height: 800,
  },
  fromNightly: { amount: 12000, currency: 'EUR' },
  rating: null,
  stay: null,
};

export const atlas: ListedStay = {
  ...riad,
  slug: 'dar-atlas',
  title: 'Dar Atlas',
  cityKey: 'Imlil',
  city: 'Imlil',
  neighbourhood: 'Aroumd',
  capacity: { adults: 2, children: 0 },
  bedrooms: 1,
  cover: null,
  fromNightly: { amount: 90000, currency: 'MAD' },
};

export const cities = [
  { key: 'Marrakech', name: 'Marrakech' },
  { key: 'Imlil', name: 'Imlil' },
];

export const quote: AvailableQuote = {
  available: true,
  checkIn: '2027-03-10',
  checkOut: '2027-03-13',
  nights: 3,
  adults: 2,
  children: 0,
  currency: 'EUR',
  lines: [
    { from: '2027-03-10', to: '2027-03-12', nights: 2, nightly: 12000, amount: 24000, dated: false },
    { from: '2027-03-12', to: '2027-03-13', nights: 1, nightly: 15000, amount: 15000, dated: true },
  ],
  nightsTotal: 39000,
  cleaningFee: 3500,
  touristTax: { perAdultNight: 250, adults: 2, nights: 3, amount: 1500 },
  total: 44000,
};

export const refusedMinimum: RefusedQuote = {
  available: false,
  checkIn: '2027-03-10',
  checkOut: '2027-03-11',
  reason: 'minimum_nights',
  minNights: 2,
  maxAdults: 4,
  maxChildren: 2,
};

export function stayAnswer(quoteOrNull: StayAnswer['quote'] = null): StayAnswer {
  return {
    stay: {
      slug: 'riad-yasmine',
      language: 'en',
      title: 'Riad Yasmine',
      description: 'A quiet riad around a patio with orange trees, five minutes from Jemaa el-Fna.',
      cityKey: 'Marrakech',
      city: 'Marrakech',
      neighbourhood: 'Medina',
      capacity: { adults: 4, children: 2 },
      bedrooms: 3,
      beds: 4,
      bathrooms: 2,
      amenities: ['wifi', 'rooftop_terrace', 'hammam'],
      photos: [riad.cover!],
      houseRules: 'No parties. Quiet after 22:00.',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      cancellation: {
        kind: 'moderate',
        fullRefundDays: 5,
        text: 'Full refund until 5 days before check-in, then 50 %.',
      },
      mapUrl: 'https://www.openstreetmap.org/#map=17/31.63/-7.99',
      fromNightly: { amount: 12000, currency: 'EUR' },
      currency: 'EUR',
      rating: null,
    },
    calendar: {
      from: '2027-03-01',
      to: '2028-03-01',
      taken: [{ from: '2027-03-20', to: '2027-03-24' }],
      minNights: 2,
      minNightsPeriods: [],
    },
    quote: quoteOrNull,
  };
}
