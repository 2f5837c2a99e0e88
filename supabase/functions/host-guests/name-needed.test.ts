/**
 * Channel bookings not named yet on the host's read screens, on both databases: host-guests,
 * host-dashboard (upcoming check-ins) and host-booking (View Details) list them with `nameNeeded`
 * (the first name alone, or '', as their name) and never fail on the missing last name; a named
 * booking says `nameNeeded: false`.
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
import type { FunctionHandler } from '../_shared/handler-types.ts';
import type {
  BookingDetailsAnswer,
  DashboardAnswer,
  GuestsAnswer,
} from '../_shared/host-api-types-guests.ts';
import { handler as bookingHandler } from '../host-booking/handler.ts';
import { handler as dashboardHandler } from '../host-dashboard/handler.ts';
import { handler as guestsHandler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`bookings not named yet on the host screens on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let unnamed: string;
    let firstOnly: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      // Owner 2's own calendar: Dar Atlas, with two channel stays arriving today (before any other).
      const property = (
        await test.db.query<{ id: string }>(
          `INSERT INTO properties (name, address, owner_id) VALUES ('Dar Channel', 'Tetouan', $1) RETURNING id`,
          [ids.owner2],
        )
      ).rows[0]!.id;
      const channelBooking = async (firstName: string | null, checkIn: string, uid: string) =>
        (
          await test.db.query<{ id: string }>(
            `INSERT INTO bookings (property_id, guest_first_name, check_in_date, check_out_date, source,
                                   external_uid, stay_total, currency)
             VALUES ($1, $2, $3::date, $3::date + 2, 'airbnb', $4, 30000, 'eur') RETURNING id`,
            [property, firstName, checkIn, uid],
          )
        ).rows[0]!.id;
      unnamed = await channelBooking(null, today, 'unnamed@airbnb.com');
      firstOnly = await channelBooking('Ana', addDays(today, 2), 'ana@airbnb.com');
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    const ask = async <T>(handler: FunctionHandler, userId: string, body: unknown) => {
      const response = await handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
      const text = await response.text();
      expect(response.status, text).toBe(200);
      return JSON.parse(text) as T;
    };

    it('lists them on the Guests screen with nameNeeded', async () => {
      const page = await ask<GuestsAnswer>(guestsHandler, ids.owner2, { order: 'asc' });
      const byId = new Map(page.bookings.map((booking) => [booking.id, booking]));
      expect(byId.get(unnamed)).toEqual({
        id: unnamed,
        name: '',
        checkIn: today,
        checkOut: addDays(today, 2),
        property: 'Dar Channel',
        source: 'airbnb',
        status: 'checkedIn',
        guests: 1,
        nameNeeded: true,
        checkInStatus: 'not_started',
      });
      expect(byId.get(firstOnly)).toMatchObject({ name: 'Ana', nameNeeded: true, status: 'upcoming' });
      expect(page.bookings.find((booking) => booking.name === 'Leila Haddad')?.nameNeeded).toBe(false);
      // Searched by the property's name (the guest's name is searched as stored folded, 0019: none
      // until the last name is given), the team's over every portfolio too.
      const team = await ask<GuestsAnswer>(guestsHandler, ids.team, { search: 'channel', pageSize: 50 });
      expect(team.bookings.map((booking) => booking.id).sort()).toEqual([unnamed, firstOnly].sort());
    });

    it('shows them among the dashboard’s upcoming check-ins', async () => {
      const body = await ask<DashboardAnswer>(dashboardHandler, ids.owner2, {});
      expect(body.upcomingCheckIns.map(({ id, name, nameNeeded }) => ({ id, name, nameNeeded }))).toEqual([
        { id: unnamed, name: '', nameNeeded: true },
        { id: firstOnly, name: 'Ana', nameNeeded: true },
        { id: expect.any(String), name: 'Leila Haddad', nameNeeded: false },
      ]);
    });

    it('gives their details with lastName "" and nameNeeded', async () => {
      const details = await ask<BookingDetailsAnswer>(bookingHandler, ids.owner2, { bookingId: unnamed });
      expect(details.booking).toMatchObject({
        id: unnamed,
        firstName: null,
        lastName: '',
        name: '',
        nameNeeded: true,
        source: 'airbnb',
        status: 'checkedIn',
        stayTotal: 30000,
        currency: 'EUR',
      });
      const ana = await ask<BookingDetailsAnswer>(bookingHandler, ids.team, { bookingId: firstOnly });
      expect(ana.booking).toMatchObject({ firstName: 'Ana', lastName: '', name: 'Ana', nameNeeded: true });
      // Named, it is a booking as any other.
      await test.db.query(`UPDATE bookings SET guest_last_name = 'Souza' WHERE id = $1`, [firstOnly]);
      const named = await ask<BookingDetailsAnswer>(bookingHandler, ids.owner2, { bookingId: firstOnly });
      expect(named.booking).toMatchObject({ lastName: 'Souza', name: 'Ana Souza', nameNeeded: false });
    });
  });
}
