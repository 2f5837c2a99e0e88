/**
 * The /stays list on both databases (issue 46): the published homes in the asked language with
 * their "from" price in their own currency and no rating; the city and guests filters; with dates
 * only the homes free for every night (and long enough a stay), each with its total; an unpublished
 * home never listed; bad dates 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { addDays } from '../_shared/extras-dates.ts';
import { handler } from './handler.ts';

interface Listed {
  slug: string;
  title: string;
  city: string;
  fromNightly: { amount: number; currency: string };
  rating: null;
  stay: { nights: number; total: number; currency: string } | null;
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`public-stays on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    const list = async (body: Record<string, unknown>) => {
      const response = await handler(postJson({ language: 'en', ...body }), testDeps(test.db));
      expect(response.status).toBe(200);
      return (await response.json()) as { stays: Listed[]; cities: { key: string; name: string }[] };
    };
    const slugs = (answer: { stays: Listed[] }) => answer.stays.map((stay) => stay.slug);

    it('lists the three published homes in French, each priced from its own currency, never rated', async () => {
      const answer = await list({ language: 'fr' });
      expect(slugs(answer)).toEqual(['dar-anis', 'dar-atlas', 'riad-yasmine']);
      const anis = answer.stays[0]!;
      expect(anis).toMatchObject({ title: 'Dar Anis', city: 'Fès', rating: null, stay: null });
      expect(anis.fromNightly).toEqual({ amount: 95_000, currency: 'MAD' });
      expect(answer.stays[2]!.fromNightly).toEqual({ amount: 12_000, currency: 'EUR' });
      expect(answer.cities.map((city) => city.name)).toEqual(['Fès', 'Imlil', 'Marrakech']);
      const { rows } = await test.db.query<{ count: number | string }>(
        'SELECT count(*) AS count FROM properties',
      );
      expect(Number(rows[0]!.count)).toBeGreaterThan(3);
    });

    it('filters by city key, whatever its case, and by the guests a home takes', async () => {
      expect(slugs(await list({ city: 'fes' }))).toEqual(['dar-anis']);
      expect(slugs(await list({ city: 'Casablanca' }))).toEqual([]);
      expect(slugs(await list({ adults: 5 }))).toEqual(['riad-yasmine']);
      expect(slugs(await list({ adults: 2, children: 2 }))).toEqual(['dar-anis', 'riad-yasmine']);
    });

    it('with dates, leaves out a home booked on one of the nights and gives the others their total', async () => {
      const answer = await list({ checkIn: benaliCheckIn, checkOut: addDays(benaliCheckIn, 2), adults: 2 });
      expect(slugs(answer)).not.toContain('riad-yasmine');
      const anis = answer.stays.find((stay) => stay.slug === 'dar-anis')!;
      // 2 × 950.00 MAD + 300.00 cleaning + 25.00 × 2 adults × 2 nights.
      expect(anis.stay).toEqual({ nights: 2, total: 190_000 + 30_000 + 10_000, currency: 'MAD' });
    });

    it('with dates shorter than the minimum stay, lists nothing', async () => {
      expect(slugs(await list({ checkIn: '2026-04-01', checkOut: '2026-04-02' }))).toEqual([]);
      expect(slugs(await list({ checkIn: '2026-04-01', checkOut: '2026-04-03' }))).toHaveLength(3);
    });

    it('never lists an unpublished home', async () => {
      await test.db.query(`UPDATE properties SET published = false WHERE slug = 'dar-atlas'`);
      const answer = await list({});
      expect(slugs(answer)).toEqual(['dar-anis', 'riad-yasmine']);
      expect(answer.cities.map((city) => city.key)).not.toContain('Imlil');
      await test.db.query(`UPDATE properties SET published = true WHERE slug = 'dar-atlas'`);
    });

    it('refuses a lone check-in, dates out of order and an unknown language with 400', async () => {
      for (const body of [
        { language: 'en', checkIn: '2026-04-01' },
        { language: 'en', checkIn: '2026-04-03', checkOut: '2026-04-01' },
        { language: 'de' },
      ]) {
        const response = await handler(postJson(body), testDeps(test.db));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'invalid_request' });
      }
    });
  });
}
