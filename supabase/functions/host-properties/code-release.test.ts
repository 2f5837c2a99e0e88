/**
 * host-properties' door code release settings (issue 31) on both databases: a new property has the
 * defaults (48 hours, online check-in required), the owner changes them and reads them back as
 * stored, values out of range or of the wrong type are refused with a 400 naming the field, another
 * owner cannot change them, and concurrent edits of different fields all stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { hostPropertiesGet, invalidPropertyMessages } from '../_shared/contracts/host-properties.contract.ts';
import type { HostPropertyAnswer } from '../_shared/host-api-types-properties.ts';
import { handler } from './handler.ts';

const notFoundMessage = hostPropertiesGet.errors.notFound.message;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-properties code release settings on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
    const ok = async (userId: string, body: unknown, status = 200) => {
      const response = await call(userId, body);
      const text = await response.text();
      expect(response.status, text).toBe(status);
      return (JSON.parse(text) as HostPropertyAnswer).property;
    };
    const stored = async (id: string) =>
      (
        await test.db.query<{ code_release_hours: number; code_requires_checkin: boolean }>(
          'SELECT code_release_hours, code_requires_checkin FROM properties WHERE id = $1',
          [id],
        )
      ).rows[0];
    const create = (body: Record<string, unknown> = {}) =>
      ok(ids.owner, { action: 'create', name: 'Riad Code', address: 'Fes', ...body }, 201);

    it('gives a new property the defaults and keeps what the owner sets', async () => {
      const plain = await create();
      expect(plain).toMatchObject({ codeReleaseHours: 48, codeRequiresCheckIn: true });
      expect(await stored(plain.id)).toEqual({ code_release_hours: 48, code_requires_checkin: true });

      const early = await create({ codeReleaseHours: 168, codeRequiresCheckIn: false });
      expect(early).toMatchObject({ codeReleaseHours: 168, codeRequiresCheckIn: false });

      const updated = await ok(ids.owner, {
        action: 'update',
        propertyId: plain.id,
        codeReleaseHours: 0,
        codeRequiresCheckIn: false,
      });
      expect(updated).toEqual({ ...plain, codeReleaseHours: 0, codeRequiresCheckIn: false });
      expect(await stored(plain.id)).toEqual({ code_release_hours: 0, code_requires_checkin: false });
      const longest = await ok(ids.owner, { action: 'update', propertyId: plain.id, codeReleaseHours: 720 });
      expect(longest).toMatchObject({ codeReleaseHours: 720, codeRequiresCheckIn: false });
      expect(await ok(ids.owner, { action: 'get', propertyId: plain.id })).toEqual(longest);
    });

    it('refuses values out of range or of the wrong type, naming the field, and changes nothing', async () => {
      const property = await create({ codeReleaseHours: 36 });
      const bad: [Record<string, unknown>, string][] = [
        [{ codeReleaseHours: -1 }, 'codeReleaseHours'],
        [{ codeReleaseHours: 721 }, 'codeReleaseHours'],
        [{ codeReleaseHours: 1.5 }, 'codeReleaseHours'],
        [{ codeReleaseHours: '48' }, 'codeReleaseHours'],
        [{ codeReleaseHours: null }, 'codeReleaseHours'],
        [{ codeRequiresCheckIn: 'yes' }, 'codeRequiresCheckIn'],
        [{ codeRequiresCheckIn: 1 }, 'codeRequiresCheckIn'],
        [{ codeRequiresCheckIn: null }, 'codeRequiresCheckIn'],
      ];
      for (const [fields, field] of bad) {
        for (const body of [
          { action: 'update', propertyId: property.id, ...fields },
          { action: 'create', name: 'X', address: 'Y', ...fields },
        ]) {
          const response = await call(ids.owner, body);
          expect(response.status, JSON.stringify(body)).toBe(400);
          expect(await response.json()).toEqual({
            error: invalidPropertyMessages[field],
            code: 'invalid_request',
          });
        }
      }
      expect(invalidPropertyMessages.codeReleaseHours).toContain('0 to 720');
      expect(await stored(property.id)).toEqual({ code_release_hours: 36, code_requires_checkin: true });
    });

    it("answers 404 to another owner's change of the settings; the team may change them", async () => {
      const property = await create({ codeReleaseHours: 12 });
      const refused = await call(ids.owner2, {
        action: 'update',
        propertyId: property.id,
        codeReleaseHours: 720,
        codeRequiresCheckIn: false,
      });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: notFoundMessage, code: 'not_found' });
      expect(await stored(property.id)).toEqual({ code_release_hours: 12, code_requires_checkin: true });
      const team = await ok(ids.team, {
        action: 'update',
        propertyId: property.id,
        codeRequiresCheckIn: false,
      });
      expect(team).toMatchObject({ codeReleaseHours: 12, codeRequiresCheckIn: false });
    });

    it('keeps every edit when two updates of one property run at once', async () => {
      const propertyId = (await create()).id;
      await Promise.all([
        ok(ids.owner, { action: 'update', propertyId, wifiNetwork: 'Net' }),
        ok(ids.owner, { action: 'update', propertyId, houseRules: 'Rules' }),
        ok(ids.owner, { action: 'update', propertyId, codeReleaseHours: 72 }),
        ok(ids.owner, { action: 'update', propertyId, codeRequiresCheckIn: false }),
      ]);
      expect(await ok(ids.owner, { action: 'get', propertyId })).toMatchObject({
        wifiNetwork: 'Net',
        houseRules: 'Rules',
        codeReleaseHours: 72,
        codeRequiresCheckIn: false,
      });
    });
  });
}
