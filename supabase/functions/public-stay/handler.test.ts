/**
 * A published home's page on both databases (issue 46): its public face in the asked language, the
 * calendar's taken nights (a booking, a channel's and a hand block, a live hold; never a lapsed hold
 * or a cancelled booking), the server's quote across the holiday season's edge and each reason dates
 * cannot be booked; an unpublished home is exactly an unknown one; bad input is 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { addDays } from '../_shared/extras-dates.ts';
import { handler, stayMissesPerAddress } from './handler.ts';

const post = (test: SeededDatabase, body: unknown) => handler(postJson(body), testDeps(test.db));

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`public-stay on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    const page = async (body: Record<string, unknown>) => {
      const response = await post(test, { slug: 'riad-yasmine', language: 'en', ...body });
      expect(response.status).toBe(200);
      return response.json();
    };
    const propertyId = async (slug: string) =>
      (await test.db.query<{ id: string }>('SELECT id FROM properties WHERE slug = $1', [slug])).rows[0]!.id;

    it('shows the home in Arabic with its gallery, amenities, rules, times and policy, and no rating', async () => {
      const { stay } = await page({ language: 'ar' });
      expect(stay).toMatchObject({
        slug: 'riad-yasmine',
        language: 'ar',
        title: 'رياض ياسمين',
        city: 'مراكش',
        cityKey: 'Marrakech',
        capacity: { adults: 6, children: 2 },
        bedrooms: 3,
        checkInTime: '15:00',
        checkOutTime: '11:00',
        cancellation: { kind: 'moderate', fullRefundDays: 7 },
        fromNightly: { amount: 12_000, currency: 'EUR' },
        rating: null,
      });
      expect(stay.amenities).toContain('rooftop_terrace');
      expect(stay.photos[0]).toMatchObject({
        url: '/images/site/marrakech-retreat.svg',
        alt: 'الفناء ونافورته',
      });
      expect(stay.houseRules).toContain('Quiet hours');
      expect(stay.cancellation.text).toContain('7');
      expect(stay.mapUrl).toMatch(/^https:\/\//);
    });

    it('marks the booked nights taken, from today for a year, with the holiday season’s minimum', async () => {
      const { calendar } = await page({});
      expect(calendar.from).toBe(today);
      expect(calendar.to).toBe(addDays(today, 365));
      expect(calendar.taken).toContainEqual({ from: benaliCheckIn, to: addDays(benaliCheckIn, 3) });
      expect(calendar.minNights).toBe(2);
      expect(calendar.minNightsPeriods).toEqual([{ from: '2026-12-20', to: '2027-01-03', minNights: 4 }]);
    });

    it('prices three nights: nights, cleaning, the tourist tax per adult per night, the total, in euros', async () => {
      const { quote } = await page({ checkIn: '2026-04-01', checkOut: '2026-04-04', adults: 2, children: 1 });
      expect(quote).toEqual({
        available: true,
        checkIn: '2026-04-01',
        checkOut: '2026-04-04',
        nights: 3,
        adults: 2,
        children: 1,
        currency: 'EUR',
        lines: [
          { from: '2026-04-01', to: '2026-04-04', nights: 3, nightly: 12_000, amount: 36_000, dated: false },
        ],
        nightsTotal: 36_000,
        cleaningFee: 3_500,
        touristTax: { perAdultNight: 250, adults: 2, nights: 3, amount: 1_500 },
        total: 41_000,
      });
    });

    it('prices the nights before the holiday season at the base rate and those inside at the season’s', async () => {
      const { quote } = await page({ checkIn: '2026-12-18', checkOut: '2026-12-22' });
      expect(
        quote.lines.map((line: { nights: number; nightly: number }) => [line.nights, line.nightly]),
      ).toEqual([
        [2, 12_000],
        [2, 16_500],
      ]);
      expect(quote.total).toBe(2 * 12_000 + 2 * 16_500 + 3_500 + 250 * 4);
    });

    it('says why dates cannot be booked, and still shows the home', async () => {
      const refused = async (body: Record<string, unknown>) => {
        const answer = await page(body);
        expect(answer.stay.slug).toBe('riad-yasmine');
        return answer.quote;
      };
      expect(await refused({ checkIn: benaliCheckIn, checkOut: addDays(benaliCheckIn, 2) })).toMatchObject({
        available: false,
        reason: 'nights_taken',
      });
      expect(await refused({ checkIn: '2026-04-10', checkOut: '2026-04-11' })).toMatchObject({
        reason: 'minimum_nights',
        minNights: 2,
      });
      expect(await refused({ checkIn: '2026-12-24', checkOut: '2026-12-27' })).toMatchObject({
        reason: 'minimum_nights',
        minNights: 4,
      });
      expect(await refused({ checkIn: '2026-04-10', checkOut: '2026-04-13', adults: 7 })).toMatchObject({
        reason: 'too_many_guests',
        maxAdults: 6,
        maxChildren: 2,
      });
      expect(await refused({ checkIn: addDays(today, -1), checkOut: addDays(today, 2) })).toMatchObject({
        reason: 'past_dates',
      });
    });

    it('counts channel and hand blocks and a live hold as taken; a lapsed hold and a cancelled booking free the nights', async () => {
      const riad = await propertyId('riad-yasmine');
      await test.db.query(
        `INSERT INTO calendar_blocks (property_id, start_date, end_date, summary) VALUES ($1, '2026-05-01', '2026-05-03', 'Painting')`,
        [riad],
      );
      const hold = (from: string, to: string, expires: string) =>
        test.db.query(
          `INSERT INTO booking_holds (property_id, check_in_date, check_out_date, created_at, expires_at, guest_first_name,
                                      guest_last_name, guest_email, guest_phone, adults, quote, total_amount, currency)
           VALUES ($1, $2::date, $3::date, $5::timestamptz, $4::timestamptz, 'Lina', 'Haddad', 'lina@example.com', '+212600000001', 2, '{}', 1, 'EUR')`,
          [riad, from, to, expires, addMinutes(0)],
        );
      await hold('2026-05-10', '2026-05-12', addMinutes(20));
      await hold('2026-05-20', '2026-05-22', addMinutes(-1));
      await test.db.query(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, status, source)
         VALUES ($1, 'Cancelled', '2026-05-25', '2026-05-27', 'cancelled', 'direct')`,
        [riad],
      );
      const { calendar } = await page({ calendarFrom: '2026-05-01' });
      expect(calendar.from).toBe('2026-05-01');
      expect(calendar.taken.slice(0, 2)).toEqual([
        { from: '2026-05-01', to: '2026-05-03' },
        { from: '2026-05-10', to: '2026-05-12' },
      ]);
      expect(calendar.taken).not.toContainEqual({ from: '2026-05-20', to: '2026-05-22' });
      expect(calendar.taken).not.toContainEqual({ from: '2026-05-25', to: '2026-05-27' });
      expect((await page({ checkIn: '2026-05-11', checkOut: '2026-05-14' })).quote.reason).toBe(
        'nights_taken',
      );
      expect((await page({ checkIn: '2026-05-20', checkOut: '2026-05-22' })).quote.available).toBe(true);
    });

    it('answers an unpublished home exactly as an unknown one', async () => {
      await test.db.query(`UPDATE properties SET published = false WHERE slug = 'dar-atlas'`);
      const hidden = await post(test, { slug: 'dar-atlas', language: 'en' });
      const unknown = await post(test, { slug: 'no-such-home', language: 'en' });
      expect(hidden.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(await hidden.json()).toEqual(await unknown.json());
      await test.db.query(`UPDATE properties SET published = true WHERE slug = 'dar-atlas'`);
      expect((await post(test, { slug: 'dar-atlas', language: 'en' })).status).toBe(200);
    });

    it(`limits an address's misses (${stayMissesPerAddress} unknown homes), never its reads of published ones`, async () => {
      const deps = testDeps(test.db, { clientAddress: '192.0.2.77' });
      const statuses: number[] = [];
      for (let index = 0; index <= stayMissesPerAddress; index++) {
        statuses.push((await handler(postJson({ slug: `guess-${index}`, language: 'en' }), deps)).status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await handler(postJson({ slug: 'riad-yasmine', language: 'en' }), deps)).status).toBe(200);
    });

    it('refuses bad input with 400 invalid_request', async () => {
      for (const body of [
        { slug: 'riad-yasmine', language: 'de' },
        { slug: 'Riad Yasmine', language: 'en' },
        { slug: 'riad-yasmine', language: 'en', checkIn: '2026-04-01' },
        { slug: 'riad-yasmine', language: 'en', checkIn: '2026-04-04', checkOut: '2026-04-01' },
        { slug: 'riad-yasmine', language: 'en', checkIn: '2026-02-30', checkOut: '2026-03-02' },
        { slug: 'riad-yasmine', language: 'en', checkIn: '2026-04-01', checkOut: '2026-07-01' },
        { slug: 'riad-yasmine', language: 'en', adults: 0 },
      ]) {
        const response = await post(test, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'invalid_request' });
      }
    });
  });
}

function addMinutes(minutes: number): string {
  return new Date(new Date('2026-03-10T09:00:00Z').getTime() + minutes * 60_000).toISOString();
}
