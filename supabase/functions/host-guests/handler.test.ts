/**
 * host-guests on both databases: each demo login lists its own portfolio's bookings only (Row Level
 * Security decides), search by guest or property name ignoring case and accents, paging, order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import type { GuestsAnswer as HostGuestsPage } from '../_shared/host-api-types-guests.ts';
import { handler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-guests on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    const owned = new Map<string, number>();
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const { rows } = await test.db.query<{ owner_id: string; count: number }>(
        `SELECT p.owner_id, count(*)::int AS count FROM bookings b JOIN properties p ON p.id = b.property_id
          GROUP BY p.owner_id`,
      );
      for (const row of rows) owned.set(row.owner_id, row.count);
    });
    afterAll(async () => {
      await test?.close();
    });

    const list = async (userId: string, body: unknown = {}) => {
      const response = await handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
      expect(response.status).toBe(200);
      return (await response.json()) as HostGuestsPage;
    };
    const names = (page: HostGuestsPage) => page.bookings.map((booking) => booking.name);

    it('counts each login’s own bookings: the owner’s, Dar Atlas’s one, the team all', async () => {
      const all = [...owned.values()].reduce((a, b) => a + b, 0);
      expect((await list(ids.owner)).total).toBe(owned.get(ids.owner));
      expect((await list(ids.owner2)).total).toBe(1);
      expect((await list(ids.team)).total).toBe(all);
    });

    it('finds the owner’s Haddad and not host 2’s', async () => {
      const mine = await list(ids.owner, { search: 'haddad' });
      expect(mine).toMatchObject({ total: 1, page: 1, pageCount: 1 });
      expect(mine.bookings).toEqual([
        expect.objectContaining({ name: 'Omar Haddad', property: 'Dar Mogador', status: 'checkedIn' }),
      ]);
      const theirs = await list(ids.owner2);
      expect(theirs.bookings).toEqual([
        {
          id: expect.any(String),
          name: 'Leila Haddad',
          checkIn: expect.any(String),
          checkOut: expect.any(String),
          property: 'Dar Atlas',
          source: 'direct',
          status: 'upcoming',
          guests: 2,
          nameNeeded: false,
          checkInStatus: 'not_started',
        },
      ]);
      expect((await list(ids.owner2, { search: 'Mogador' })).total).toBe(0);
      expect(names(await list(ids.team, { search: 'HADDAD' })).sort()).toEqual([
        'Leila Haddad',
        'Omar Haddad',
      ]);
    });

    it('searches guest and property names ignoring case and accents', async () => {
      expect(names(await list(ids.owner, { search: 'lefevre' }))).toEqual(['Thomas Lefèvre']);
      expect(names(await list(ids.owner, { search: '  SOFIA martinez ' }))).toEqual(['Sofía Martínez']);
      expect(names(await list(ids.owner, { search: 'garcia' }))).toEqual(['García']);
      const mogador = await list(ids.owner, { search: 'dar mogador', pageSize: 50 });
      expect(mogador.total).toBeGreaterThan(3);
      expect(mogador.bookings.every((booking) => booking.property === 'Dar Mogador')).toBe(true);
      // Wildcards are text: nothing has a % or an _ in its name.
      expect((await list(ids.owner, { search: '%' })).total).toBe(0);
      expect((await list(ids.owner, { search: '_' })).total).toBe(0);
      expect((await list(ids.owner, { search: '   ' })).total).toBe(owned.get(ids.owner));
    });

    it('pages without overlap, sorted by check-in (latest first by default)', async () => {
      const total = owned.get(ids.owner)!;
      const seen: string[] = [];
      const checkIns: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 7); page += 1) {
        const answer = await list(ids.owner, { page, pageSize: 7 });
        expect(answer).toMatchObject({ total, page, pageSize: 7, pageCount: Math.ceil(total / 7) });
        seen.push(...answer.bookings.map((booking) => booking.id));
        checkIns.push(...answer.bookings.map((booking) => booking.checkIn));
      }
      expect(new Set(seen).size).toBe(total);
      expect(checkIns).toEqual([...checkIns].sort().reverse());
      const past = await list(ids.owner, { page: 1_000, pageSize: 50 });
      expect(past).toMatchObject({ bookings: [], total });
      const ascending = await list(ids.owner, { order: 'asc', pageSize: 50 });
      const dates = ascending.bookings.map((booking) => booking.checkIn);
      expect(dates).toEqual([...dates].sort());
      expect((await list(ids.owner)).pageSize).toBe(20);
    });

    it('says where each stay is from today, cancelled ones too', async () => {
      const { bookings } = await list(ids.team, { pageSize: 50 });
      for (const booking of bookings) {
        if (booking.status === 'upcoming') expect(booking.checkIn > today).toBe(true);
        if (booking.status === 'checkedIn')
          expect(booking.checkIn <= today && booking.checkOut >= today).toBe(true);
        if (booking.status === 'checkedOut') expect(booking.checkOut < today).toBe(true);
      }
      const statuses = new Set(
        (await list(ids.owner, { pageSize: 50, order: 'asc' })).bookings.map((b) => b.status),
      );
      expect(statuses).toContain('cancelled');
    });

    it('shows each booking’s online check-in: not started, partial, complete', async () => {
      const leila = async () => (await list(ids.owner2)).bookings[0]!;
      const ownersStatuses = async () =>
        (await list(ids.owner, { pageSize: 50 })).bookings.map((booking) => booking.checkInStatus);
      const before = await ownersStatuses();
      expect((await leila()).checkInStatus).toBe('not_started');
      const { rows } = await test.db.query<{ id: string }>(
        "SELECT id FROM bookings WHERE guest_first_name = 'Leila' AND guest_last_name = 'Haddad'",
      );
      const id = rows[0]!.id;
      try {
        await test.db.query('UPDATE bookings SET checkin_adults = 2 WHERE id = $1', [id]);
        expect((await leila()).checkInStatus).toBe('partial');
        await test.db.query('UPDATE bookings SET checkin_completed_at = now() WHERE id = $1', [id]);
        expect((await leila()).checkInStatus).toBe('complete');
        const team = await list(ids.team, { search: 'leila' });
        expect(team.bookings.map((booking) => booking.checkInStatus)).toEqual(['complete']);
        // Another owner's bookings are not touched by Leila's.
        expect(await ownersStatuses()).toEqual(before);
      } finally {
        await test.db.query(
          'UPDATE bookings SET checkin_adults = NULL, checkin_completed_at = NULL WHERE id = $1',
          [id],
        );
      }
    });

    it('refuses bad input with a 400 JSON error', async () => {
      const token = await accessToken(ids.owner);
      const bad = [
        { pageSize: 51 },
        { pageSize: 0 },
        { page: 0 },
        { page: 1.5 },
        { search: 'x'.repeat(101) },
        { search: 3 },
        { order: 'sideways' },
        { extra: true },
        [],
        null,
        '{',
      ];
      for (const body of bad) {
        const response = await handler(hostRequest(body, token), testDeps(test.db));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toMatchObject({ error: expect.any(String), code: 'invalid_request' });
      }
      const control = await handler(hostRequest({ search: 'a\u0000b' }, token), testDeps(test.db));
      expect(control.status).toBe(400);
      expect(await control.json()).toMatchObject({ code: 'invalid_text' });
    });
  });
}
