/**
 * find-booking-by-details and a door code the host changes after the guest saved the stay (issue 43,
 * item 7), on both databases: the answer says when the released code last changed (null until it
 * does), set by the database whoever changes the code (here the booking editor's call), and not
 * when a code is set for the first time or saved unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import { accessToken, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { handler as hostBookings } from '../host-bookings/handler.ts';
import { handler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`find-booking-by-details and a changed door code on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const refresh = async () => {
      const response = await handler(
        postJson({ bookingId: test.benaliId, guestToken: await guestTokenOf(test.db, test.benaliId) }),
        testDeps(test.db, { clientAddress: `198.51.100.${++address}` }),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as { smartLockCode: string | null; doorCodeChangedAt?: string | null };
    };
    const saveDoorCode = async (doorCode: string) => {
      const ids = await demoHostIds(test.db);
      const response = await hostBookings(
        hostRequest({ action: 'update', bookingId: test.benaliId, doorCode }, await accessToken(ids.owner)),
        testDeps(test.db),
      );
      expect(response.status, await response.clone().text()).toBe(200);
    };

    it('answers null until the code changes, then when it changed, by name and date too', async () => {
      const before = await refresh();
      expect(before.smartLockCode).toBeTruthy();
      expect(before.doorCodeChangedAt).toBeNull();
      const original = before.smartLockCode!;
      // Saved again unchanged (the editor sends every field): not a change.
      await saveDoorCode(original);
      expect((await refresh()).doorCodeChangedAt).toBeNull();

      const savedAt = Date.now();
      await saveDoorCode('7315');
      try {
        const after = await refresh();
        expect(after.smartLockCode).toBe('7315');
        const changedAt = Date.parse(after.doorCodeChangedAt ?? '');
        expect(Math.abs(changedAt - savedAt)).toBeLessThan(60_000);
        const byName = await handler(
          postJson({ lastName: 'Benali', checkInDate: benaliCheckIn }),
          testDeps(test.db, { clientAddress: `198.51.100.${++address}` }),
        );
        expect((await byName.json()).doorCodeChangedAt).toBe(after.doorCodeChangedAt);
      } finally {
        await test.db.query(
          'UPDATE bookings SET smart_lock_code = $2, door_code_changed_at = NULL WHERE id = $1',
          [test.benaliId, original],
        );
      }
    });

    it('does not count a code set for the first time as a change', async () => {
      const { rows } = await test.db.query<{ door_code_changed_at: Date | null }>(
        `WITH cleared AS (UPDATE bookings SET smart_lock_code = NULL WHERE id = $1 RETURNING id)
         SELECT door_code_changed_at FROM bookings WHERE id = $1`,
        [test.garciaId],
      );
      expect(rows).toHaveLength(1);
      await test.db.query('UPDATE bookings SET smart_lock_code = $2 WHERE id = $1', [test.garciaId, '1234']);
      const set = await test.db.query<{ door_code_changed_at: Date | null }>(
        'SELECT door_code_changed_at FROM bookings WHERE id = $1',
        [test.garciaId],
      );
      expect(set.rows[0]!.door_code_changed_at).toBeNull();
      await test.db.query('UPDATE bookings SET smart_lock_code = NULL WHERE id = $1', [test.garciaId]);
    });
  });
}
