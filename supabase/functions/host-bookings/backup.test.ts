/**
 * host-bookings' backup door code (issue 31) on both databases: made by the server for a new booking
 * with a door code, typed by the host, refused when trivial, equal to the door code or without one,
 * kept through other edits, renewed when the door code takes its value, gone with the door code, and
 * the editor's "Generate". Another owner never reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { type DemoHostIds, demoHostIds } from '../../test-support/host-tokens.ts';
import { invalidBookingMessages } from '../_shared/contracts/booking-editor-shapes.ts';
import {
  backupSameAsMainMessage,
  notFoundMessage,
  trivialBackupDoorCodeMessage,
} from '../_shared/contracts/host-bookings.contract.ts';
import { isTrivialDoorCode } from '../_shared/door-code.ts';
import type { HostBookingAnswer, HostDoorCodeAnswer } from '../_shared/host-api-types-bookings.ts';
import { bookingCalls, sampleFields } from './test-helpers.ts';

const sixDigits = /^[0-9]{6}$/;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-bookings backup door code on ${kind}`, () => {
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
    let stays = 0;
    /** A new booking of `propertyId` on dates of its own. */
    const create = async (propertyId: string, changes: Record<string, unknown> = {}) => {
      stays += 1;
      const month = String(stays).padStart(2, '0');
      const dates = { checkIn: `2028-${month}-01`, checkOut: `2028-${month}-05` };
      return (
        await ok<HostBookingAnswer>(
          ids.owner,
          { action: 'create', ...sampleFields(propertyId, dates), ...changes },
          201,
        )
      ).booking;
    };
    const update = async (bookingId: string, changes: Record<string, unknown>) =>
      (await ok<HostBookingAnswer>(ids.owner, { action: 'update', bookingId, ...changes })).booking;

    it('makes a backup for a new booking with a door code, and none without', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Backup');
      const made = await create(propertyId, { backupDoorCode: '' });
      expect(made.doorCode).toBe('482915');
      expect(made.backupDoorCode).toMatch(sixDigits);
      expect(made.backupDoorCode).not.toBe('482915');
      expect(isTrivialDoorCode(made.backupDoorCode)).toBe(false);
      expect((await row(made.id))?.backup_door_code).toBe(made.backupDoorCode);
      const { backupDoorCode: _left, ...withoutBackup } = sampleFields(propertyId, {
        checkIn: '2029-01-01',
        checkOut: '2029-01-03',
      });
      const leftOut = await ok<HostBookingAnswer>(ids.owner, { action: 'create', ...withoutBackup }, 201);
      expect(leftOut.booking.backupDoorCode).toMatch(sixDigits);

      const none = await create(propertyId, { doorCode: '', backupDoorCode: '' });
      expect(none).toMatchObject({ doorCode: '', backupDoorCode: '' });
      expect((await row(none.id))?.backup_door_code).toBeNull();
      const typed = await create(propertyId, { backupDoorCode: '  907153 ' });
      expect(typed.backupDoorCode).toBe('907153');
      expect(await ok(ids.owner, { action: 'get', bookingId: typed.id })).toEqual({ booking: typed });
    });

    it('refuses a trivial backup, the door code itself, and a backup without a door code', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Refusals');
      const refusals: [Record<string, unknown>, unknown][] = [
        [
          { backupDoorCode: '1111' },
          { error: trivialBackupDoorCodeMessage, code: 'trivial_backup_door_code' },
        ],
        [{ backupDoorCode: '482915' }, { error: backupSameAsMainMessage, code: 'backup_same_as_main' }],
        [
          { doorCode: '', backupDoorCode: '907153' },
          { error: invalidBookingMessages.backupDoorCode, code: 'invalid_request' },
        ],
        [
          { backupDoorCode: '12a4' },
          { error: invalidBookingMessages.backupDoorCode, code: 'invalid_request' },
        ],
      ];
      for (const [changes, answer] of refusals) {
        const response = await call(ids.owner, { action: 'create', ...sampleFields(propertyId), ...changes });
        expect(response.status, JSON.stringify(changes)).toBe(400);
        expect(await response.json()).toEqual(answer);
      }
      expect(
        (await test.db.query('SELECT 1 FROM bookings WHERE property_id = $1', [propertyId])).rows,
      ).toEqual([]);
      const made = await create(propertyId);
      for (const [changes, answer] of refusals) {
        const response = await call(ids.owner, { action: 'update', bookingId: made.id, ...changes });
        expect(response.status, JSON.stringify(changes)).toBe(400);
        expect(await response.json()).toEqual(answer);
      }
      // The door code changed to the backup's value, with the backup sent as it is: refused too.
      const swapped = await call(ids.owner, { action: 'update', bookingId: made.id, doorCode: '736204' });
      expect(swapped.status).toBe(200);
      expect((await row(made.id))?.backup_door_code).not.toBe('736204');
      const same = await call(ids.owner, {
        action: 'update',
        bookingId: made.id,
        doorCode: '582013',
        backupDoorCode: '582013',
      });
      expect(await same.json()).toMatchObject({ code: 'backup_same_as_main' });
    });

    it('keeps the backup through other edits, renews it on request, and drops it with the door code', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Edits');
      const made = await create(propertyId);
      expect(made.backupDoorCode).toBe('736204');
      expect((await update(made.id, { notes: 'Quiet please', doorCode: '590314' })).backupDoorCode).toBe(
        '736204',
      );
      // The door code takes the backup's value: a new backup is made.
      const clash = await update(made.id, { doorCode: '736204' });
      expect(clash.backupDoorCode).toMatch(sixDigits);
      expect(clash.backupDoorCode).not.toBe('736204');
      // '' asks for a fresh one.
      const renewed = await update(made.id, { backupDoorCode: '' });
      expect(renewed.backupDoorCode).toMatch(sixDigits);
      expect(renewed.backupDoorCode).not.toBe(
        clash.backupDoorCode === renewed.doorCode ? '' : renewed.doorCode,
      );
      expect((await update(made.id, { backupDoorCode: '318275' })).backupDoorCode).toBe('318275');
      const removed = await update(made.id, { doorCode: '' });
      expect(removed).toMatchObject({ doorCode: '', backupDoorCode: '' });
      expect((await row(made.id))?.backup_door_code).toBeNull();
      // A door code given again brings a backup with it.
      const back = await update(made.id, { doorCode: '271845' });
      expect(back.backupDoorCode).toMatch(sixDigits);
      expect(back.backupDoorCode).not.toBe('271845');
    });

    it('gives a channel booking without a backup one when the host saves it with a code', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Channel Backup');
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, source, external_uid,
                               smart_lock_code)
         VALUES ($1, 'Souza', '2028-06-01', '2028-06-04', 'airbnb', 'HMBACKUP@airbnb.com', '640281') RETURNING id`,
        [propertyId],
      );
      const id = rows[0]!.id;
      const before = await ok<HostBookingAnswer>(ids.owner, { action: 'get', bookingId: id });
      expect(before.booking).toMatchObject({ doorCode: '640281', backupDoorCode: '' });
      const { id: _id, propertyName, status, nameNeeded, externalUid, updatedAt, ...form } = before.booking;
      const saved = await update(id, { ...form, notes: 'Late arrival' });
      expect(saved.doorCode).toBe('640281');
      expect(saved.backupDoorCode).toMatch(sixDigits);
    });

    it('generates a backup that is not the door code, and hides it from another owner', async () => {
      for (const doorCode of [undefined, '', '482915']) {
        const answer = await ok<HostDoorCodeAnswer>(ids.owner, {
          action: 'generateBackupDoorCode',
          doorCode,
        });
        expect(answer.doorCode).toMatch(sixDigits);
        expect(answer.doorCode).not.toBe(doorCode);
        expect(isTrivialDoorCode(answer.doorCode)).toBe(false);
      }
      const bad = await call(ids.owner, { action: 'generateBackupDoorCode', doorCode: '12' });
      expect(await bad.json()).toEqual({ error: invalidBookingMessages.doorCode, code: 'invalid_request' });
      const propertyId = await newProperty(ids.owner, 'Dar Private');
      const made = await create(propertyId);
      const other = await call(ids.owner2, { action: 'get', bookingId: made.id });
      expect(other.status).toBe(404);
      const text = await other.text();
      expect(JSON.parse(text)).toEqual({ error: notFoundMessage, code: 'not_found' });
      expect(text).not.toContain(made.backupDoorCode);
    });
  });
}
