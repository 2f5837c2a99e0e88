/**
 * host-dashboard on both databases: each demo login sees its own portfolio's figures (Row Level
 * Security decides; the expected figures are computed here as the database owner, with an explicit
 * owner filter), revenue per currency without conversion, and the upcoming check-ins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../local-server/seed.ts';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import type { DashboardAnswer } from '../_shared/host-api-types-guests.ts';
import { handler, revenueByCurrency, trendPercent } from './handler.ts';

/** This month's and last month's confirmed revenue (cents, EUR) of an owner, or of everyone. */
async function expectedRevenue(db: SeededDatabase['db'], ownerId: string | null) {
  const { rows } = await db.query<{ this_month: string; last_month: string }>(
    `SELECT coalesce(sum(stay_total) FILTER (WHERE date_trunc('month', check_in_date) = date_trunc('month', $1::date)), 0) AS this_month,
            coalesce(sum(stay_total) FILTER (WHERE date_trunc('month', check_in_date) = date_trunc('month', $1::date) - interval '1 month'), 0) AS last_month
       FROM bookings b JOIN properties p ON p.id = b.property_id
      WHERE b.status = 'confirmed' AND b.currency = 'eur' AND ($2::uuid IS NULL OR p.owner_id = $2::uuid)`,
    [today, ownerId],
  );
  return { thisMonth: Number(rows[0]!.this_month), lastMonth: Number(rows[0]!.last_month) };
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-dashboard on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    });
    afterAll(async () => {
      await test?.close();
    });

    const dashboard = async (userId: string, body: unknown = {}) => {
      const response = await handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
      expect(response.status).toBe(200);
      return (await response.json()) as DashboardAnswer;
    };

    it('gives the owner the figures of their own portfolio only', async () => {
      const body = await dashboard(ids.owner);
      const revenue = await expectedRevenue(test.db, ids.owner);
      expect(revenue.thisMonth).toBeGreaterThan(0);
      expect(body).toMatchObject({
        host: { displayName: 'Amina Tazi', role: 'owner' },
        today,
        month: `${today.slice(0, 7)}-01`,
        stats: {
          // The sample portfolio's four, Riad Yasmine and Dar Anis; Marrakech twice.
          totalProperties: 6,
          cities: 5,
          monthlyRevenue: revenue.thisMonth / 100,
          revenueCurrency: 'EUR',
          revenueTrendPercent: trendPercent(revenue.thisMonth, revenue.lastMonth),
          pendingCleaningTasks: 3,
        },
        revenue: [{ currency: 'EUR', ...revenue }],
      });
      const { rows } = await test.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM bookings b JOIN properties p ON p.id = b.property_id
          WHERE p.owner_id = $1 AND b.status = 'confirmed' AND b.check_out_date >= $2::date`,
        [ids.owner, today],
      );
      expect(body.stats.activeBookings).toBe(rows[0]!.count);
      const names = body.upcomingCheckIns.map((booking) => booking.name);
      expect(names).toEqual(['Sofía Martínez', 'Benali', 'Karim Bennani', 'Emma Schneider', 'Chloé Bernard']);
      expect(body.upcomingCheckIns[0]).toEqual({
        id: expect.any(String),
        name: 'Sofía Martínez',
        checkIn: addDays(today, 1),
        checkOut: addDays(today, 5),
        property: 'Dar Zraq Chefchaouen',
        source: 'direct',
        status: 'upcoming',
        guests: 3,
        nameNeeded: false,
        checkInStatus: 'not_started',
      });
      // Host 2's Haddad booking (Dar Atlas) is not among the owner's.
      expect(JSON.stringify(body)).not.toContain('Dar Atlas');
      expect(JSON.stringify(body)).not.toContain('Leila');
    });

    it('gives the second owner Dar Atlas only', async () => {
      const body = await dashboard(ids.owner2);
      expect(body.stats).toEqual({
        totalProperties: 1,
        cities: 1,
        monthlyRevenue: 255, // three nights at €85, checking in this month
        revenueCurrency: 'EUR',
        revenueTrendPercent: null, // nothing last month: no trend
        activeBookings: 1,
        pendingCleaningTasks: 1,
      });
      expect(body.upcomingCheckIns).toEqual([
        expect.objectContaining({
          name: 'Leila Haddad',
          property: 'Dar Atlas',
          checkIn: addDays(today, 6),
          checkInStatus: 'not_started',
        }),
      ]);
    });

    it('shows the upcoming check-ins’ online check-in status from the booking row', async () => {
      const { rows } = await test.db.query<{ id: string }>(
        "SELECT id FROM bookings WHERE guest_first_name = 'Leila' AND guest_last_name = 'Haddad'",
      );
      const id = rows[0]!.id;
      const status = async () => (await dashboard(ids.owner2)).upcomingCheckIns[0]!.checkInStatus;
      try {
        await test.db.query('UPDATE bookings SET checkin_adults = 1 WHERE id = $1', [id]);
        expect(await status()).toBe('partial');
        await test.db.query('UPDATE bookings SET checkin_completed_at = now() WHERE id = $1', [id]);
        expect(await status()).toBe('complete');
      } finally {
        await test.db.query(
          'UPDATE bookings SET checkin_adults = NULL, checkin_completed_at = NULL WHERE id = $1',
          [id],
        );
      }
    });

    it('gives the team every property', async () => {
      const body = await dashboard(ids.team, { upcomingLimit: 20 });
      const revenue = await expectedRevenue(test.db, null);
      expect(body.host.role).toBe('team');
      expect(body.stats).toMatchObject({
        totalProperties: 7,
        cities: 6,
        monthlyRevenue: revenue.thisMonth / 100,
        pendingCleaningTasks: 4,
      });
      const properties = new Set(body.upcomingCheckIns.map((booking) => booking.property));
      expect(properties).toContain('Dar Atlas');
      expect(properties).toContain('Dar Anis');
      const checkIns = body.upcomingCheckIns.map((booking) => booking.checkIn);
      expect(checkIns).toEqual([...checkIns].sort());
      expect(checkIns.every((date) => date >= today)).toBe(true);
    });

    it('limits the upcoming check-ins and refuses a bad limit', async () => {
      expect((await dashboard(ids.owner, { upcomingLimit: 2 })).upcomingCheckIns).toHaveLength(2);
      for (const body of [
        { upcomingLimit: 0 },
        { upcomingLimit: 21 },
        { upcomingLimit: '3' },
        { other: 1 },
        [],
        'x',
      ]) {
        const response = await handler(hostRequest(body, await accessToken(ids.owner)), testDeps(test.db));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'invalid_request' });
      }
    });

    it('answers with no body at all', async () => {
      const response = await handler(
        hostRequest(undefined, await accessToken(ids.owner2)),
        testDeps(test.db),
      );
      expect(response.status).toBe(200);
    });

    it('keeps currencies apart: a MAD booking adds a line, never a converted sum', async () => {
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, stay_total, currency)
         SELECT id, 'Alaoui', $1::date, $1::date + 2, 150000, 'mad' FROM properties WHERE name = 'Dar Atlas'
         RETURNING id`,
        [today],
      );
      try {
        const body = await dashboard(ids.owner2);
        expect(body.stats.monthlyRevenue).toBe(255);
        expect(body.stats.revenueCurrency).toBe('EUR');
        expect(body.revenue).toEqual([
          { currency: 'EUR', thisMonth: 25500, lastMonth: 0, trendPercent: null },
          { currency: 'MAD', thisMonth: 150000, lastMonth: 0, trendPercent: null },
        ]);
      } finally {
        await test.db.query("UPDATE bookings SET status = 'cancelled' WHERE id = $1", [rows[0]!.id]);
      }
    });

    it('answers 403 for a signed-in user who is not a host', async () => {
      const response = await handler(
        hostRequest({}, await accessToken(crypto.randomUUID())),
        testDeps(test.db),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'not_a_host' });
    });
  });
}

describe('dashboard rules', () => {
  it('computes the trend in percent, one decimal', () => {
    expect(trendPercent(11_690, 10_000)).toBe(16.9);
    expect(trendPercent(5_000, 10_000)).toBe(-50);
    expect(trendPercent(100, 0)).toBeNull();
  });
  it('puts EUR first, then the largest revenue', () => {
    const rows = [
      { currency: 'mad', this_month: '900000', last_month: 0 },
      { currency: 'usd', this_month: 10, last_month: 5 },
      { currency: 'eur', this_month: 1, last_month: 0 },
    ];
    expect(revenueByCurrency(rows).map((row) => row.currency)).toEqual(['EUR', 'MAD', 'USD']);
    expect(revenueByCurrency(rows.slice(0, 2))[0]).toEqual({
      currency: 'MAD',
      thisMonth: 900000,
      lastMonth: 0,
      trendPercent: null,
    });
  });
});
