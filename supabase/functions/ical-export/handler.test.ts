/**
 * ical-export on both databases, through the local server as a channel fetches it (GET with the
 * secret token), with an Airbnb and a Booking.com feed synced in (Booking.com's export says
 * "CLOSED - Not available" for every event, its reservations too, so they are blocks here): a
 * calendar ical.js reads, with PRODID and VERSION. The plain link: one all-day event per confirmed
 * booking ("Reserved"), direct or from any channel, and no block (loop-safe). A channel's link: the
 * same bookings and every other channel's blocks ("Not available"), never its own. Stable UIDs, not
 * one guest name; an unknown, malformed or replaced token is a 404, an unknown channel a 400, and a
 * fuzzed query string never a 5xx.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { collectLogs, fuzzString } from '../../test-support/fuzz.ts';
import { accessToken, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { type IcalFixtureServer, startIcalFixtures } from '../../test-support/ical-fixtures.ts';
import { type HostIcalFeeds, icalFeedSources } from '../_shared/host-api-types-ical.ts';
import { handler as feedsHandler } from '../host-ical-feeds/handler.ts';
import { exportUidSigner } from './export-uid.ts';
import { handler } from './handler.ts';

type Event = [summary: string, start: string, end: string, uid: string];

/** The calendar's events, each checked to be an all-day event with a DTSTAMP. */
function eventsOf(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as never);
  expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Rihla//Channel calendar 1.0//EN');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(event.startDate.isDate).toBe(true);
    return [event.summary, event.startDate.toString(), event.endDate.toString(), event.uid];
  });
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`ical-export on ${kind}`, () => {
    let test: SeededDatabase;
    let fixtures: IcalFixtureServer;
    let server: Server;
    let base: string;
    let owner: string;
    let riad: string;
    let token: string;
    /** The UID the export gives a booking or a block (the property's secret, never the id). */
    let uid: (kind: 'booking' | 'block', id: string) => Promise<string>;
    const config = testConfig({ icalAllowLocalHttp: true });
    beforeAll(async () => {
      [test, fixtures] = await Promise.all([openSeededDatabase(kind), startIcalFixtures()]);
      owner = (await demoHostIds(test.db)).owner;
      riad = (await test.db.query<{ id: string }>("SELECT id FROM properties WHERE name = 'Riad Yasmine'"))
        .rows[0]!.id;
      const secret = await test.db.query<{ secret: string }>(
        'SELECT ical_uid_secret AS secret FROM properties WHERE id = $1',
        [riad],
      );
      uid = await exportUidSigner(secret.rows[0]!.secret);
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
    /** Riad Yasmine's confirmed bookings that end 90 days before today or later, as events. */
    const bookings = async () => {
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
      return rows;
    };
    /** Its blocks, by the source of the feed they came from, as events. */
    const blocks = async (source: string) => {
      const { rows } = await test.db.query<{ id: string; start: string; end: string }>(
        `SELECT b.id, to_char(b.start_date, 'YYYY-MM-DD') AS start, to_char(b.end_date, 'YYYY-MM-DD') AS "end"
           FROM calendar_blocks b JOIN ical_feeds f ON f.id = b.ical_feed_id
          WHERE b.property_id = $1 AND f.source = $2 ORDER BY b.start_date`,
        [riad, source],
      );
      return Promise.all(
        rows.map(
          async (row): Promise<Event> => ['Not available', row.start, row.end, await uid('block', row.id)],
        ),
      );
    };

    it("serves the plain link the property's confirmed bookings, the channels' too, and no block", async () => {
      const response = await get(`?token=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('cache-control')).toMatch(/max-age=300/);
      const text = await response.text();
      const events = eventsOf(text);
      const rows = await bookings();
      expect(rows.length).toBeGreaterThanOrEqual(3);
      // Airbnb's reservations are bookings; Booking.com's come in as blocks (CLOSED - Not available).
      expect(rows.filter((row) => row.source === 'airbnb')).toHaveLength(2);
      expect(rows.filter((row) => row.source === 'booking_com')).toEqual([]);
      expect(events).toEqual(
        expect.arrayContaining(
          await Promise.all(
            rows.map(async (row) => ['Reserved', row.check_in, row.check_out, await uid('booking', row.id)]),
          ),
        ),
      );
      expect(events).toHaveLength(rows.length);
      // The channels' blocks are kept (one Airbnb, three Booking.com) but not sent on this link.
      expect(await blocks('airbnb')).toHaveLength(1);
      expect(await blocks('booking_com')).toHaveLength(3);
      expect(text).not.toMatch(/Not available|CLOSED|block-/i);
      // The Benali stay is in it, its guest's name and door code are not.
      expect(events).toContainEqual([
        'Reserved',
        '2026-03-12',
        '2026-03-15',
        await uid('booking', test.benaliId),
      ]);
      expect(text).not.toContain(test.benaliId);
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

    it("serves each channel every booking and the other channels' blocks, never its own", async () => {
      const reserved = await Promise.all(
        (await bookings()).map(
          async (row): Promise<Event> => [
            'Reserved',
            row.check_in,
            row.check_out,
            await uid('booking', row.id),
          ],
        ),
      );
      const fromAirbnb = await blocks('airbnb');
      const fromBooking = await blocks('booking_com');
      const expected = {
        airbnb: [...reserved, ...fromBooking],
        booking_com: [...reserved, ...fromAirbnb],
        vrbo: [...reserved, ...fromAirbnb, ...fromBooking],
        others: [...reserved, ...fromAirbnb, ...fromBooking],
      };
      for (const [channel, events] of Object.entries(expected)) {
        const response = await get(`?token=${token}&channel=${channel}`);
        expect(response.status, channel).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('private, max-age=300');
        const text = await response.text();
        const served = eventsOf(text);
        expect(served, channel).toHaveLength(events.length);
        expect(served, channel).toEqual(expect.arrayContaining(events));
        // Neutral words only: not the channel's own ("CLOSED", "Airbnb (Not available)").
        expect(text).not.toMatch(/CLOSED|Airbnb/i);
      }
      // A Booking.com reservation (a block here) closes its nights on Airbnb.
      const airbnb = eventsOf(await (await get(`?token=${token}&channel=airbnb`)).text());
      expect(airbnb).toContainEqual([
        'Not available',
        '2026-04-20',
        '2026-04-23',
        expect.stringMatching(/^[0-9a-f]{32}@rihla$/),
      ]);
      expect(airbnb).not.toContainEqual(fromAirbnb[0]);
      // The same link twice is the same calendar: stable UIDs.
      const again = await get(`?token=${token}&channel=booking_com`);
      expect(await again.text()).toBe(await (await get(`?channel=booking_com&token=${token}`)).text());
    });

    it('answers 404 to an unknown, malformed or replaced token, 400 to an unknown channel, 405 to a POST', async () => {
      for (const query of [
        '',
        '?token=',
        `?token=${'a'.repeat(64)}`,
        '?token=../../etc',
        `?token=${token}x`,
        `?token=${token}x&channel=airbnb`,
      ]) {
        const response = await get(query);
        expect(response.status, query).toBe(404);
        expect(await response.json()).toMatchObject({ code: 'not_found' });
      }
      for (const channel of [
        'Airbnb',
        'direct',
        '',
        'booking.com',
        'airbnb&channel=vrbo',
        '%00',
        'others%20',
      ]) {
        const response = await get(`?token=${token}&channel=${channel}`);
        expect(response.status, channel).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'invalid_request' });
      }
      expect((await get(`?token=${token}`, 'POST')).status).toBe(405);
      const response = await feedsHandler(
        hostRequest({ action: 'regenerateExportToken', propertyId: riad }, await accessToken(owner)),
        testDeps(test.db, { config }),
      );
      const fresh = ((await response.json()) as HostIcalFeeds).exportToken;
      expect((await get(`?token=${token}&channel=airbnb`)).status).toBe(404);
      expect((await get(`?token=${fresh}&channel=airbnb`)).status).toBe(200);
      token = fresh;
    });

    it('never answers 5xx to a fuzzed query string', { timeout: 120_000 }, async () => {
      // Mostly the right token and a channel, else either missing or fuzzed; sometimes more keys.
      const field = (valid: fc.Arbitrary<string>) =>
        fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fc.constant(null) }, fuzzString);
      const pairs = fc
        .tuple(
          field(fc.constant(token)),
          field(fc.constantFrom(...icalFeedSources)),
          fc.array(fc.tuple(fc.oneof(fc.constantFrom('channel', 'token'), fuzzString), fuzzString), {
            maxLength: 2,
          }),
        )
        .map(([key, channel, more]) => [
          ...(key === null ? [] : [['token', key]]),
          ...(channel === null ? [] : [['channel', channel]]),
          ...more,
        ]);
      const query = fc.oneof(
        { weight: 4, arbitrary: pairs.map((list) => new URLSearchParams(list).toString()) },
        { weight: 1, arbitrary: fuzzString },
      );
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      try {
        await fc.assert(
          fc.asyncProperty(query, fc.constantFrom('GET', 'HEAD'), async (search, method) => {
            const request = new Request(`https://fn.rihla.example/ical-export?${search}`, { method });
            const response = await handler(request, testDeps(test.db, { config, now: () => fixedNow }));
            expect(response.status, search).toBeLessThan(500);
            if (response.status >= 400 && method === 'GET') {
              expect(typeof (await response.json()).error).toBe('string');
            }
          }),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 150), 150) },
        );
      } finally {
        spy.mockRestore();
      }
    });
  });
}
