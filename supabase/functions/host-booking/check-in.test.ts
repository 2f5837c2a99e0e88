/**
 * host-booking's check-in summary (issue 31) on both databases: not started, then partial with the
 * names of the forms received, then complete; names only (no ID number, no signature, no birth
 * data); another owner still gets the 404, the team sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { declareGuests } from '../../test-support/declaration-export-support.ts';
import { guestForm } from '../../test-support/guest-declaration-fixtures.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import type { BookingDetailsAnswer } from '../_shared/host-api-types-guests.ts';
import { handler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-booking check-in summary on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let leila: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      const { rows } = await test.db.query<{ id: string }>(
        "SELECT id FROM bookings WHERE guest_first_name = 'Leila' AND guest_last_name = 'Haddad'",
      );
      leila = rows[0]!.id;
    });
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string) =>
      handler(hostRequest({ bookingId: leila }, await accessToken(userId)), testDeps(test.db));
    const summary = async (userId: string) => {
      const response = await call(userId);
      const text = await response.text();
      expect(response.status, text).toBe(200);
      return { text, checkIn: (JSON.parse(text) as BookingDetailsAnswer).checkIn };
    };

    it('follows the guests’ online check-in, with the names on the forms only', async () => {
      expect((await summary(ids.owner2)).checkIn).toEqual({
        status: 'not_started',
        adults: null,
        received: 0,
        guests: [],
        history: [],
      });
      const leilaForm = guestForm({ firstName: 'Leila', lastName: 'Haddad', idNumber: 'QX9081726' });
      await declareGuests(test.db, leila, [leilaForm], 2);
      const partial = await summary(ids.owner2);
      expect(partial.checkIn).toEqual({
        status: 'partial',
        adults: 2,
        received: 1,
        guests: [{ guestIndex: 1, firstName: 'Leila', lastName: 'Haddad' }],
        // Forms written straight to the database (not through guest-checkin) leave no history.
        history: [],
      });
      for (const secret of ['QX9081726', leilaForm.birthDate, leilaForm.residenceAddress, 'signature']) {
        expect(partial.text).not.toContain(secret);
      }
      await declareGuests(test.db, leila, [leilaForm, guestForm({ firstName: 'Sami', lastName: 'Haddad' })]);
      const complete = await summary(ids.team);
      expect(complete.checkIn).toEqual({
        status: 'complete',
        adults: 2,
        received: 2,
        guests: [
          { guestIndex: 1, firstName: 'Leila', lastName: 'Haddad' },
          { guestIndex: 2, firstName: 'Sami', lastName: 'Haddad' },
        ],
        history: [],
      });
      expect((await summary(ids.owner2)).checkIn).toEqual(complete.checkIn);
      const other = await call(ids.owner);
      expect(other.status).toBe(404);
      expect(await other.text()).not.toContain('Sami');
    });
  });
}
