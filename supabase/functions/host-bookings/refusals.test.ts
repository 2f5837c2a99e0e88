/**
 * host-bookings' refusals on both databases: trivial door codes (and the unchanged one kept),
 * generated codes, bodies refused with the field named, and no token, a bad one or no host account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { invalidBookingMessages } from '../_shared/contracts/booking-editor-shapes.ts';
import { trivialDoorCodeMessage } from '../_shared/contracts/host-bookings.contract.ts';
import { isTrivialDoorCode } from '../_shared/door-code.ts';
import type { HostBookingAnswer, HostDoorCodeAnswer } from '../_shared/host-api-types-bookings.ts';
import { handler } from './handler.ts';
import { bookingCalls, sampleFields } from './test-helpers.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-bookings refusals on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });
    const { call, ok, newProperty } = bookingCalls(() => test);

    it('refuses trivial door codes, keeps an unchanged one, and generates codes that are not', async () => {
      const propertyId = await newProperty(ids.owner);
      for (const doorCode of ['0000', '1234', '987654', '1212', '123123']) {
        const response = await call(ids.owner, {
          action: 'create',
          ...sampleFields(propertyId, { doorCode }),
        });
        expect(response.status, doorCode).toBe(400);
        expect(await response.json()).toEqual({ error: trivialDoorCodeMessage, code: 'trivial_door_code' });
      }
      const made = await ok<HostBookingAnswer>(
        ids.owner,
        { action: 'create', ...sampleFields(propertyId) },
        201,
      );
      await test.db.query(`UPDATE bookings SET smart_lock_code = '1111' WHERE id = $1`, [made.booking.id]);
      // The whole form sent back with the code it already had: saved.
      const kept = await ok<HostBookingAnswer>(ids.owner, {
        action: 'update',
        bookingId: made.booking.id,
        ...sampleFields(propertyId, { doorCode: '1111', notes: 'Kept' }),
      });
      expect(kept.booking).toMatchObject({ doorCode: '1111', notes: 'Kept' });
      expect(
        (await call(ids.owner, { action: 'update', bookingId: made.booking.id, doorCode: '2222' })).status,
      ).toBe(400);

      for (const length of [undefined, 4, 5, 6]) {
        const { doorCode } = await ok<HostDoorCodeAnswer>(ids.owner, { action: 'generateDoorCode', length });
        expect(doorCode).toMatch(new RegExp(`^[0-9]{${length ?? 6}}$`));
        expect(isTrivialDoorCode(doorCode)).toBe(false);
      }
    });

    it('refuses bad bodies with a 400 naming the field; 401 without a token or with a bad one; 403 to a non-host', async () => {
      const token = await accessToken(ids.owner);
      const propertyId = await newProperty(ids.owner);
      const id = crypto.randomUUID();
      const base = sampleFields(propertyId);
      const bad: [unknown, string][] = [
        [{}, 'action'],
        [{ action: 'remove', bookingId: id }, 'action'],
        [{ action: 'get' }, 'bookingId'],
        [{ action: 'get', bookingId: 'abc' }, 'bookingId'],
        [{ action: 'create', ...base, propertyId: 'x' }, 'propertyId'],
        [{ action: 'create', ...base, lastName: '  ' }, 'lastName'],
        [{ action: 'create', ...base, lastName: '--' }, 'lastName'],
        [{ action: 'create', ...base, lastName: 'x'.repeat(101) }, 'lastName'],
        [{ action: 'create', ...base, firstName: 'Two\nlines' }, 'firstName'],
        [{ action: 'create', ...base, email: 'not-an-email' }, 'email'],
        [{ action: 'create', ...base, phone: '0612345678' }, 'phone'],
        [{ action: 'create', ...base, phone: '+212 6 12' }, 'phone'],
        [{ action: 'create', ...base, checkIn: '2027-02-30' }, 'checkIn'],
        [{ action: 'create', ...base, checkOut: '2027-04-10' }, 'checkOut'],
        [{ action: 'create', ...base, checkOut: '2027-04-09' }, 'checkOut'],
        [{ action: 'create', ...base, checkIn: '2027-01-01', checkOut: '2028-01-02' }, 'checkOut'],
        [{ action: 'create', ...base, guests: 0 }, 'guests'],
        [{ action: 'create', ...base, guests: 17 }, 'guests'],
        [{ action: 'create', ...base, guests: 2.5 }, 'guests'],
        [{ action: 'create', ...base, source: 'expedia' }, 'source'],
        [{ action: 'create', ...base, stayTotal: 12.5 }, 'stayTotal'],
        [{ action: 'create', ...base, stayTotal: -1 }, 'stayTotal'],
        [{ action: 'create', ...base, currency: 'JPY' }, 'currency'],
        [{ action: 'create', ...base, doorCode: '12a4' }, 'doorCode'],
        [{ action: 'create', ...base, doorCode: '482' }, 'doorCode'],
        [{ action: 'create', ...base, notes: 'n'.repeat(2001) }, 'notes'],
        [{ action: 'update', bookingId: id, colour: 'red' }, 'unknown'],
        [{ action: 'generateDoorCode', length: 8 }, 'length'],
      ];
      for (const [body, field] of bad) {
        const response = await handler(hostRequest(body, token), testDeps(test.db));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json(), JSON.stringify(body)).toEqual({
          error: invalidBookingMessages[field],
          code: 'invalid_request',
        });
      }
      // A date change that puts check-out before the stored check-in.
      const made = await ok<HostBookingAnswer>(ids.owner, { action: 'create', ...base }, 201);
      const backwards = await call(ids.owner, {
        action: 'update',
        bookingId: made.booking.id,
        checkOut: '2027-04-01',
      });
      expect(await backwards.json()).toEqual({
        error: invalidBookingMessages.checkOut,
        code: 'invalid_request',
      });

      const get = { action: 'get', bookingId: made.booking.id };
      expect((await handler(hostRequest(get), testDeps(test.db))).status).toBe(401);
      for (const bad of [
        await accessToken(ids.owner, { secret: 'another-secret-of-enough-length-0123456789' }),
        await accessToken(ids.owner, { expiresIn: -3600 }),
        'not.a.token',
      ]) {
        const response = await handler(hostRequest(get, bad), testDeps(test.db));
        expect(response.status).toBe(401);
        expect((await response.json()).code).toBe('unauthorized');
      }
      expect((await call(crypto.randomUUID(), get)).status).toBe(403);
    });
  });
}
