import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../local-server/seed.ts';
import {
  benaliCheckIn,
  databaseKinds,
  fixedNow,
  garciaCheckIn,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import { findBookingByDetails } from '../_shared/contracts/find-booking-by-details.contract.ts';
import { handler, householdAllowance } from './handler.ts';

const notFoundMessage = findBookingByDetails.errors.notFound.message;
const rateLimitedMessage = findBookingByDetails.errors.rateLimited.message;

const notFoundBody = { error: notFoundMessage, code: 'not_found' };

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`find-booking-by-details on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    /** A fresh client address per test, so rate-limit counters do not leak between tests. */
    const call = (body: unknown, overrides: Parameters<typeof testDeps>[1] = {}) =>
      handler(postJson(body), testDeps(test.db, { clientAddress: `198.51.100.${++address}`, ...overrides }));
    /** The refresh of a stay saved on the device: its id and the guest token the lookup gave. */
    const refreshOf = async (bookingId: string) => ({
      bookingId,
      guestToken: await guestTokenOf(test.db, bookingId),
    });

    it('finds booking A by last name and check-in date, with every field the portal shows', async () => {
      const response = await call({ lastName: 'Benali', checkInDate: benaliCheckIn });
      expect(response.status).toBe(200);
      const booking = await response.json();
      expect(booking).toMatchObject({
        id: test.benaliId,
        bookingId: test.benaliId,
        propertyName: 'Riad Yasmine',
        propertyAddress: 'Riad Yasmine, 12 Derb Sidi Bouloukat, Medina, Marrakech 40000, Morocco',
        checkInDate: benaliCheckIn,
        checkOutDate: '2026-03-15',
        smartLockCode: '4827',
        wifiNetwork: 'Rihla Guest',
        wifiPassword: 'mint-tea-4827',
        booking_extras: [],
      });
      expect(booking.walkthrough).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      expect(booking.localRecommendations).toMatch(/^https:\/\//);
      expect(booking.propertyImageUrls).toEqual([1, 2, 3, 4].map((n) => `/guide/benali-${n}.webp`));
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('says how each guest gets in: times, the host’s phone, and the way in without a door code', async () => {
      const a = await (await call({ lastName: 'Benali', checkInDate: benaliCheckIn })).json();
      expect(a).toMatchObject({
        smartLockCode: '4827',
        checkInTime: '15:00',
        checkOutTime: '11:00',
        hostPhone: '+212 661 234 567',
        arrivalMethod: 'smart_lock',
        doorCodeAvailableOn: null,
      });
      const b = await (await call({ lastName: 'García', checkInDate: garciaCheckIn })).json();
      expect(b).toMatchObject({
        smartLockCode: null,
        checkInTime: '16:00',
        checkOutTime: '11:00',
        hostPhone: '+212 662 345 678',
        arrivalMethod: 'host_meets',
      });
      // A code not set yet says when it will be.
      await test.db.query(`UPDATE bookings SET door_code_available_on = check_in_date - 1 WHERE id = $1`, [
        test.garciaId,
      ]);
      try {
        const later = await (await call(await refreshOf(test.garciaId))).json();
        expect(later.doorCodeAvailableOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(later.doorCodeAvailableOn < garciaCheckIn).toBe(true);
      } finally {
        await test.db.query('UPDATE bookings SET door_code_available_on = NULL WHERE id = $1', [
          test.garciaId,
        ]);
      }
    });

    it('matches the last name trimmed and ignoring case and accents', async () => {
      for (const lastName of ['  benali ', 'BENALI', 'Bénali']) {
        const response = await call({ lastName, checkInDate: benaliCheckIn });
        expect((await response.json()).id).toBe(test.benaliId);
      }
      for (const lastName of ['garcia', 'GARCÍA', 'Garci\u0301a']) {
        const response = await call({ lastName, checkInDate: garciaCheckIn });
        expect(response.status).toBe(200);
        expect((await response.json()).id).toBe(test.garciaId);
      }
    });

    it('answers guests who look up at the same moment each with their own booking, in one statement', async () => {
      const statements: string[] = [];
      const counted: typeof test.db = {
        ...test.db,
        query: (sql, params, options) => {
          statements.push(sql);
          return test.db.query(sql, params, options);
        },
      };
      const lookups = [
        { lastName: 'Benali', checkInDate: benaliCheckIn, expected: test.benaliId },
        { lastName: 'GARCÍA', checkInDate: garciaCheckIn, expected: test.garciaId },
        { lastName: 'Benali', checkInDate: garciaCheckIn, expected: null },
        { lastName: 'd\'Artagnan, {Jr.} "le" \\ fils', checkInDate: benaliCheckIn, expected: null },
        { lastName: ' bénali ', checkInDate: benaliCheckIn, expected: test.benaliId },
      ];
      const responses = await Promise.all(
        lookups.map(({ lastName, checkInDate }) =>
          handler(
            postJson({ lastName, checkInDate }),
            testDeps(counted, { config: testConfig({ rateLimitEnabled: false }) }),
          ),
        ),
      );
      const answers = await Promise.all(
        responses.map(async (response) => ({ status: response.status, body: await response.json() })),
      );
      expect(answers).toEqual(
        lookups.map(({ expected }) =>
          expected
            ? { status: 200, body: expect.objectContaining({ id: expected }) }
            : { status: 404, body: notFoundBody },
        ),
      );
      expect(statements).toHaveLength(1);
    });

    it('returns booking B without lock code, wifi or photos, with its paid breakfast', async () => {
      const booking = await (await call({ lastName: 'García', checkInDate: garciaCheckIn })).json();
      expect(booking).toMatchObject({
        smartLockCode: null,
        wifiNetwork: null,
        wifiPassword: null,
        propertyImageUrls: [],
        booking_extras: [{ extra_id: 'breakfast', payment_status: 'paid', quantity: 1 }],
      });
    });

    it('finds a booking by its guest token on the payment return and the refresh', async () => {
      const response = await call({ ...(await refreshOf(test.garciaId)), fromPayment: true });
      expect(response.status).toBe(200);
      expect((await response.json()).propertyName).toBe('Dar Anis');
    });

    it('answers a miss, a wrong date, an unknown id and a real id without its token with the same status and body', async () => {
      const answers = await Promise.all([
        call({ lastName: 'Nobody', checkInDate: benaliCheckIn }),
        call({ lastName: 'Benali', checkInDate: '2026-03-13' }),
        call({ bookingId: '00000000-0000-4000-8000-000000000000', fromPayment: true }),
        call({ bookingId: test.benaliId, fromPayment: true }),
      ]);
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
      expect(new Set(bodies).size).toBe(1);
      expect(JSON.parse(bodies[0]!)).toEqual(notFoundBody);
    });

    it('excludes released lines from booking_extras', async () => {
      await test.db.query(
        `INSERT INTO booking_extras (booking_id_fk, extra_id, quantity, unit_amount, payment_status)
         VALUES ($1, 'late_checkout', 1, 1000, 'released')`,
        [test.garciaId],
      );
      const booking = await (await call(await refreshOf(test.garciaId))).json();
      expect(booking.booking_extras.map((line: { extra_id: string }) => line.extra_id)).toEqual([
        'breakfast',
      ]);
    });

    it.each([
      ['bad JSON', '{"lastName":'],
      ['an array', '[]'],
      ['null', 'null'],
      ['no fields', {}],
      ['a number as last name', { lastName: 42, checkInDate: benaliCheckIn }],
      ['a blank last name', { lastName: '   ', checkInDate: benaliCheckIn }],
      ['an impossible date', { lastName: 'Benali', checkInDate: '2026-02-30' }],
      ['a date in another format', { lastName: 'Benali', checkInDate: '12/03/2026' }],
      ['a booking id that is not a UUID', { bookingId: "1' OR '1'='1", fromPayment: true }],
      ['an id lookup without fromPayment', { bookingId: '00000000-0000-4000-8000-000000000000' }],
      [
        'a guest token that is not a string',
        { bookingId: '00000000-0000-4000-8000-000000000000', guestToken: 42 },
      ],
      ['an empty return token', { bookingId: '00000000-0000-4000-8000-000000000000', returnToken: '' }],
      [
        'an oversized guest token',
        { bookingId: '00000000-0000-4000-8000-000000000000', guestToken: 'x'.repeat(3000) },
      ],
    ])('refuses %s with 400 and a message', async (_label, body) => {
      const response = await call(body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.code).toBe('invalid_request');
      expect(answer.error).toEqual(expect.any(String));
    });

    it('answers the CORS preflight and refuses other methods', async () => {
      const preflight = await handler(
        new Request('https://fn.rihla.example/', { method: 'OPTIONS' }),
        testDeps(test.db),
      );
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
      const get = await handler(new Request('https://fn.rihla.example/'), testDeps(test.db));
      expect(get.status).toBe(405);
    });

    it('limits misses per client address: 429 with Retry-After after a household’s twenty, even for a right answer', async () => {
      const deps = testDeps(test.db, { clientAddress: '192.0.2.10' });
      for (let attempt = 0; attempt < 5 * householdAllowance; attempt++) {
        const miss = await handler(
          postJson({ lastName: `Wrong${attempt}`, checkInDate: benaliCheckIn }),
          deps,
        );
        expect(miss.status).toBe(404);
      }
      const limited = await handler(postJson({ lastName: 'Benali', checkInDate: benaliCheckIn }), deps);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: rateLimitedMessage, code: 'rate_limited' });
      expect(Number(limited.headers.get('retry-after'))).toBe(900);
      expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After');

      const later = new Date(fixedNow.getTime() + 16 * 60 * 1000);
      const afterWindow = await handler(postJson({ lastName: 'Benali', checkInDate: benaliCheckIn }), {
        ...deps,
        now: () => later,
      });
      expect(afterWindow.status).toBe(200);
    });

    it('limits misses per last name and date across addresses', async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        await call({ lastName: 'Benali', checkInDate: '2026-04-01' });
      }
      const limited = await call({ lastName: 'benali', checkInDate: '2026-04-01' });
      expect(limited.status).toBe(429);
      // Said as the name and date's limit: another connection would be refused too, another name not.
      expect(await limited.json()).toEqual({
        error: findBookingByDetails.errors.nameRateLimited.message,
        code: 'rate_limited_name',
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const otherDate = await call({ lastName: 'Benali', checkInDate: benaliCheckIn });
      expect(otherDate.status).toBe(200);
    });

    it('lets a family on one connection mistype and still find its stay', async () => {
      // An hour on, in a window of its own (earlier tests used up Benali's misses).
      const deps = {
        ...testDeps(test.db, { clientAddress: '192.0.2.40' }),
        now: () => new Date(fixedNow.getTime() + 3_600_000),
      };
      // Three phones on the riad's wifi, each with a few typos of the name and the date.
      for (const [day, typo] of ['Benaly', 'Bennali', 'Benalli', 'Benaali', 'Benalu', 'Bnali'].entries()) {
        expect((await handler(postJson({ lastName: typo, checkInDate: benaliCheckIn }), deps)).status).toBe(
          404,
        );
        const wrongDate = postJson({ lastName: 'Benali', checkInDate: addDays(benaliCheckIn, day + 1) });
        expect((await handler(wrongDate, deps)).status).toBe(404);
      }
      for (let phone = 0; phone < 3; phone++) {
        const found = await handler(postJson({ lastName: 'Benali', checkInDate: benaliCheckIn }), deps);
        expect(found.status).toBe(200);
      }
    });

    it('never counts or blocks the refresh of a saved stay; an unknown id counts as a miss', async () => {
      const deps = testDeps(test.db, { clientAddress: '192.0.2.41' });
      for (let attempt = 0; attempt < 5 * householdAllowance; attempt++) {
        await handler(postJson({ lastName: `Guess${attempt}`, checkInDate: benaliCheckIn }), deps);
      }
      expect((await handler(postJson({ lastName: 'Benali', checkInDate: benaliCheckIn }), deps)).status).toBe(
        429,
      );
      // The device that saved the stay refreshes it with its token: answered, over the limit or not.
      const saved = await refreshOf(test.benaliId);
      for (let attempt = 0; attempt < 3; attempt++) {
        const refresh = await handler(postJson(saved), deps);
        expect(refresh.status).toBe(200);
      }
      const unknownId = () =>
        postJson({ bookingId: '00000000-0000-4000-8000-000000000000', fromPayment: true });
      expect((await handler(unknownId(), deps)).status).toBe(429);
      const elsewhere = testDeps(test.db, { clientAddress: '192.0.2.42' });
      expect((await handler(unknownId(), elsewhere)).status).toBe(404);
    });

    it('does not count successful lookups as misses', async () => {
      const deps = testDeps(test.db, { clientAddress: '192.0.2.20' });
      const saved = await refreshOf(test.benaliId);
      for (let attempt = 0; attempt < 8; attempt++) {
        const found = await handler(postJson(saved), deps);
        expect(found.status).toBe(200);
      }
    });

    it('honours a configured limit and RATE_LIMIT=off', async () => {
      const strict = testDeps(test.db, {
        clientAddress: '192.0.2.30',
        config: testConfig({ rateLimitMaxMisses: 2 }),
      });
      for (let attempt = 0; attempt < 2 * householdAllowance; attempt++) {
        await handler(postJson({ lastName: `X${attempt}`, checkInDate: benaliCheckIn }), strict);
      }
      expect((await handler(postJson({ lastName: 'Z', checkInDate: benaliCheckIn }), strict)).status).toBe(
        429,
      );

      const off = testDeps(test.db, {
        clientAddress: '192.0.2.31',
        config: testConfig({ rateLimitEnabled: false }),
      });
      for (let attempt = 0; attempt < 7; attempt++) {
        expect(
          (await handler(postJson({ lastName: `N${attempt}`, checkInDate: benaliCheckIn }), off)).status,
        ).toBe(404);
      }
    });
  });
}
