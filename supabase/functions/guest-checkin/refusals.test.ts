/**
 * What guest-checkin refuses, on both databases, and that a refused form writes nothing: field
 * errors by code, the request's shape, unknown and cancelled bookings (the lookup's own answer), a
 * stay that has ended, no key, and too many submissions from one address. Requests carry the
 * booking's guest token as the app sends it (guest-token refusals: belongs-to-guest.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import {
  checkInRequest,
  insertCheckInBooking,
  withGuestToken,
} from '../../test-support/guest-declaration-fixtures.ts';
import type { ServerConfig } from '../_shared/handler-types.ts';
import { notFoundMessage as lookupNotFoundMessage } from '../find-booking-by-details/handler.ts';
import { checkInSubmissionsPerWindow, handler, notFoundMessage } from './handler.ts';

const declarationKey = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';
const checkIn = '2026-03-16';
const jpegBase64 = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1));

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`guest-checkin refusals on ${kind}`, () => {
    let test: SeededDatabase;
    let bookingId: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ({ bookingId } = await insertCheckInBooking(test.db, { checkIn }));
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const submit = async (
      body: unknown,
      options: { now?: Date; config?: Partial<ServerConfig>; clientAddress?: string } = {},
    ) => {
      const response = await handler(
        postJson(await withGuestToken(test.db, body)),
        testDeps(test.db, {
          config: testConfig({ declarationKey, ...options.config }),
          clientAddress: options.clientAddress ?? `198.51.100.${++address}`,
          now: () => options.now ?? fixedNow,
        }),
      );
      return { status: response.status, body: await response.json() };
    };
    const formsOf = async (id: string) =>
      Number(
        (
          await test.db.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM guest_declarations WHERE booking_id = $1',
            [id],
          )
        ).rows[0]!.count,
      );

    it.each([
      ['a missing birth place', { guest: { birthPlace: ' ' } }, { birthPlace: 'required' }],
      ['a child', { guest: { birthDate: '2010-01-01' } }, { birthDate: 'tooYoung' }],
      [
        'an ID expiring during the stay',
        { guest: { idExpiry: '2026-03-18' } },
        { idExpiry: 'expiresBeforeCheckOut' },
      ],
      [
        'a CNIE number in a passport’s format',
        { guest: { idType: 'cnie' as const } },
        { idNumber: 'idNumberFormat' },
      ],
      [
        'the main guest without phone or e-mail',
        { guest: { phone: '', email: '' } },
        { phone: 'required', email: 'required' },
      ],
      [
        'an unknown sex and ID type',
        { guest: { sex: 'x' as never, idType: 'visa' as never } },
        { sex: 'required', idType: 'required' },
      ],
      ['more adults than guests', { adults: 3 }, { adults: 'tooMany' }],
      ['a guest number above the adults', { adults: 1, guestIndex: 2 }, { guestIndex: 'tooHigh' }],
      [
        'a JPEG signature',
        { guest: { signature: `data:image/jpeg;base64,${jpegBase64}` } },
        { signature: 'signature' },
      ],
      [
        'a JPEG labelled PNG',
        { guest: { signature: `data:image/png;base64,${jpegBase64}` } },
        { signature: 'signature' },
      ],
      [
        'a signature over 60 KB',
        { guest: { signature: `data:image/png;base64,iVBORw0KGgo${'A'.repeat(80_001)}` } },
        { signature: 'signature' },
      ],
    ])(
      'refuses %s with 400 invalid_declaration and the field’s code, writing nothing',
      async (_label, changes, fields) => {
        const { status, body } = await submit(checkInRequest(bookingId, changes));
        expect(status).toBe(400);
        expect(body).toEqual({
          error: expect.stringMatching(/^Please check the form: /),
          code: 'invalid_declaration',
          fields,
        });
        expect(await formsOf(bookingId)).toBe(0);
      },
    );

    it('refuses a form without consent', async () => {
      const { status, body } = await submit(checkInRequest(bookingId, { consent: false }));
      expect(status).toBe(400);
      expect(body.fields).toEqual({ consent: 'required' });
    });

    it.each([
      ['bad JSON', '{"bookingId":'],
      ['no guest', { guest: undefined }],
      ['a guest whose name is a number', { guest: { ...checkInRequest('x').guest, firstName: 42 } }],
      ['adults 0', { adults: 0 }],
      ['a guest number as text', { guestIndex: '1' }],
      ['a booking id that is not a UUID', { bookingId: "1' OR '1'='1" }],
      ['a language the app does not speak', { language: 'de' }],
    ])('refuses %s with 400 invalid_request', async (_label, change) => {
      const body = typeof change === 'string' ? change : { ...checkInRequest(bookingId), ...change };
      const answer = await submit(body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_request');
    });

    it('answers an unknown, a cancelled and an unnamed booking as the lookup answers a miss', async () => {
      expect(notFoundMessage).toBe(lookupNotFoundMessage);
      const cancelled = await insertCheckInBooking(test.db, { checkIn, status: 'cancelled' });
      const unnamed = await insertCheckInBooking(test.db, { checkIn });
      await test.db.query('UPDATE bookings SET guest_last_name = NULL WHERE id = $1', [unnamed.bookingId]);
      for (const id of ['00000000-0000-4000-8000-000000000000', cancelled.bookingId, unnamed.bookingId]) {
        const answer = await submit(checkInRequest(id));
        expect(answer).toEqual({ status: 404, body: { error: notFoundMessage, code: 'not_found' } });
      }
      expect(await formsOf(cancelled.bookingId)).toBe(0);
    });

    it('closes check-in at the check-out time: 409 stay_ended', async () => {
      // Check-out 19 March at 11:00 in Morocco (UTC+0 then).
      const before = await submit(checkInRequest(bookingId, { adults: 1 }), {
        now: new Date('2026-03-19T10:59:00Z'),
      });
      expect(before.status).toBe(200);
      const after = await submit(checkInRequest(bookingId, { adults: 1 }), {
        now: new Date('2026-03-19T11:00:00Z'),
      });
      expect(after).toEqual({
        status: 409,
        body: { error: expect.stringMatching(/ended/), code: 'stay_ended' },
      });
      await test.db.query('DELETE FROM guest_declarations WHERE booking_id = $1', [bookingId]);
      await test.db.query(
        'UPDATE bookings SET checkin_adults = NULL, checkin_completed_at = NULL WHERE id = $1',
        [bookingId],
      );
    });

    it('answers 503 not_configured without a key, or with a key that is not 32 bytes, or without GUEST_TOKEN_SECRET', async () => {
      for (const key of [undefined, 'c2hvcnQ=']) {
        const answer = await submit(checkInRequest(bookingId), { config: { declarationKey: key } });
        expect(answer).toEqual({ status: 503, body: { error: expect.any(String), code: 'not_configured' } });
      }
      for (const secret of [undefined, 'too short']) {
        const answer = await submit(checkInRequest(bookingId), { config: { guestTokenSecret: secret } });
        expect(answer).toEqual({ status: 503, body: { error: expect.any(String), code: 'not_configured' } });
      }
    });

    it('allows 60 submissions per address in 15 minutes, then 429 with Retry-After', async () => {
      const clientAddress = '192.0.2.99';
      // Three bookings, so that no booking's own limit (30 an hour) is reached first.
      const bookings = [bookingId];
      for (const _ of [1, 2]) bookings.push((await insertCheckInBooking(test.db, { checkIn })).bookingId);
      for (let attempt = 0; attempt < checkInSubmissionsPerWindow; attempt++) {
        const id = bookings[attempt % bookings.length]!;
        expect((await submit(checkInRequest(id, { consent: false }), { clientAddress })).status).toBe(400);
      }
      const response = await handler(
        postJson(await withGuestToken(test.db, checkInRequest(bookingId))),
        testDeps(test.db, { config: testConfig({ declarationKey }), clientAddress, now: () => fixedNow }),
      );
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await response.json()).code).toBe('rate_limited');
      // Another address is not affected.
      expect((await submit(checkInRequest(bookingId, { adults: 1 }))).status).toBe(200);
    });

    it('answers the CORS preflight and refuses GET', async () => {
      const deps = testDeps(test.db, { config: testConfig({ declarationKey }) });
      expect(
        (await handler(new Request('https://fn.rihla.example/', { method: 'OPTIONS' }), deps)).status,
      ).toBe(204);
      expect((await handler(new Request('https://fn.rihla.example/'), deps)).status).toBe(405);
    });
  });
}
