/**
 * host-bookings on both databases, where bookings meet: the exclusion constraint refusing an
 * overlap with the booking it collides with named (20 creates at once: one wins), back-to-back
 * stays, the guest lookup finding a new booking at once and missing it once cancelled, and fuzzed
 * bodies never answered with a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../local-server/seed.ts';
import {
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
  today,
} from '../../test-support/databases.ts';
import { collectLogs, expectSound, fuzzString, mildAndWild, requestOf } from '../../test-support/fuzz.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import { accessToken, type DemoHostIds, demoHostIds } from '../../test-support/host-tokens.ts';
import { findBookingByDetails } from '../_shared/contracts/find-booking-by-details.contract.ts';
import type { BookingOverlapRefusal, HostBookingAnswer } from '../_shared/host-api-types-bookings.ts';
import { handler as findBooking } from '../find-booking-by-details/handler.ts';
import { overlapMessage } from './details.ts';
import { handler } from './handler.ts';
import { bookingCalls, sampleFields } from './test-helpers.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-bookings overlaps and the guest lookup on ${kind}`, () => {
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
    let address = 0;
    const lookup = (body: unknown) =>
      findBooking(postJson(body), testDeps(test.db, { clientAddress: `198.51.100.${++address}` }));

    it('lets exactly one of 20 overlapping creates in, and names it to the 19 others', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Race');
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(ids.owner, {
            action: 'create',
            // Every stay holds the night of 5 September.
            ...sampleFields(propertyId, {
              lastName: `Racer ${index}`,
              checkIn: `2027-09-0${1 + (index % 5)}`,
              checkOut: `2027-09-${String(6 + (index % 5)).padStart(2, '0')}`,
            }),
          }),
        ),
      );
      const bodies = await Promise.all(responses.map((response) => response.json()));
      const statuses = responses.map((response) => response.status);
      expect(
        statuses.filter((status) => status === 201),
        JSON.stringify(bodies),
      ).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const winner = (bodies[statuses.indexOf(201)] as HostBookingAnswer).booking;
      const conflict: BookingOverlapRefusal['conflict'] = {
        bookingId: winner.id,
        name: `Yasmine ${winner.lastName}`,
        source: 'direct',
        checkIn: winner.checkIn,
        checkOut: winner.checkOut,
      };
      for (const body of bodies.filter((_, index) => statuses[index] === 409)) {
        expect(body).toEqual({ error: overlapMessage(conflict), code: 'booking_overlap', conflict });
      }
      const { rows } = await test.db.query('SELECT id FROM bookings WHERE property_id = $1', [propertyId]);
      expect(rows).toEqual([{ id: winner.id }]);
      expect(overlapMessage(conflict)).toBe(
        `These dates overlap Yasmine ${winner.lastName}'s stay (a direct booking, ${winner.checkIn} to ${winner.checkOut}). A property takes one confirmed stay at a time: change the dates, or cancel that booking first.`,
      );
    });

    it('takes back-to-back stays (check-out day = next check-in day), refuses one across them', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Turnover');
      const stay = (lastName: string, checkIn: string, checkOut: string) =>
        call(ids.owner, { action: 'create', ...sampleFields(propertyId, { lastName, checkIn, checkOut }) });
      const [first, second] = await Promise.all([
        stay('First', '2027-10-10', '2027-10-12'),
        stay('Second', '2027-10-12', '2027-10-14'),
      ]);
      expect([first!.status, second!.status]).toEqual([201, 201]);
      const firstId = ((await first!.json()) as HostBookingAnswer).booking.id;
      const across = await stay('Across', '2027-10-11', '2027-10-13');
      expect(across.status).toBe(409);
      const refusal = (await across.json()) as BookingOverlapRefusal;
      expect(refusal.conflict).toMatchObject({
        bookingId: firstId,
        name: 'Yasmine First',
        checkIn: '2027-10-10',
      });

      // An update into the other stay's dates: refused, naming it; its own dates never collide with itself.
      const secondId = ((await second!.json()) as HostBookingAnswer).booking.id;
      const moved = await call(ids.owner, { action: 'update', bookingId: secondId, checkIn: '2027-10-11' });
      expect(moved.status).toBe(409);
      expect(((await moved.json()) as BookingOverlapRefusal).conflict.bookingId).toBe(firstId);
      await ok(ids.owner, {
        action: 'update',
        bookingId: secondId,
        checkIn: '2027-10-12',
        checkOut: '2027-10-15',
      });
      // A channel booking without a name is named '' in a conflict.
      await test.db.query(
        `INSERT INTO bookings (property_id, check_in_date, check_out_date, source, external_uid)
         VALUES ($1, '2027-11-01', '2027-11-04', 'vrbo', 'vrbo-1')`,
        [propertyId],
      );
      const unnamed = await stay('Late', '2027-11-03', '2027-11-05');
      const body = (await unnamed.json()) as BookingOverlapRefusal;
      expect(body.conflict).toMatchObject({ name: '', source: 'vrbo' });
      expect(body.error).toMatch(
        /a stay whose guest is not named yet \(a VRBO booking, 2027-11-01 to 2027-11-04\)/,
      );
    });

    it('lets the guest find a new booking at once, and miss it once cancelled', async () => {
      const propertyId = await newProperty(ids.owner, 'Dar Lookup');
      // Released two days ahead without online check-in (issue 31): tomorrow's codes reach the guest.
      await test.db.query('UPDATE properties SET code_requires_checkin = false WHERE id = $1', [propertyId]);
      const [checkIn, checkOut] = [addDays(today, 1), addDays(today, 4)];
      const made = await ok<HostBookingAnswer>(
        ids.owner,
        { action: 'create', ...sampleFields(propertyId, { lastName: 'Lefèvre', checkIn, checkOut }) },
        201,
      );
      const byName = await lookup({ lastName: 'lefevre', checkInDate: checkIn });
      expect(byName.status).toBe(200);
      expect(await byName.json()).toMatchObject({
        bookingId: made.booking.id,
        propertyName: 'Dar Lookup',
        smartLockCode: '482915',
        backupDoorCode: '736204',
        checkOutDate: checkOut,
      });
      const guestToken = await guestTokenOf(test.db, made.booking.id);
      const byToken = await lookup({ bookingId: made.booking.id, guestToken });
      expect(byToken.status).toBe(200);

      await ok(ids.owner, { action: 'cancel', bookingId: made.booking.id });
      const miss = { error: findBookingByDetails.errors.notFound.message, code: 'not_found' };
      for (const body of [
        { lastName: 'Lefèvre', checkInDate: checkIn },
        { bookingId: made.booking.id, fromPayment: true },
        { bookingId: made.booking.id, guestToken },
      ]) {
        const response = await lookup(body);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(miss);
      }
    });

    it('never answers 5xx to fuzzed bodies', { timeout: 240_000 }, async () => {
      const token = await accessToken(ids.owner);
      const own = await newProperty(ids.owner, 'Dar Fuzz');
      const other = await newProperty(ids.owner2, 'Dar Other');
      const made = await ok<HostBookingAnswer>(ids.owner, { action: 'create', ...sampleFields(own) }, 201);
      const id = fc.constantFrom(made.booking.id, test.benaliId, crypto.randomUUID(), 'x');
      const name = fc.constantFrom('Yasmine', 'Ana María', "O'Brien", 'Lefèvre', 'Ng');
      const text = fc.oneof(fc.string({ maxLength: 110 }), fuzzString);
      /** Mostly a valid value (so that many requests reach the database), else text or a wrong value. */
      const mostly = <T>(valid: fc.Arbitrary<T>, ...wrong: unknown[]) =>
        fc.oneof(
          { weight: 12, arbitrary: valid },
          { weight: 1, arbitrary: text },
          { weight: 1, arbitrary: fc.constantFrom(...wrong, '') },
        );
      // Close together, so that most stays are in order and many overlap.
      const day = fc
        .date({ min: new Date('2027-01-01'), max: new Date('2027-03-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
      // Per action, its own keys (strict objects: a key of another action is refused before the database).
      const keysOf: Record<string, string[]> = {
        get: ['bookingId'],
        cancel: ['bookingId'],
        generateDoorCode: ['length'],
        generateBackupDoorCode: ['doorCode'],
        create: ['propertyId', 'firstName', 'lastName', 'email', 'phone', 'checkIn', 'checkOut', 'guests'],
        update: ['bookingId', 'propertyId', 'lastName', 'checkIn', 'checkOut', 'doorCode', 'notes'],
      };
      keysOf.create!.push('source', 'stayTotal', 'currency', 'doorCode', 'backupDoorCode', 'notes');
      keysOf.update!.push('firstName', 'email', 'phone', 'guests', 'source', 'stayTotal', 'currency');
      keysOf.update!.push('backupDoorCode');
      const body = mildAndWild((field) => {
        const values: Record<string, fc.Arbitrary<unknown>> = {
          bookingId: field(id),
          propertyId: field(fc.constantFrom(own, own, own, other, crypto.randomUUID())),
          firstName: field(mostly(name)),
          lastName: field(mostly(name, '')),
          email: field(mostly(fc.oneof(fc.constantFrom('ana@example.com', ''), fc.emailAddress()), 'a@')),
          phone: field(
            mostly(fc.constantFrom('+212 6 12 34 56 78', '+33612345678', ''), '+1 2', '+2120612345678'),
          ),
          checkIn: field(day),
          checkOut: field(day),
          guests: field(mostly(fc.integer({ min: 1, max: 16 }), 0, 17)),
          source: field(mostly(fc.constantFrom('direct', 'airbnb', 'booking_com', 'vrbo', 'others'), 'x')),
          stayTotal: field(
            mostly(fc.oneof(fc.constant(null), fc.nat(1_000_000_000)), -1, 1_000_000_001, 1.5),
          ),
          currency: field(mostly(fc.constantFrom('EUR', 'MAD', 'USD', 'GBP'), 'eur', 'XXX')),
          doorCode: field(
            mostly(fc.oneof(fc.constant(''), fc.stringMatching(/^\d{4,8}$/)), '1234', '0000', '123'),
          ),
          backupDoorCode: field(
            mostly(
              fc.oneof(fc.constant(''), fc.constant('482915'), fc.stringMatching(/^\d{4,8}$/)),
              '1111',
              '12',
            ),
          ),
          notes: field(mostly(fc.string({ maxLength: 200 }), 'n'.repeat(2001))),
          length: field(mostly(fc.integer({ min: 4, max: 6 }), 3, 7)),
        };
        const action = fc.oneof(
          { weight: 5, arbitrary: fc.constant('create') },
          { weight: 3, arbitrary: fc.constant('update') },
          {
            weight: 2,
            arbitrary: fc.constantFrom('get', 'cancel', 'generateDoorCode', 'generateBackupDoorCode'),
          },
        );
        return action.chain((action) =>
          fc
            .record(Object.fromEntries(keysOf[action]!.map((key) => [key, values[key]!])), {
              requiredKeys: ['bookingId', 'propertyId', 'lastName', 'checkIn', 'checkOut'].filter((key) =>
                keysOf[action]!.includes(key),
              ),
            })
            .map(({ checkIn, checkOut, ...fields }) =>
              // Stays in order, mostly (the dates' own refusals are tested in handler.test.ts).
              typeof checkIn === 'string' && typeof checkOut === 'string' && checkOut < checkIn
                ? { action, ...fields, checkIn: checkOut, checkOut: checkIn }
                : { action, ...fields, checkIn, checkOut },
            ),
        );
      });
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      try {
        await fc.assert(
          fc.asyncProperty(requestOf(body), async (spec) => {
            const request = new Request('https://fn.rihla.example/', {
              method: spec.method,
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
            });
            await expectSound(await handler(request, testDeps(test.db)));
          }),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 300), 300) },
        );
      } finally {
        spy.mockRestore();
      }
      // Owner B's property took nothing from owner A.
      const { rows } = await test.db.query('SELECT 1 FROM bookings WHERE property_id = $1', [other]);
      expect(rows).toEqual([]);
    });
  });
}
