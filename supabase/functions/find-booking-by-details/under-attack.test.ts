import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../local-server/seed.ts';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { findBookingByGuest } from '../_shared/bookings.ts';
import { handler } from './handler.ts';

/** Every date of a year from the given one: an attacker's guesses of a check-in date. */
const datesFrom = (start: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(start, i));

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`find-booking-by-details under parallel attack on ${kind}`, () => {
    let test: SeededDatabase;
    /** 100 more guests, each with a booking of their own, all arriving on one day, each in a flat of its own (no double booking). */
    const guestsDay = addDays(benaliCheckIn, 60);
    const guestNames = Array.from({ length: 100 }, (_, i) => `Guest${i}`);
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const { rows: flats } = await test.db.query<{ id: string }>(
        `INSERT INTO properties (name, address, owner_id, wifi_network, wifi_password, time_zone)
         SELECT p.name, p.address, p.owner_id, p.wifi_network, p.wifi_password, p.time_zone
           FROM properties p JOIN bookings b ON b.property_id = p.id, generate_series(1, $2::int)
          WHERE b.id = $1
         RETURNING id`,
        [test.benaliId, guestNames.length],
      );
      await test.db.query(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, smart_lock_code)
         SELECT flat, name, $1::date, $1::date + 2, '1357' FROM unnest($2::uuid[], $3::text[]) AS t(flat, name)`,
        [guestsDay, flats.map((flat) => flat.id), guestNames],
      );
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const fresh = () => `198.18.${Math.floor(++address / 250)}.${address % 250}`;

    it('answers at most the allowed 20 of 300 parallel wrong lookups from one address', async () => {
      const attacker = fresh();
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          handler(
            postJson({ lastName: `Nobody${i}`, checkInDate: benaliCheckIn }),
            testDeps(test.db, { clientAddress: attacker }),
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 404)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(280);
      expect(answers.find((answer) => answer.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('runs at most 10 of 200 parallel check-in dates guessed for one name, from one address or from 200', async () => {
      const attacker = fresh();
      // 199 wrong dates, then the right one: sent in that order, all at once.
      const guesses = [...datesFrom(addDays(benaliCheckIn, -199), 199), benaliCheckIn];
      const answers = await Promise.all(
        guesses.map((checkInDate) =>
          handler(
            postJson({ lastName: 'Benali', checkInDate }),
            testDeps(test.db, { clientAddress: attacker }),
          ),
        ),
      );
      const ran = answers.filter((answer) => answer.status !== 429);
      expect(ran.length).toBeLessThanOrEqual(10);
      // The real date comes last: the allowance is used up long before, so no door code leaves.
      for (const answer of answers) expect(await answer.text()).not.toContain('4827');

      // Dates guessed for another guest's name, each from an address of its own (a botnet): the
      // name's allowance across dates holds.
      const zerhouniDay = addDays(guestsDay, 3);
      await test.db.query(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, smart_lock_code)
         SELECT property_id, 'Zerhouni', $2::date, $2::date + 2, '8642' FROM bookings WHERE id = $1`,
        [test.benaliId, zerhouniDay],
      );
      const spread = await Promise.all(
        [...datesFrom(addDays(zerhouniDay, -199), 199), zerhouniDay].map((checkInDate) =>
          handler(
            postJson({ lastName: 'Zerhouni', checkInDate }),
            testDeps(test.db, { clientAddress: fresh() }),
          ),
        ),
      );
      expect(spread.filter((answer) => answer.status !== 429).length).toBeLessThanOrEqual(10);
      for (const answer of spread) expect(await answer.text()).not.toContain('8642');
    });

    it("refuses a name with NUL with 400 and never fails another guest's lookup batched with it", async () => {
      const real = guestNames.map((lastName) =>
        handler(
          postJson({ lastName, checkInDate: guestsDay }),
          testDeps(test.db, { clientAddress: fresh() }),
        ),
      );
      const poisoned = Array.from({ length: 100 }, () =>
        handler(
          postJson({ lastName: 'Ben\u0000ali', checkInDate: benaliCheckIn }),
          testDeps(test.db, { clientAddress: fresh() }),
        ),
      );
      const [realAnswers, poisonedAnswers] = await Promise.all([Promise.all(real), Promise.all(poisoned)]);
      expect(realAnswers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
      for (const answer of poisonedAnswers) {
        expect(answer.status).toBe(400);
        expect((await answer.json()).code).toBe('invalid_text');
      }
    });

    it('isolates a lookup the database refuses: the others in its batch still get their booking', async () => {
      // Straight to the batched lookup, past the request check: the database itself refuses NUL.
      const lookups = await Promise.allSettled([
        findBookingByGuest(test.db, 'Benali', benaliCheckIn),
        findBookingByGuest(test.db, 'Ben\u0000ali', benaliCheckIn),
        findBookingByGuest(test.db, 'BENALI', benaliCheckIn),
      ]);
      expect(lookups[0]).toMatchObject({ status: 'fulfilled', value: { id: test.benaliId } });
      expect(lookups[1]?.status).toBe('rejected');
      expect(lookups[2]).toMatchObject({ status: 'fulfilled', value: { id: test.benaliId } });
    });

    it('folds the rate-limit name like the booking match: a look-alike spelling cannot lock a guest out', async () => {
      // A house whose code shows 30 days ahead without online check-in: the code proves the guest got in.
      const checkIn = addDays(benaliCheckIn, 20);
      await test.db.query(
        `WITH house AS (
           INSERT INTO properties (name, address, code_release_hours, code_requires_checkin)
           VALUES ('Dar Lockme', 'Rabat', 720, false) RETURNING id)
         INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, smart_lock_code)
         SELECT id, 'Lockme', $1::date, $1::date + 3, '5151' FROM house`,
        [checkIn],
      );
      for (let i = 0; i < 6; i++) {
        const lookAlike = await handler(
          postJson({ lastName: 'Lockmẹ', checkInDate: checkIn }),
          testDeps(test.db, { clientAddress: fresh() }),
        );
        expect(lookAlike.status).toBe(200);
      }
      const guest = await handler(
        postJson({ lastName: 'Lockme', checkInDate: checkIn }),
        testDeps(test.db, { clientAddress: fresh() }),
      );
      expect(guest.status).toBe(200);
      expect((await guest.json()).smartLockCode).toBe('5151');
    });

    it('lets 100 parallel guests find their own bookings while an attacker floods misses', async () => {
      const attacker = fresh();
      const flood = Array.from({ length: 150 }, (_, i) =>
        handler(
          postJson({ lastName: `Flood${i}`, checkInDate: guestsDay }),
          testDeps(test.db, { clientAddress: attacker }),
        ),
      );
      const guests = guestNames.map((lastName) =>
        handler(
          postJson({ lastName: lastName.toUpperCase(), checkInDate: guestsDay }),
          testDeps(test.db, { clientAddress: fresh() }),
        ),
      );
      const guestAnswers = await Promise.all(guests);
      const floodAnswers = await Promise.all(flood);
      expect(guestAnswers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
      expect(floodAnswers.filter((answer) => answer.status === 404)).toHaveLength(20);
      // (Benali's own allowance went to the date guesses above: a name under attack waits its window.)
      const after = await handler(
        postJson({ lastName: 'Guest0', checkInDate: guestsDay }),
        testDeps(test.db, { clientAddress: fresh() }),
      );
      expect(after.status).toBe(200);
    });
  });
}
