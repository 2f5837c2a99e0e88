/**
 * public-stays (issue 46, docs/direct-booking.md#public-stays): the /stays list. One read of every
 * published home (its cover photo, rates, and with dates its nights taken in the stay), then the
 * filters here: the city, the guests (capacity), and with dates only the homes the quote accepts
 * (free for every night, minimum stay met), each with its total. Contract:
 * _shared/contracts/public-stays.contract.ts.
 */
import { rihlaTimeZone } from '../_shared/calendar.ts';
import { publicStays } from '../_shared/contracts/public-stays.contract.ts';
import { localDateIn } from '../_shared/door-code-release.ts';
import { serve } from '../_shared/procedure.ts';
import { faceText, photoOf, ratesOf, readPublishedHomes, takenOf } from '../_shared/public-stays-data.ts';
import { fromNightly } from '../_shared/stay-price.ts';
import { quoteStay } from '../_shared/stay-quote.ts';

const cityKeyOf = (value: string) => value.trim().toLocaleLowerCase('en');

export const handler = serve(publicStays, async ({ body, deps }) => {
  const now = deps.now();
  const { language } = body;
  const adults = body.adults ?? 1;
  const children = body.children ?? 0;
  const stay = body.checkIn && body.checkOut ? { from: body.checkIn, to: body.checkOut } : null;
  const homes = await readPublishedHomes(deps.db, localDateIn(now, rihlaTimeZone), stay, now);

  const cities = new Map<string, { key: string; name: string }>();
  for (const home of homes) {
    const key = cityKeyOf(home.city_key);
    if (!cities.has(key))
      cities.set(key, { key: home.city_key, name: faceText(home.public_face, language, 'city') });
  }

  const stays = [];
  for (const home of homes) {
    if (body.city !== undefined && cityKeyOf(home.city_key) !== cityKeyOf(body.city)) continue;
    if (adults > home.max_adults || children > home.max_children) continue;
    const today = localDateIn(now, home.time_zone);
    const rates = ratesOf(home);
    let priced: { nights: number; total: number; currency: typeof home.currency } | null = null;
    if (stay) {
      const quote = quoteStay(
        rates,
        { maxAdults: home.max_adults, maxChildren: home.max_children },
        { checkIn: stay.from, checkOut: stay.to, adults, children },
        takenOf(home),
        today,
      );
      if (!quote.available) continue;
      priced = { nights: quote.nights, total: quote.total, currency: quote.currency };
    }
    const title = faceText(home.public_face, language, 'title');
    const cover = home.photos[0];
    stays.push({
      slug: home.slug,
      title,
      cityKey: home.city_key,
      city: faceText(home.public_face, language, 'city'),
      neighbourhood: faceText(home.public_face, language, 'neighbourhood'),
      capacity: { adults: home.max_adults, children: home.max_children },
      bedrooms: home.bedrooms,
      beds: home.beds,
      bathrooms: home.bathrooms,
      cover: cover ? photoOf(cover, language, title) : null,
      fromNightly: { amount: fromNightly(rates, today), currency: home.currency },
      rating: null,
      stay: priced,
    });
  }
  return {
    stays,
    cities: [...cities.values()].sort((a, b) => a.name.localeCompare(b.name, language)),
  };
});
