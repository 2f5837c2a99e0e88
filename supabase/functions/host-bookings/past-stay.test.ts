/**
 * host-bookings and a stay that is over (issue 43) on both databases: saved with its check-out
 * before today (the tests' clock: 2026-03-10), a booking keeps no door code nor backup, so no live
 * code is handed out for it; a stay leaving today keeps its codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { type DemoHostIds, demoHostIds } from '../../test-support/host-tokens.ts';
import type { HostBookingAnswer } from '../_shared/host-api-types-bookings.ts';
import { stayIsOver } from './stored-fields.ts';
import { bookingCalls, sampleFields } from './test-helpers.ts';

describe('stayIsOver', () => {
  it('is over from the day after check-out', () => {
    expect(stayIsOver('2026-03-09', '2026-03-10')).toBe(true);
    expect(stayIsOver('2026-03-10', '2026-03-10')).toBe(false);
    expect(stayIsOver('2026-03-11', '2026-03-10')).toBe(false);
  });
});

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-bookings past stays on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });
    const { ok, newProperty, row } = bookingCalls(() => test);

    it('saves a stay that is over without door codes, and keeps them on a stay leaving today', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Passé');
      const past = await ok<HostBookingAnswer>(
        ids.owner,
        { action: 'create', ...sampleFields(propertyId, { checkIn: '2026-03-01', checkOut: '2026-03-09' }) },
        201,
      );
      expect(past.booking).toMatchObject({ doorCode: '', backupDoorCode: '' });
      expect(await row(past.booking.id)).toMatchObject({ smart_lock_code: null, backup_door_code: null });

      const leavingToday = await ok<HostBookingAnswer>(
        ids.owner,
        { action: 'create', ...sampleFields(propertyId, { checkIn: '2026-03-09', checkOut: '2026-03-10' }) },
        201,
      );
      expect(leavingToday.booking).toMatchObject({ doorCode: '482915', backupDoorCode: '736204' });
    });

    it('takes the codes away when a booking is moved into the past', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Déplacé');
      const made = await ok<HostBookingAnswer>(
        ids.owner,
        { action: 'create', ...sampleFields(propertyId) },
        201,
      );
      expect(made.booking.doorCode).toBe('482915');
      const moved = await ok<HostBookingAnswer>(ids.owner, {
        action: 'update',
        bookingId: made.booking.id,
        checkIn: '2026-02-01',
        checkOut: '2026-02-04',
      });
      expect(moved.booking).toMatchObject({ doorCode: '', backupDoorCode: '', checkOut: '2026-02-04' });
    });
  });
}
