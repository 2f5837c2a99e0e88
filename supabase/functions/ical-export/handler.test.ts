/**
 * ical-export on both databases, through the local server as a channel fetches it (GET with the
 * secret token): a calendar ical.js reads, with PRODID and VERSION, one all-day event per confirmed
 * booking ("Reserved"), direct or from any channel (an Airbnb and a Booking.com feed are synced in),
 * stable UIDs, no block imported from a channel (it would go back to the channel it came from and
 * never clear) and not one guest name; an unknown, malformed or replaced token is a 404.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer } from '../../local-server/server.ts';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testDeps,
  testJwtSecret,
} from '../../test-support/databases.ts';
import { accessToken, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { type IcalFixtureServer, startIcalFixtures } from '../../test-support/ical-fixtures.ts';
import type { HostIcalFeeds } from '../_shared/host-api-types-ical.ts';
import { handler as feedsHandler } from '../host-ical-feeds/handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`ical-export on ${kind}`, () => {
    let test: SeededDatabase;
    let fixtures: IcalFixtureServer;
    let server: Server;
    let base: string;
    let owner: string;
    let riad: string;
    let token: string;
    const config = testConfig({ icalAllowLocalHttp: true });
    beforeAll(async () => {
      [test, fixtures] = await Promise.all([openSeededDatabase(kind), startIcalFixtures()]);
      owner = (await demoHostIds(test.db)).owner;
      riad = (await test.db.query<{ id: string }>("SELECT id FROM properties WHERE name = 'Riad Yasmine'"))
        .rows[0]!.id;
      server = await createLocalServer({
        db: test.db,
        jwtSecret: testJwtSecret,
        config,
        now: () => fixedNow,
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const feeds = async (body: object, status = 200) => {
        const response = await feedsHandler(
          hostRequest(body, await accessToken(owner)),
          testDeps(test.db, { config }),
        );
        expect(response.status).toBe(status);
        return (await response.json()) as HostIcalFeeds;
      };
      for (const [path, source] of [
        ['/airbnb.ics', 'airbnb'],
        ['/booking-com.ics', 'booking_com'],
      ]) {
        const added = await feeds({ action: 'add', propertyId: riad, url: fixtures.url(path!), source }, 201);
        token = added.exportToken;
      }
      await feeds({ action: 'syncNow', propertyId: riad });
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await Promise.all([test?.close(), fixtures?.close()]);
    });

    const get = (query: string, method = 'GET') =>
      fetch(`${base}/functions/v1/ical-export${query}`, { method });

    it("serves the property's confirmed bookings, the channels' too, and none of their blocks", async () => {
      const response = await get(`?token=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('cache-control')).toMatch(/max-age=300/);
      const text = await response.text();
      const calendar = new ICAL.Component(ICAL.parse(text) as never);
      expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Rihla//Channel calendar 1.0//EN');
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
        expect(event.startDate.isDate).toBe(true);
        return [event.summary, event.startDate.toString(), event.endDate.toString(), event.uid];
      });
      const { rows } = await test.db.query<{
        id: string;
        check_in: string;
        check_out: string;
        source: string;
      }>(
        `SELECT id, to_char(check_in_date, 'YYYY-MM-DD') AS check_in,
                to_char(check_out_date, 'YYYY-MM-DD') AS check_out, source
           FROM bookings WHERE property_id = $1 AND status = 'confirmed' AND check_out_date >= '2025-12-10'
          ORDER BY check_in_date`,
        [riad],
      );
      expect(rows.length).toBeGreaterThanOrEqual(4);
      // Both channels' reservations are in it: a Booking.com stay blocks the nights on Airbnb.
      expect(rows.filter((row) => row.source === 'airbnb')).toHaveLength(2);
      expect(rows.filter((row) => row.source === 'booking_com')).toEqual([
        expect.objectContaining({ check_in: '2026-04-20', check_out: '2026-04-23' }),
      ]);
      expect(events).toEqual(
        expect.arrayContaining(
          rows.map((row) => ['Reserved', row.check_in, row.check_out, `booking-${row.id}@rihla`]),
        ),
      );
      expect(events).toHaveLength(rows.length);
      // The channels' blocks are kept (two here) but never sent back out.
      const blocks = await test.db.query('SELECT 1 FROM calendar_blocks WHERE property_id = $1', [riad]);
      expect(blocks.rows).toHaveLength(2);
      expect(text).not.toMatch(/Not available|CLOSED|block-/i);
      // The Benali stay is in it, its guest's name and door code are not.
      expect(events).toContainEqual([
        'Reserved',
        '2026-03-12',
        '2026-03-15',
        `booking-${test.benaliId}@rihla`,
      ]);
      const names = await test.db.query<{ name: string }>(
        `SELECT unnest(array_remove(ARRAY[guest_first_name, guest_last_name, smart_lock_code, guest_email], NULL)) AS name
           FROM bookings WHERE property_id = $1`,
        [riad],
      );
      for (const { name } of names.rows) expect(text).not.toContain(name);
      expect(await (await get(`?token=${token}`)).text()).toBe(text);
      const head = await get(`?token=${token}`, 'HEAD');
      expect(head.status).toBe(200);
    });

    it('answers 404 to an unknown, malformed or replaced token, and 405 to a POST', async () => {
      for (const query of [
        '',
        '?token=',
        `?token=${'a'.repeat(64)}`,
        '?token=../../etc',
        `?token=${token}x`,
      ]) {
        const response = await get(query);
        expect(response.status, query).toBe(404);
        expect(await response.json()).toMatchObject({ code: 'not_found' });
      }
      expect((await get(`?token=${token}`, 'POST')).status).toBe(405);
      const response = await feedsHandler(
        hostRequest({ action: 'regenerateExportToken', propertyId: riad }, await accessToken(owner)),
        testDeps(test.db, { config }),
      );
      const fresh = ((await response.json()) as HostIcalFeeds).exportToken;
      expect((await get(`?token=${token}`)).status).toBe(404);
      expect((await get(`?token=${fresh}`)).status).toBe(200);
    });
  });
}
