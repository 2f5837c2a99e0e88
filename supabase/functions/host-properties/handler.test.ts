/**
 * host-properties on both databases: the Settings list (thumbnails, RLS per login, the team's owners),
 * create / get / update / delete with every field, another owner's property answered 404 with
 * nothing changed, the team creating for an owner, deletion refused while bookings are ahead or kept,
 * refusals naming the field, and fuzzed bodies never a 5xx. The way in and the host phone (issue 43):
 * a new property's phone is its owner's profile phone unless given, an emptied one is none.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoHosts } from '../../local-server/seed-portfolio.ts';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { collectLogs, expectSound, fuzzString, mildAndWild, requestOf } from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { memoryStorage } from '../../test-support/memory-storage.ts';
import {
  bookingHistoryMessage,
  hostPropertiesCreate,
  hostPropertiesGet,
  invalidPropertyMessages,
  upcomingBookingsMessage,
} from '../_shared/contracts/host-properties.contract.ts';
import type { HostPropertyAnswer, HostPropertyList } from '../_shared/host-api-types-properties.ts';
import { handler } from './handler.ts';

const notFoundMessage = hostPropertiesGet.errors.notFound.message;
const notTeamMessage = hostPropertiesCreate.errors.notTeam.message;

const fields = {
  name: 'Dar Nour',
  address: '3 Derb El Hammam, Essaouira 44000',
  city: 'Essaouira',
  wifiNetwork: 'DarNour',
  wifiPassword: 'sea-breeze-2026',
  walkthroughUrl: 'https://www.youtube-nocookie.com/embed/abc123',
  recommendationsUrl: 'https://rihla.example/essaouira',
  checkInTime: '14:00',
  checkOutTime: '10:30',
  timeZone: 'Africa/Casablanca',
  houseRules: 'No smoking.\nQuiet after 22:00.',
  codeReleaseHours: 24,
  codeRequiresCheckIn: false,
  arrivalMethod: 'key_box',
  hostPhone: '+212 600 111 222',
  houseRulesLanguages: { en: 'No smoking.' },
};

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-properties on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    const storage = memoryStorage();
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db, { storage }));
    const ok = async <T>(userId: string, body: unknown, status = 200) => {
      const response = await call(userId, body);
      const text = await response.text();
      expect(response.status, text).toBe(status);
      return JSON.parse(text) as T;
    };
    const row = async (id: string) =>
      (await test.db.query('SELECT * FROM properties WHERE id = $1', [id])).rows[0] as
        | Record<string, unknown>
        | undefined;

    it("lists each login's properties with the first photo as thumbnail; the team sees all and the owners", async () => {
      const owner = await ok<HostPropertyList>(ids.owner, { action: 'list' });
      const riad = owner.properties.find((property) => property.name === 'Riad Yasmine')!;
      expect(riad).toMatchObject({ thumbnailUrl: '/guide/benali-1.webp', photoCount: 4 });
      expect(owner.properties.map((property) => property.name)).not.toContain('Dar Atlas');
      expect(owner.owners).toEqual([]);
      const owner2 = await ok<HostPropertyList>(ids.owner2, { action: 'list' });
      expect(owner2.properties.map((property) => property.name)).toEqual(['Dar Atlas']);
      const team = await ok<HostPropertyList>(ids.team, { action: 'list' });
      expect(team.properties.length).toBe(owner.properties.length + owner2.properties.length);
      expect(team.owners.map((host) => host.id).sort()).toEqual([ids.owner, ids.owner2].sort());
    });

    it('creates a property for the caller with every field, reads it back and updates part of it', async () => {
      const created = await ok<HostPropertyAnswer>(ids.owner2, { action: 'create', ...fields }, 201);
      const { id, ...rest } = created.property;
      expect(rest).toEqual({ ...fields, ownerId: ids.owner2, photos: [], upcomingBookings: 0 });
      expect((await row(id))?.owner_id).toBe(ids.owner2);
      expect(await ok<HostPropertyAnswer>(ids.owner2, { action: 'get', propertyId: id })).toEqual(created);

      const minimal = await ok<HostPropertyAnswer>(
        ids.owner2,
        { action: 'create', name: ' Kasbah ', address: 'Imlil' },
        201,
      );
      expect(minimal.property).toMatchObject({
        name: 'Kasbah',
        city: '',
        wifiNetwork: '',
        timeZone: 'Africa/Casablanca',
        checkInTime: '15:00',
        checkOutTime: '11:00',
        houseRules: '',
        codeReleaseHours: 48,
        codeRequiresCheckIn: true,
        arrivalMethod: 'smart_lock',
        // Guests call the owner, not Rihla: their profile phone.
        hostPhone: demoHosts.owner2.phone,
      });
      expect((await row(minimal.property.id))?.wifi_network).toBeNull();

      const updated = await ok<HostPropertyAnswer>(ids.owner2, {
        action: 'update',
        propertyId: id,
        wifiPassword: 'new-pass',
        city: '',
        timeZone: 'Europe/Paris',
      });
      expect(updated.property).toEqual({
        ...created.property,
        wifiPassword: 'new-pass',
        city: '',
        timeZone: 'Europe/Paris',
      });
      const wayIn = await ok<HostPropertyAnswer>(ids.owner2, {
        action: 'update',
        propertyId: id,
        arrivalMethod: 'host_meets',
        hostPhone: ' +212  662 345 678 ',
      });
      expect(wayIn.property).toMatchObject({ arrivalMethod: 'host_meets', hostPhone: '+212 662 345 678' });
      expect(await row(id)).toMatchObject({ arrival_method: 'host_meets', host_phone: '+212 662 345 678' });
      // House rules per language (0036): a version per language, an emptied one none.
      const versions = await ok<HostPropertyAnswer>(ids.owner2, {
        action: 'update',
        propertyId: id,
        houseRulesLanguages: { fr: 'Pas de fumée.', ar: 'ممنوع التدخين.', es: '  ' },
      });
      expect(versions.property.houseRulesLanguages).toEqual({ fr: 'Pas de fumée.', ar: 'ممنوع التدخين.' });
      expect((await row(id))?.house_rules_languages).toEqual({ fr: 'Pas de fumée.', ar: 'ممنوع التدخين.' });
      const refused = await call(ids.owner2, {
        action: 'update',
        propertyId: id,
        houseRulesLanguages: { de: 'x' },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: invalidPropertyMessages.houseRulesLanguages,
        code: 'invalid_request',
      });
      const none = await ok<HostPropertyAnswer>(ids.owner2, {
        action: 'update',
        propertyId: id,
        hostPhone: '',
      });
      expect(none.property.hostPhone).toBe('');
      expect((await row(id))?.host_phone).toBeNull();
      const names = await ok<HostPropertyList>(ids.owner2, { action: 'list' });
      expect(names.properties.map((property) => property.name)).toEqual(['Dar Atlas', 'Dar Nour', 'Kasbah']);
    });

    it("answers 404 to another owner's get, update and delete, and nothing changes", async () => {
      const { rows } = await test.db.query<{ id: string }>(
        "SELECT id FROM properties WHERE name = 'Riad Yasmine'",
      );
      const riad = rows[0]!.id;
      const before = await row(riad);
      for (const body of [
        { action: 'get', propertyId: riad },
        { action: 'update', propertyId: riad, name: 'Taken' },
        { action: 'delete', propertyId: riad },
        { action: 'get', propertyId: crypto.randomUUID() },
      ]) {
        const response = await call(ids.owner2, body);
        expect(response.status, JSON.stringify(body)).toBe(404);
        expect(await response.json()).toEqual({ error: notFoundMessage, code: 'not_found' });
      }
      expect(await row(riad)).toEqual(before);
      // The team reads and edits it.
      const team = await ok<HostPropertyAnswer>(ids.team, { action: 'get', propertyId: riad });
      expect(team.property.name).toBe('Riad Yasmine');
      expect(team.property.upcomingBookings).toBeGreaterThan(0);
    });

    it('lets the team create for an owner, refuses an owner creating for another and unknown hosts', async () => {
      const made = await ok<HostPropertyAnswer>(
        ids.team,
        { action: 'create', name: 'Team made', address: 'Agadir', ownerId: ids.owner2 },
        201,
      );
      expect(made.property.ownerId).toBe(ids.owner2);
      // The owner's phone, not the team's.
      expect(made.property.hostPhone).toBe(demoHosts.owner2.phone);
      await ok(ids.owner2, { action: 'get', propertyId: made.property.id });
      const other = await call(ids.owner, { action: 'create', name: 'X', address: 'Y', ownerId: ids.owner2 });
      expect(other.status).toBe(403);
      expect(await other.json()).toEqual({ error: notTeamMessage, code: 'not_team' });
      const unknown = await call(ids.team, {
        action: 'create',
        name: 'X',
        address: 'Y',
        ownerId: crypto.randomUUID(),
      });
      expect(unknown.status).toBe(400);
      const own = { action: 'create', name: 'Mine', address: 'Rabat', ownerId: ids.owner };
      expect((await call(ids.owner, own)).status).toBe(201);
    });

    it('refuses to delete a property with bookings ahead or kept, and deletes one without', async () => {
      const make = async (name: string) =>
        (await ok<HostPropertyAnswer>(ids.owner, { action: 'create', name, address: 'Tangier' }, 201))
          .property.id;
      const booked = await make('Booked');
      await test.db.query(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date)
         VALUES ($1, 'Ahead', $2::date + 3, $2::date + 5), ($1, 'Leaving', $2::date - 2, $2::date)`,
        [booked, today],
      );
      const refused = await call(ids.owner, { action: 'delete', propertyId: booked });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: upcomingBookingsMessage('Booked', 2),
        code: 'has_upcoming_bookings',
      });
      expect(upcomingBookingsMessage('Booked', 2)).toBe(
        'Booked has 2 upcoming bookings: cancel or move them first.',
      );
      expect(
        (await ok<HostPropertyAnswer>(ids.owner, { action: 'get', propertyId: booked })).property
          .upcomingBookings,
      ).toBe(2);

      await test.db.query("UPDATE bookings SET status = 'cancelled' WHERE property_id = $1", [booked]);
      const kept = await call(ids.owner, { action: 'delete', propertyId: booked });
      expect(kept.status).toBe(409);
      expect(await kept.json()).toEqual({
        error: bookingHistoryMessage('Booked', 2),
        code: 'has_booking_history',
      });
      expect(await row(booked)).toBeDefined();

      const free = await make('Free');
      await storage.putObject(`${free}/p/x-1600.webp`, new Uint8Array([1]), 'image/webp');
      await test.db.query(
        `INSERT INTO property_photos (property_id, position, large_key, small_key) VALUES ($1, 0, $2, $2)`,
        [free, `${free}/p/x-1600.webp`],
      );
      expect(await ok(ids.owner, { action: 'delete', propertyId: free })).toEqual({
        deleted: true,
        propertyId: free,
      });
      expect(await row(free)).toBeUndefined();
      expect(storage.objects.has(`${free}/p/x-1600.webp`)).toBe(false);
      expect((await call(ids.owner, { action: 'get', propertyId: free })).status).toBe(404);
    });

    it('refuses bad bodies with a 400 naming the field, 401 without a token, 403 to a non-host', async () => {
      const token = await accessToken(ids.owner);
      const id = crypto.randomUUID();
      const bad: [unknown, string][] = [
        [{}, 'action'],
        [{ action: 'get' }, 'propertyId'],
        [{ action: 'create', address: 'x' }, 'name'],
        [{ action: 'create', name: 'x', address: '  ' }, 'address'],
        [{ action: 'create', name: 'x'.repeat(121), address: 'y' }, 'name'],
        [{ action: 'create', name: 'x', address: 'y', timeZone: 'Mars/Olympus' }, 'timeZone'],
        [{ action: 'create', name: 'x', address: 'y', checkInTime: '25:00' }, 'checkInTime'],
        [
          { action: 'create', name: 'x', address: 'y', walkthroughUrl: 'javascript:alert(1)' },
          'walkthroughUrl',
        ],
        [{ action: 'create', name: 'x', address: 'y', ownerId: 'me' }, 'ownerId'],
        [{ action: 'update', propertyId: id, houseRules: 'r'.repeat(5001) }, 'houseRules'],
        [{ action: 'update', propertyId: id, recommendationsUrl: 'not a url' }, 'recommendationsUrl'],
        [{ action: 'update', propertyId: id, color: 'red' }, 'unknown'],
        [{ action: 'update', propertyId: id, hostPhone: '0661234567' }, 'hostPhone'],
        [{ action: 'update', propertyId: id, hostPhone: '+212-661-234-567' }, 'hostPhone'],
        [{ action: 'create', name: 'x', address: 'y', arrivalMethod: 'drone' }, 'arrivalMethod'],
        [{ action: 'list', extra: 1 }, 'unknown'],
      ];
      for (const [body, field] of bad) {
        const response = await handler(hostRequest(body, token), testDeps(test.db));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json(), JSON.stringify(body)).toEqual({
          error: invalidPropertyMessages[field],
          code: 'invalid_request',
        });
      }
      expect((await handler(hostRequest({ action: 'list' }), testDeps(test.db))).status).toBe(401);
      expect((await call(crypto.randomUUID(), { action: 'list' })).status).toBe(403);
    });

    it('never answers 5xx to fuzzed bodies', { timeout: 180_000 }, async () => {
      const token = await accessToken(ids.owner);
      const list = await ok<HostPropertyList>(ids.owner, { action: 'list' });
      const id = fc.constantFrom(...list.properties.map((property) => property.id), crypto.randomUUID());
      const text = fc.oneof(fc.string({ maxLength: 130 }), fuzzString);
      const body = mildAndWild((field) =>
        fc.record(
          {
            action: field(fc.constantFrom('list', 'get', 'create', 'update')),
            propertyId: field(id),
            name: field(text),
            address: field(text),
            city: field(text),
            wifiNetwork: field(text),
            walkthroughUrl: field(fc.oneof(fc.webUrl(), text)),
            checkInTime: field(fc.constantFrom('00:00', '23:59', '7:00', '12:60')),
            timeZone: field(
              fc.constantFrom('Africa/Casablanca', 'UTC', 'Etc/GMT+5', 'Nowhere/Land', 'EST5EDT', ''),
            ),
            houseRules: field(fc.string({ maxLength: 200 })),
            codeReleaseHours: field(fc.oneof(fc.integer({ min: -5, max: 800 }), fc.double(), text)),
            codeRequiresCheckIn: field(fc.oneof(fc.boolean(), text)),
            arrivalMethod: field(fc.oneof(fc.constantFrom('smart_lock', 'key_box', 'host_meets'), text)),
            hostPhone: field(fc.oneof(fc.constantFrom('', '+212 661 234 567', '+1 555 0100'), text)),
          },
          { requiredKeys: [] },
        ),
      );
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      try {
        await fc.assert(
          fc.asyncProperty(requestOf(body), async (spec) => {
            const request = new Request('https://fn.rihla.example/', {
              method: spec.method,
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
            });
            await expectSound(await handler(request, testDeps(test.db, { storage })));
          }),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 300), 300) },
        );
      } finally {
        spy.mockRestore();
      }
    });
  });
}
