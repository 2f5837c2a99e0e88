/**
 * Issue 41, finding 1 (the export part), on both databases: the channel export says nothing that
 * opens anything. Its UIDs were `booking-<booking id>@rihla`, and that id opened the door code; now
 * each UID is an HMAC under the property's own secret, stable per booking, and the calendar holds
 * no id (with or without dashes, nor a piece of one), no guest's name, e-mail, phone or code, and
 * no property a channel does not need. The export link is renewed by the owner or the team: the
 * old address answers 404 at once, the new one the same events (same UIDs); another owner cannot.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import type { HostIcalFeeds } from '../_shared/host-api-types-ical.ts';
import { handler as feedsHandler } from '../host-ical-feeds/handler.ts';
import { exportUidSigner } from './export-uid.ts';
import { handler } from './handler.ts';

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** The only properties a channel needs (RFC 5545's calendar and event fields it reads). */
const allowedProperties = new Set([
  'prodid',
  'version',
  'calscale',
  'method',
  'uid',
  'dtstamp',
  'dtstart',
  'dtend',
  'summary',
]);

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`the channel export opens nothing on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let riad: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      riad = (await test.db.query<{ id: string }>("SELECT id FROM properties WHERE name = 'Riad Yasmine'"))
        .rows[0]!.id;
    });
    afterAll(async () => {
      await test?.close();
    });

    const exportToken = async () =>
      (
        await test.db.query<{ token: string }>(
          'SELECT ical_export_token AS token FROM properties WHERE id = $1',
          [riad],
        )
      ).rows[0]!.token;
    const get = (token: string) =>
      handler(
        new Request(`https://fn.rihla.example/ical-export?token=${token}&channel=airbnb`),
        testDeps(test.db, { now: () => fixedNow }),
      );
    const uidsOf = (text: string) =>
      new ICAL.Component(ICAL.parse(text) as never)
        .getAllSubcomponents('vevent')
        .map((vevent) => String(vevent.getFirstPropertyValue('uid')));
    const renew = async (userId: string) =>
      feedsHandler(
        hostRequest({ action: 'regenerateExportToken', propertyId: riad }, await accessToken(userId)),
        testDeps(test.db),
      );

    it('gives each booking a secret-derived UID and carries no id, no guest data, no extra field', async () => {
      const response = await get(await exportToken());
      expect(response.status).toBe(200);
      const text = await response.text();
      const uids = uidsOf(text);
      expect(uids.length).toBeGreaterThanOrEqual(1);
      for (const uid of uids) expect(uid).toMatch(/^[0-9a-f]{32}@rihla$/);
      expect(new Set(uids).size).toBe(uids.length);
      // The Benali stay (its id once opened the door code) is there under its secret UID.
      const secret = (
        await test.db.query<{ secret: string }>(
          'SELECT ical_uid_secret AS secret FROM properties WHERE id = $1',
          [riad],
        )
      ).rows[0]!.secret;
      expect(uids).toContain(await (await exportUidSigner(secret))('booking', test.benaliId));
      expect(text).not.toMatch(uuidPattern);
      const { rows } = await test.db.query<{ id: string; words: string[] }>(
        `SELECT id::text, array_remove(ARRAY[guest_first_name, guest_last_name, guest_email, guest_phone,
                smart_lock_code, backup_door_code], NULL) AS words
           FROM bookings WHERE property_id = $1`,
        [riad],
      );
      for (const row of rows) {
        const hex = row.id.replace(/-/g, '');
        for (let start = 0; start + 8 <= hex.length; start += 4) {
          expect(text.toLowerCase()).not.toContain(hex.slice(start, start + 8));
        }
        for (const word of row.words.filter((value) => value.length >= 3)) expect(text).not.toContain(word);
      }
      const names = text
        .split('\r\n')
        .filter((line) => line && !/^(BEGIN|END):/.test(line))
        .map((line) => line.split(/[:;]/)[0]!.toLowerCase());
      expect(new Set(names.filter((name) => !allowedProperties.has(name)))).toEqual(new Set());
    });

    it('lets the owner and the team renew the link: the old one is a 404 at once, the UIDs stay', async () => {
      const first = await exportToken();
      const before = uidsOf(await (await get(first)).text());
      const byOwner = await renew(ids.owner);
      expect(byOwner.status).toBe(200);
      const second = ((await byOwner.json()) as HostIcalFeeds).exportToken;
      expect(second).not.toBe(first);
      expect((await get(first)).status).toBe(404);
      expect(uidsOf(await (await get(second)).text())).toEqual(before);
      const byTeam = await renew(ids.team);
      expect(byTeam.status).toBe(200);
      const third = ((await byTeam.json()) as HostIcalFeeds).exportToken;
      expect((await get(second)).status).toBe(404);
      expect((await get(third)).status).toBe(200);
      // Another owner cannot renew it (Row Level Security: not found), and the link keeps working.
      const byStranger = await renew(ids.owner2);
      expect(byStranger.status).toBe(404);
      expect(await exportToken()).toBe(third);
      expect((await get(third)).status).toBe(200);
    });
  });
}
