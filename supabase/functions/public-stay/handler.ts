/**
 * public-stay (issue 46, docs/direct-booking.md#public-stay): a published home's page. One read (the
 * home, its rates, photos and taken nights for the calendar's window and the asked stay), then the
 * quote by the price rules (_shared/stay-quote.ts). An unknown or unpublished slug answers 404
 * `not_found`, the same for both; misses are limited per client address (reads of published homes
 * never are). Contract: _shared/contracts/public-stay.contract.ts.
 */

import { rihlaTimeZone } from '../_shared/calendar.ts';
import { publicStay } from '../_shared/contracts/public-stay.contract.ts';
import { amenityKeys } from '../_shared/contracts/stay-shapes.ts';
import { localDateIn } from '../_shared/door-code-release.ts';
import { addDays } from '../_shared/extras-dates.ts';
import { serve } from '../_shared/procedure.ts';
import {
  faceLanguage,
  faceText,
  photoOf,
  ratesOf,
  readPublishedHome,
  takenOf,
} from '../_shared/public-stays-data.ts';
import { takeRateLimit } from '../_shared/rate-limit.ts';
import { fromNightly } from '../_shared/stay-price.ts';
import { mergeRanges, quoteStay } from '../_shared/stay-quote.ts';
import { cancellationText } from '../_shared/stay-texts.ts';

/** Misses (unknown slugs) an address may have per window. */
export const stayMissesPerAddress = 60;
/** The calendar's window: a year of nights. */
export const calendarDays = 365;

const amenityOrder = new Map<string, number>(amenityKeys.map((key, index) => [key, index]));

export const handler = serve(publicStay, async ({ body, deps, refuse }) => {
  const now = deps.now();
  // The window is read a day wider than Rihla's today either side: a home in another zone has its own.
  const rihlaToday = localDateIn(now, rihlaTimeZone);
  const askedFrom = body.calendarFrom && body.calendarFrom > rihlaToday ? body.calendarFrom : rihlaToday;
  const readFrom = [addDays(askedFrom, -1), body.checkIn ?? askedFrom].sort()[0]!;
  const readTo = [addDays(askedFrom, calendarDays + 1), body.checkOut ?? askedFrom].sort().at(-1)!;
  const home = await readPublishedHome(deps.db, body.slug, { from: readFrom, to: readTo }, now);
  if (!home) {
    if (deps.config.rateLimitEnabled) {
      const take = await takeRateLimit(
        deps.db,
        [{ kind: 'public-stay-address', value: deps.clientAddress, max: stayMissesPerAddress }],
        { max: stayMissesPerAddress, windowSeconds: deps.config.rateLimitWindowSeconds },
        now,
      );
      if (!take.allowed) refuse('rateLimited', { 'Retry-After': String(take.retryAfterSeconds) });
    }
    return refuse('notFound');
  }

  const { language } = body;
  const today = localDateIn(now, home.time_zone);
  const from = body.calendarFrom && body.calendarFrom > today ? body.calendarFrom : today;
  const window = { from, to: addDays(from, calendarDays) };
  const rates = ratesOf(home);
  const title = faceText(home.public_face, language, 'title');
  const quote =
    body.checkIn && body.checkOut
      ? quoteStay(
          rates,
          { maxAdults: home.max_adults, maxChildren: home.max_children },
          {
            checkIn: body.checkIn,
            checkOut: body.checkOut,
            adults: body.adults ?? 1,
            children: body.children ?? 0,
          },
          takenOf(home),
          today,
        )
      : null;
  return {
    stay: {
      slug: home.slug,
      language: faceLanguage(home.public_face, language),
      title,
      description: faceText(home.public_face, language, 'description'),
      cityKey: home.city_key,
      city: faceText(home.public_face, language, 'city'),
      neighbourhood: faceText(home.public_face, language, 'neighbourhood'),
      capacity: { adults: home.max_adults, children: home.max_children },
      bedrooms: home.bedrooms,
      beds: home.beds,
      bathrooms: home.bathrooms,
      amenities: [...home.amenities]
        .filter((key) => amenityOrder.has(key))
        .sort((a, b) => amenityOrder.get(a)! - amenityOrder.get(b)!) as (typeof amenityKeys)[number][],
      photos: home.photos.map((photo) => photoOf(photo, language, title)),
      houseRules: home.house_rules_languages[language] || home.house_rules,
      checkInTime: home.check_in_time,
      checkOutTime: home.check_out_time,
      cancellation: {
        kind: home.cancellation_kind,
        fullRefundDays: home.cancellation_full_refund_days,
        text: cancellationText(language, home.cancellation_kind, home.cancellation_full_refund_days),
      },
      mapUrl: home.map_url,
      fromNightly: { amount: fromNightly(rates, today), currency: home.currency },
      currency: home.currency,
      rating: null,
    },
    calendar: {
      from: window.from,
      to: window.to,
      taken: mergeRanges(takenOf(home), window),
      minNights: home.min_nights,
      minNightsPeriods: rates.dated
        .filter((rate) => rate.minNights !== null && rate.endsOn > window.from && rate.startsOn < window.to)
        .map((rate) => ({ from: rate.startsOn, to: rate.endsOn, minNights: rate.minNights! })),
    },
    quote,
  };
});
