/**
 * find-booking-by-details and the bookings the guest must not find, on both databases: a cancelled
 * booking (by name and date, and by id) and a channel booking not named yet answer exactly as a
 * miss, count as misses for the rate limit, and a booking cancelled and entered again is found as
 * the new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import { findBookingByDetails } from '../_shared/contracts/find-booking-by-details.contract.ts';
import { handler, householdAllowance } from './handler.ts';

const notFoundMessage = findBookingByDetails.errors.notFound.message;
const nameRateLimitedMessage = findBookingByDetails.errors.nameRateLimited.message;

const missBody = { error: notFoundMessage, code: 'not_found' };

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`find-booking-by-details and cancelled bookings on ${kind}`, () => {
    let test: SeededDatabase;
    let propertyId: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      propertyId = (
        await test.db.query<{ id: string }>(
          `INSERT INTO properties (name, address) VALUES ('Dar Lookup', 'Fes') RETURNING id`,
        )
      ).rows[0]!.id;
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const deps = () => testDeps(test.db, { clientAddress: `198.51.100.${++address}` });
    const booking = async (lastName: string | null, checkIn: string, status = 'confirmed', uid?: string) =>
      (
        await test.db.query<{ id: string }>(
          `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, check_in_date, check_out_date,
                                 status, external_uid)
           VALUES ($1, 'Ana', $2, $3::date, $3::date + 2, $4, $5) RETURNING id`,
          [propertyId, lastName, checkIn, status, uid ?? null],
        )
      ).rows[0]!.id;
    const expectMiss = async (response: Response) => {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual(missBody);
    };

    it('answers a cancelled booking as a miss, by name and date, by id and by its guest token', async () => {
      const id = await booking('Haddad', '2027-05-01', 'cancelled');
      await expectMiss(await handler(postJson({ lastName: 'Haddad', checkInDate: '2027-05-01' }), deps()));
      await expectMiss(await handler(postJson({ bookingId: id, fromPayment: true }), deps()));
      const guestToken = await guestTokenOf(test.db, id);
      await expectMiss(await handler(postJson({ bookingId: id, guestToken }), deps()));
      // The same stay entered again is found: the new booking, not the cancelled one.
      const again = await booking('Haddad', '2027-05-01');
      const found = await handler(postJson({ lastName: 'haddad', checkInDate: '2027-05-01' }), deps());
      expect(found.status).toBe(200);
      expect((await found.json()).bookingId).toBe(again);
    });

    it('counts a cancelled booking as a miss: by name and date, then by id and by token', async () => {
      await booking('Bennani', '2027-06-01', 'cancelled');
      const byName = () => postJson({ lastName: 'Bennani', checkInDate: '2027-06-01' });
      for (let attempt = 0; attempt < 5; attempt += 1) await expectMiss(await handler(byName(), deps()));
      const limited = await handler(byName(), deps());
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: nameRateLimitedMessage, code: 'rate_limited_name' });

      const id = await booking('Tazi', '2027-06-10', 'cancelled');
      const one = testDeps(test.db, { clientAddress: '192.0.2.77' });
      for (let attempt = 0; attempt < 5 * householdAllowance; attempt += 1) {
        await expectMiss(await handler(postJson({ bookingId: id, fromPayment: true }), one));
      }
      expect((await handler(postJson({ bookingId: id, fromPayment: true }), one)).status).toBe(429);
      const guestToken = await guestTokenOf(test.db, id);
      const another = testDeps(test.db, { clientAddress: '192.0.2.78' });
      for (let attempt = 0; attempt < 5 * householdAllowance; attempt += 1) {
        await expectMiss(await handler(postJson({ bookingId: id, guestToken }), another));
      }
      expect((await handler(postJson({ bookingId: id, guestToken }), another)).status).toBe(429);
    });

    it('never finds a channel booking without a last name, by any name or by id', async () => {
      const id = await booking(null, '2027-07-01', 'confirmed', 'abc@airbnb.com');
      for (const lastName of ['Ana', 'null', 'Guest', ' ', 'NULL']) {
        const response = await handler(postJson({ lastName, checkInDate: '2027-07-01' }), deps());
        if (lastName.trim() === '') expect(response.status).toBe(400);
        else await expectMiss(response);
      }
      await expectMiss(await handler(postJson({ bookingId: id, fromPayment: true }), deps()));
      const guestToken = await guestTokenOf(test.db, id);
      await expectMiss(await handler(postJson({ bookingId: id, guestToken }), deps()));
      // Named by the host, it is found at once.
      await test.db.query(`UPDATE bookings SET guest_last_name = 'Souza' WHERE id = $1`, [id]);
      const found = await handler(postJson({ lastName: 'souza', checkInDate: '2027-07-01' }), deps());
      expect(found.status).toBe(200);
      expect((await found.json()).bookingId).toBe(id);
    });
  });
}
