/**
 * host-bookings on both databases: create / get / update / cancel with every field, a cancelled
 * booking refused an update, a channel booking's last name completed, another owner's booking and
 * property answered 404 with nothing changed, and the team acting anywhere. Refusals: refusals.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { type DemoHostIds, demoHostIds } from '../../test-support/host-tokens.ts';
import { invalidBookingMessages } from '../_shared/contracts/booking-editor-shapes.ts';
import {
  cancelledMessage,
  notFoundMessage,
  propertyNotFoundMessage,
} from '../_shared/contracts/host-bookings.contract.ts';
import type { HostBookingAnswer } from '../_shared/host-api-types-bookings.ts';
import { bookingCalls, sampleFields } from './test-helpers.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-bookings on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });
    const { call, ok, newProperty, row } = bookingCalls(() => test);

    it('creates a booking with every field, reads it back, updates part of it and cancels it', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Create');
      const fields = sampleFields(propertyId, { email: ' yasmine@example.com ', firstName: ' Yasmine ' });
      const created = await ok<HostBookingAnswer>(ids.owner, { action: 'create', ...fields }, 201);
      const { id, updatedAt, ...rest } = created.booking;
      expect(rest).toEqual({
        ...fields,
        firstName: 'Yasmine',
        email: 'yasmine@example.com',
        propertyName: 'Dar Create',
        status: 'confirmed',
        nameNeeded: false,
        externalUid: null,
      });
      expect(new Date(updatedAt).toISOString()).toBe(updatedAt);
      expect(await row(id)).toMatchObject({
        currency: 'mad',
        smart_lock_code: '482915',
        backup_door_code: '736204',
        guest_phone: '+212 6 12 34 56 78',
      });
      expect(await ok<HostBookingAnswer>(ids.owner, { action: 'get', bookingId: id })).toEqual(created);

      const updated = await ok<HostBookingAnswer>(ids.owner, {
        action: 'update',
        bookingId: id,
        checkOut: '2027-04-16',
        email: '',
        doorCode: '',
        stayTotal: null,
        currency: 'EUR',
        source: 'airbnb',
      });
      expect(updated.booking).toMatchObject({
        ...rest,
        checkOut: '2027-04-16',
        email: '',
        doorCode: '',
        backupDoorCode: '',
        stayTotal: null,
        currency: 'EUR',
        source: 'airbnb',
      });
      expect(updated.booking.updatedAt >= updatedAt).toBe(true);
      expect(await row(id)).toMatchObject({
        guest_email: null,
        smart_lock_code: null,
        backup_door_code: null,
        currency: 'eur',
      });

      const cancelled = await ok<HostBookingAnswer>(ids.owner, { action: 'cancel', bookingId: id });
      expect(cancelled.booking).toMatchObject({ status: 'cancelled', checkOut: '2027-04-16' });
      // Marked as the host's cancel: a channel's sync never confirms it again (migration 0025).
      expect(await row(id)).toMatchObject({ status: 'cancelled', cancelled_by: 'host' });
      // Cancelling again answers the same, and changes nothing.
      expect(await ok<HostBookingAnswer>(ids.owner, { action: 'cancel', bookingId: id })).toEqual(cancelled);
      const refused = await call(ids.owner, { action: 'update', bookingId: id, notes: 'Back on?' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: cancelledMessage, code: 'booking_cancelled' });
      // Its dates are free again.
      await ok(ids.owner, { action: 'create', ...sampleFields(propertyId, { lastName: 'Next' }) }, 201);
    });

    it('creates with the defaults, and completes a channel booking’s last name', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Channel');
      const minimal = await ok<HostBookingAnswer>(
        ids.owner,
        { action: 'create', propertyId, lastName: ' Benali ', checkIn: '2027-01-01', checkOut: '2027-01-02' },
        201,
      );
      expect(minimal.booking).toMatchObject({
        firstName: '',
        lastName: 'Benali',
        email: '',
        phone: '',
        guests: 1,
        source: 'direct',
        stayTotal: null,
        currency: 'EUR',
        doorCode: '',
        backupDoorCode: '',
        notes: '',
      });
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, check_in_date, check_out_date, source, external_uid)
         VALUES ($1, '2027-02-01', '2027-02-05', 'airbnb', 'HMXYZ@airbnb.com') RETURNING id`,
        [propertyId],
      );
      const channel = rows[0]!.id;
      const before = await ok<HostBookingAnswer>(ids.owner, { action: 'get', bookingId: channel });
      expect(before.booking).toMatchObject({
        lastName: '',
        firstName: '',
        nameNeeded: true,
        externalUid: 'HMXYZ@airbnb.com',
      });
      // The editor may send the whole form back with the name still empty.
      const still = await ok<HostBookingAnswer>(ids.owner, {
        action: 'update',
        bookingId: channel,
        lastName: '',
        guests: 2,
      });
      expect(still.booking).toMatchObject({ nameNeeded: true, guests: 2 });
      const named = await ok<HostBookingAnswer>(ids.owner, {
        action: 'update',
        bookingId: channel,
        firstName: 'Ana',
        lastName: 'Souza',
      });
      expect(named.booking).toMatchObject({ firstName: 'Ana', lastName: 'Souza', nameNeeded: false });
      // Once named, it keeps a name (the guest may have found it with it).
      const unnamed = await call(ids.owner, { action: 'update', bookingId: channel, lastName: '' });
      expect(unnamed.status).toBe(400);
      // A booking entered here keeps a last name.
      const emptied = await call(ids.owner, {
        action: 'update',
        bookingId: minimal.booking.id,
        lastName: '',
      });
      expect(emptied.status).toBe(400);
      expect(await emptied.json()).toEqual({
        error: invalidBookingMessages.lastName,
        code: 'invalid_request',
      });
    });

    it("answers 404 for another owner's booking or property, and changes nothing", async () => {
      const propertyB = await newProperty(ids.owner2, 'Dar B');
      const propertyA = await newProperty(ids.owner, 'Dar A');
      const b = await ok<HostBookingAnswer>(
        ids.owner2,
        { action: 'create', ...sampleFields(propertyB) },
        201,
      );
      const bookingB = b.booking.id;
      const before = await row(bookingB);
      for (const body of [
        { action: 'get', bookingId: bookingB },
        { action: 'update', bookingId: bookingB, notes: 'Mine now' },
        { action: 'update', bookingId: bookingB, propertyId: propertyA },
        { action: 'cancel', bookingId: bookingB },
        { action: 'get', bookingId: crypto.randomUUID() },
        { action: 'cancel', bookingId: crypto.randomUUID() },
      ]) {
        const response = await call(ids.owner, body);
        expect(response.status, JSON.stringify(body)).toBe(404);
        expect(await response.json()).toEqual({ error: notFoundMessage, code: 'not_found' });
      }
      expect(await row(bookingB)).toEqual(before);

      const a = await ok<HostBookingAnswer>(ids.owner, { action: 'create', ...sampleFields(propertyA) }, 201);
      for (const body of [
        { action: 'create', ...sampleFields(propertyB, { checkIn: '2027-06-01', checkOut: '2027-06-03' }) },
        { action: 'create', ...sampleFields(crypto.randomUUID()) },
        { action: 'update', bookingId: a.booking.id, propertyId: propertyB },
      ]) {
        const response = await call(ids.owner, body);
        expect(response.status, JSON.stringify(body)).toBe(404);
        expect(await response.json()).toEqual({ error: propertyNotFoundMessage, code: 'property_not_found' });
      }
      expect(
        (await test.db.query('SELECT 1 FROM bookings WHERE property_id = $1', [propertyB])).rows,
      ).toHaveLength(1);
      expect((await row(a.booking.id))?.property_id).toBe(propertyA);

      // The team does anything, anywhere.
      const moved = await ok<HostBookingAnswer>(ids.team, {
        action: 'update',
        bookingId: bookingB,
        propertyId: propertyA,
        checkIn: '2027-07-01',
        checkOut: '2027-07-05',
      });
      expect(moved.booking).toMatchObject({ propertyId: propertyA, propertyName: 'Dar A' });
      await ok(ids.team, { action: 'create', ...sampleFields(propertyB) }, 201);
      await ok(ids.team, { action: 'cancel', bookingId: a.booking.id });
    });
  });
}
