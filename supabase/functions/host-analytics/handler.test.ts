/**
 * host-analytics on both databases. A third owner with two properties and a handful of stays whose
 * figures are worked out by hand below (today is 2026-03-10, tests' fixed clock): revenue by
 * check-in month per currency, occupancy of each month and period, average daily rate, sources and
 * the changes against the previous period. Row Level Security: each owner their own figures, the
 * team everyone's. Refusals, tokens, fuzzed bodies and parallel callers.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { collectLogs, expectSound, fuzzString, requestOf, withExtras } from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { hostAnalytics } from '../_shared/contracts/host-analytics.contract.ts';
import type { AnalyticsAnswer } from '../_shared/host-api-types-guests.ts';
import { handler } from './handler.ts';

const invalidAnalyticsMessage = hostAnalytics.invalidMessage;

/** Owner 3's stays: [property, check-in, check-out, total (cents) or null, currency, source, status]. */
const stays = [
  ['A', '2025-09-28', '2025-10-03', 20_000, 'eur', 'airbnb', 'confirmed'], // G: 3 nights in Sep, 2 in Oct
  ['A', '2026-01-30', '2026-02-02', 30_000, 'eur', 'airbnb', 'confirmed'], // 2 nights in Jan, 1 in Feb
  ['B', '2026-02-10', '2026-02-15', 40_000, 'eur', 'booking_com', 'confirmed'], // 5 in Feb
  ['A', '2026-02-20', '2026-02-25', 50_000, 'eur', 'vrbo', 'cancelled'], // counts for nothing
  ['B', '2026-02-27', '2026-03-02', null, 'eur', 'direct', 'confirmed'], // 2 in Feb, 1 in Mar, no total
  ['A', '2026-03-01', '2026-03-04', 27_600, 'eur', 'direct', 'confirmed'], // 3 in Mar
  ['B', '2026-03-05', '2026-03-07', 15_000, 'mad', 'others', 'confirmed'], // 2 in Mar, dirhams
] as const;

/** A period's figures and the changes, as the answer gives them. */
const figures = (
  revenue: number,
  occupancyPercent: number,
  averageDailyRate: number | null,
  bookings: number,
) => ({
  revenue,
  occupancyPercent,
  averageDailyRate,
  bookings,
});
const change = (revenuePercent: number, occupancyPoints: number, averageDailyRatePercent: number | null) => ({
  revenuePercent,
  occupancyPoints,
  averageDailyRatePercent,
});

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-analytics on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let owner3: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const login = await test.db.query<{ id: string }>(
        `INSERT INTO auth_users (email, password_hash) VALUES ('owner3@rihla.example', 'x') RETURNING id`,
      );
      owner3 = login.rows[0]!.id;
      await test.db.query(`INSERT INTO hosts (id, display_name) VALUES ($1, 'Owner Three')`, [owner3]);
      const { rows } = await test.db.query<{ id: string; name: string }>(
        `INSERT INTO properties (name, address, city, owner_id)
         VALUES ('Dar Test A', 'A, Rabat', 'Rabat', $1), ('Dar Test B', 'B, Rabat', 'Rabat', $1)
         RETURNING id, name`,
        [owner3],
      );
      const property = (letter: string) => rows.find((row) => row.name === `Dar Test ${letter}`)!.id;
      for (const [letter, checkIn, checkOut, total, currency, source, status] of stays) {
        await test.db.query(
          `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, stay_total,
                                 currency, source, status)
           VALUES ($1, 'Test', $2::date, $3::date, $4, $5, $6, $7)`,
          [property(letter), checkIn, checkOut, total, currency, source, status],
        );
      }
    });
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
    const analytics = async (userId: string, body: unknown = {}) => {
      const response = await call(userId, body);
      expect(response.status).toBe(200);
      return (await response.json()) as AnalyticsAnswer;
    };

    it('computes the months of a small known portfolio as by hand', async () => {
      const body = await analytics(owner3);
      expect(today).toBe('2026-03-10');
      expect(body).toMatchObject({ today, properties: 2, currency: 'EUR', currencies: ['EUR', 'MAD'] });
      const eur = (amount: number) => ({ currency: 'EUR', amount });
      const mad = (amount: number) => ({ currency: 'MAD', amount });
      // [month, days, EUR, MAD, booked nights, occupancy]: two properties, so available = 2 x days.
      const rows: [string, number, number, number, number, number][] = [
        ['2025-10-01', 31, 0, 0, 2, 3.2],
        ['2025-11-01', 30, 0, 0, 0, 0],
        ['2025-12-01', 31, 0, 0, 0, 0],
        ['2026-01-01', 31, 30_000, 0, 2, 3.2],
        // 1 + 5 + 2 nights of 56; the stay without a total books nights but brings no revenue.
        ['2026-02-01', 28, 40_000, 0, 8, 14.3],
        ['2026-03-01', 31, 27_600, 15_000, 6, 9.7],
      ];
      expect(body.months).toEqual(
        rows.map(([month, days, euros, dirhams, bookedNights, occupancyPercent]) => ({
          month,
          days,
          revenue: [eur(euros), mad(dirhams)],
          bookedNights,
          availableNights: 2 * days,
          occupancyPercent,
        })),
      );
      const year = await analytics(owner3, { months: 12 });
      expect(year.months).toHaveLength(12);
      expect(year.months[0]!.month).toBe('2025-04-01');
      expect(year.months[5]).toMatchObject({
        month: '2025-09-01',
        revenue: [eur(20_000), mad(0)],
        bookedNights: 3,
        occupancyPercent: 5,
      });
      expect(year.months.slice(6)).toEqual(body.months);
    });

    it('computes the last 30 days against the 30 before', async () => {
      const body = await analytics(owner3, { period: 'last30' });
      expect(body.period).toEqual({
        kind: 'last30',
        from: '2026-02-09',
        to: '2026-03-10',
        days: 30,
        previousFrom: '2026-01-10',
        previousTo: '2026-02-08',
      });
      // Checking in: 40,000 + 27,600 in EUR over 5 + 3 nights, the dirham stay and the one without a total.
      // Nights within: 5 + 3 (Feb 27 to Mar 1) + 3 + 2 = 13 of 60.
      expect(body.current).toEqual(figures(67_600, 21.7, 8450, 4));
      // Before: the Jan 30 stay, 30,000 for 3 nights, all within.
      expect(body.previous).toEqual(figures(30_000, 5, 10_000, 1));
      expect(body.change).toEqual(change(125.3, 16.7, -15.5));
      expect(body.sources).toEqual([
        { source: 'direct', count: 2, sharePercent: 50 },
        { source: 'airbnb', count: 0, sharePercent: 0 },
        { source: 'booking_com', count: 1, sharePercent: 25 },
        { source: 'vrbo', count: 0, sharePercent: 0 }, // cancelled: not a booking any more
        { source: 'others', count: 1, sharePercent: 25 },
      ]);
      expect(await analytics(owner3)).toEqual(body); // last30 is the default
    });

    it('computes the last quarter, the year to date and a custom period', async () => {
      const quarter = await analytics(owner3, { period: 'quarter' });
      expect(quarter.period).toMatchObject({
        from: '2025-10-01',
        to: '2025-12-31',
        days: 92,
        previousFrom: '2025-07-01',
        previousTo: '2025-09-30',
      });
      // Only the September stay's 2 October nights fall in it; it checked in the quarter before.
      expect(quarter.current).toEqual(figures(0, 1.1, null, 0));
      expect(quarter.previous).toEqual(figures(20_000, 1.6, 4000, 1));
      expect(quarter.change).toEqual(change(-100, -0.5, null));
      expect(quarter.sources.every((row) => row.count === 0 && row.sharePercent === 0)).toBe(true);

      const ytd = await analytics(owner3, { period: 'ytd' });
      expect(ytd.period).toMatchObject({
        from: '2026-01-01',
        to: today,
        days: 69,
        previousFrom: '2025-01-01',
        previousTo: '2025-03-10',
      });
      expect(ytd.current).toMatchObject({ revenue: 97_600, bookings: 5 });
      expect(ytd.change.revenuePercent).toBeNull(); // nothing a year before

      // February by hand: the same nights as its month, 40,000 for 5 nights.
      const february = await analytics(owner3, { period: 'custom', from: '2026-02-01', to: '2026-02-28' });
      expect(february.period).toMatchObject({
        days: 28,
        previousFrom: '2026-01-04',
        previousTo: '2026-01-31',
      });
      expect(february.current).toEqual(figures(40_000, 14.3, 8000, 2));
    });

    it('shows each owner their own figures and the team everyone’s', async () => {
      const own = await analytics(ids.owner, { months: 12 });
      const { rows } = await test.db.query<{ month: string; amount: number }>(
        `SELECT to_char(date_trunc('month', b.check_in_date), 'YYYY-MM-DD') AS month, sum(b.stay_total)::float8 AS amount
           FROM bookings b JOIN properties p ON p.id = b.property_id
          WHERE p.owner_id = $1 AND b.status = 'confirmed' AND b.currency = 'eur'
            AND b.check_in_date >= '2025-04-01' AND b.check_in_date < '2026-04-01'
          GROUP BY 1`,
        [ids.owner],
      );
      expect(own.properties).toBe(6);
      expect(own.currencies).toEqual(['EUR']);
      for (const month of own.months) {
        const expected = rows.find((row) => row.month === month.month)?.amount ?? 0;
        expect(month.revenue, month.month).toEqual([{ currency: 'EUR', amount: Number(expected) }]);
      }
      // The seeded past stays (seed-hosts.ts) give every month of the year revenue.
      expect(own.months.every((month) => month.revenue[0]!.amount > 0)).toBe(true);
      expect(own.months.every((month) => month.occupancyPercent > 0)).toBe(true);

      const second = await analytics(ids.owner2, { period: 'custom', from: today, to: '2026-03-31' });
      expect(second.properties).toBe(1);
      expect(second.current).toMatchObject({ revenue: 25_500, bookings: 1 }); // Leila Haddad's three nights
      expect(second.sources[0]).toEqual({ source: 'direct', count: 1, sharePercent: 100 });

      const team = await analytics(ids.team, { months: 12 });
      expect(team.properties).toBe(6 + 1 + 2);
      expect(team.currencies).toEqual(['EUR', 'MAD']);
      const march = (answer: AnalyticsAnswer) => answer.months.at(-1)!.revenue[0]!.amount;
      expect(march(team)).toBe(march(own) + 25_500 + 27_600);
    });

    it('refuses bad input with a 400 that says what to send', async () => {
      for (const body of [
        { months: 7 },
        { months: '6' },
        { period: 'week' },
        { period: 'custom' },
        { period: 'custom', from: '2026-02-01' },
        { period: 'custom', from: '2026-03-01', to: '2026-02-01' },
        { period: 'custom', from: '2025-01-01', to: '2026-01-03' }, // 368 days
        { period: 'custom', from: '2026-02-30', to: '2026-03-01' },
        { period: 'custom', from: '1999-12-31', to: '2000-01-01' },
        { period: 'last30', from: '2026-02-01', to: '2026-02-02' },
        { from: '2026-02-01', to: '2026-02-02' },
        { other: true },
        [],
        null,
      ]) {
        const response = await call(owner3, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toEqual({ error: invalidAnalyticsMessage, code: 'invalid_request' });
      }
      expect((await call(owner3, { period: 'custom', from: '2025-01-01', to: '2026-01-01' })).status).toBe(
        200,
      );
      const unauthenticated = await handler(hostRequest({}), testDeps(test.db));
      expect(unauthenticated.status).toBe(401);
      expect((await call(crypto.randomUUID(), {})).status).toBe(403);
    });

    it('answers parallel callers each with their own figures', async () => {
      const who = Array.from({ length: 30 }, (_, index) => [owner3, ids.owner2, ids.team][index % 3]!);
      const bodies = await Promise.all(who.map((userId) => analytics(userId, { period: 'ytd' })));
      const properties = { [owner3]: 2, [ids.owner2]: 1, [ids.team]: 9 };
      expect(bodies.map((body) => body.properties)).toEqual(who.map((userId) => properties[userId]));
    });

    it('never answers 5xx to fuzzed bodies', { timeout: 120_000 }, async () => {
      const token = await accessToken(owner3);
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      const date = fc.oneof(
        fuzzString,
        fc
          .date({ min: new Date('1990-01-01'), max: new Date('2110-01-01'), noInvalidDate: true })
          .map((value) => value.toISOString().slice(0, 10)),
      );
      const body = withExtras(
        fc.record(
          {
            months: fc.oneof(fc.constantFrom(6, 12, 0, -1, 6.5, 1e9), fuzzString),
            period: fc.oneof(fc.constantFrom('last30', 'quarter', 'ytd', 'custom'), fuzzString),
            from: date,
            to: date,
          },
          { requiredKeys: [] },
        ),
      );
      try {
        await fc.assert(
          fc.asyncProperty(requestOf(body), async (spec) => {
            const request = new Request('https://fn.rihla.example/', {
              method: spec.method,
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
            });
            await expectSound(await handler(request, testDeps(test.db)));
          }),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 300), 300) },
        );
      } finally {
        spy.mockRestore();
      }
    });
  });
}
