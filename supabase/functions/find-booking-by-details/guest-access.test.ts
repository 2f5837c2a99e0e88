/**
 * find-booking-by-details and the guest token (issue 41), on both databases: the booking id alone
 * opens nothing (finding 1: the id a channel reads in the calendar export's UID); the lookup's
 * answer carries the guest token, which refreshes the stay whatever strangers did to the name's
 * buckets (finding 6, the lookup's part); a bad, expired or revoked token is a 401 counted against
 * the address, even in parallel; the payment return's own token answers with a fresh guest token.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { guestTokenOf, returnTokenOf } from '../../test-support/guest-tokens.ts';
import type { BookingDetails } from '../_shared/api-types.ts';
import { findBookingByDetails } from '../_shared/contracts/find-booking-by-details.contract.ts';
import { guestTokenInvalidMessage } from '../_shared/guest-token.ts';
import { handler, householdAllowance } from './handler.ts';

const notFoundMessage = findBookingByDetails.errors.notFound.message;
const rateLimitedMessage = findBookingByDetails.errors.rateLimited.message;

const notFoundBody = { error: notFoundMessage, code: 'not_found' };
const tokenInvalidBody = { error: guestTokenInvalidMessage, code: 'guest_token_invalid' };

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`find-booking-by-details and the guest token on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    });
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const fresh = () => `198.51.100.${++address}`;
    const call = (body: unknown, clientAddress = fresh(), now = fixedNow) =>
      handler(postJson(body), testDeps(test.db, { clientAddress, now: () => now }));
    const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() });

    it('gives no door code for an id read in the channel export (finding 1): the id alone is an unknown booking', async () => {
      // The export's UID until issue 41, `booking-<id>@rihla`, as every channel's systems read it.
      const exportedUid = `booking-${test.benaliId}@rihla`;
      const bookingId = /^booking-(.+)@rihla$/.exec(exportedUid)![1]!;
      const answer = await answerOf(await call({ bookingId, fromPayment: true }));
      expect(answer).toEqual({ status: 404, body: notFoundBody });
      expect(JSON.stringify(answer.body)).not.toMatch(/4827|mint-tea|Derb Sidi/);
      // Nor with the upper-case id, nor a token field left empty or made up.
      expect((await call({ bookingId: bookingId.toUpperCase(), fromPayment: true })).status).toBe(404);
      expect((await call({ bookingId, guestToken: 'made-up' })).status).toBe(401);
      // The id alone counts against the address as any unknown id does.
      const channel = fresh();
      for (let attempt = 0; attempt < 5 * householdAllowance; attempt++) {
        expect((await call({ bookingId, fromPayment: true }, channel)).status).toBe(404);
      }
      expect(await answerOf(await call({ bookingId, fromPayment: true }, channel))).toEqual({
        status: 429,
        body: { error: rateLimitedMessage, code: 'rate_limited' },
      });
    });

    it('answers a lookup by name with the guest token, which refreshes the stay with the same access', async () => {
      const byName = (await (
        await call({ lastName: 'Benali', checkInDate: benaliCheckIn })
      ).json()) as BookingDetails;
      expect(byName.smartLockCode).toBe('4827');
      expect(byName.guestAccess).toEqual({
        token: expect.any(String),
        expiresAt: byName.codeRelease!.expiresAt,
      });
      expect(decodeJwt(byName.guestAccess!.token)).toMatchObject({
        typ: 'guest',
        sub: test.benaliId,
        ver: 1,
      });
      const refresh = await call({ bookingId: test.benaliId, guestToken: byName.guestAccess!.token });
      expect(refresh.status).toBe(200);
      const refreshed = (await refresh.json()) as BookingDetails;
      expect(refreshed).toEqual(byName);
    });

    it('refreshes a stay with its token whatever strangers’ guesses did to the name’s buckets (finding 6)', async () => {
      const guestToken = await guestTokenOf(test.db, test.benaliId);
      // Ten wrong guesses at Benali's dates, each from an address of its own: the name is locked.
      for (let day = 1; day <= 10; day++) {
        const guess = await call({
          lastName: 'Benali',
          checkInDate: `2027-01-${String(day).padStart(2, '0')}`,
        });
        expect(guess.status).toBe(404);
      }
      expect((await call({ lastName: 'Benali', checkInDate: benaliCheckIn })).status).toBe(429);
      // The browser that found the booking refreshes it, many times, from anywhere.
      const household = fresh();
      for (let attempt = 0; attempt < 5 * householdAllowance + 3; attempt++) {
        const refresh = await call({ bookingId: test.benaliId, guestToken }, household);
        expect(refresh.status).toBe(200);
        expect((await refresh.json()).smartLockCode).toBe('4827');
      }
    });

    it('answers a forged, altered, expired or foreign-secret token with 401 guest_token_invalid', async () => {
      const guestToken = await guestTokenOf(test.db, test.benaliId, {
        expiresAt: '2026-03-15T23:00:00.000Z',
      });
      const [head, body, signature] = guestToken.split('.');
      const invalid = [
        'made-up',
        `${head}.${body}.${signature!.slice(0, -2)}AA`,
        await guestTokenOf(test.db, test.benaliId, {
          config: testConfig({ guestTokenSecret: 'not-the-server-secret-0123456789-abcdefgh' }),
        }),
        await returnTokenOf(test.benaliId),
      ];
      for (const token of invalid) {
        expect(await answerOf(await call({ bookingId: test.benaliId, guestToken: token }))).toEqual({
          status: 401,
          body: tokenInvalidBody,
        });
      }
      expect(await answerOf(await call({ bookingId: test.benaliId, guestToken }))).toMatchObject({
        status: 200,
      });
      const afterExpiry = new Date('2026-03-15T23:00:00Z');
      expect(
        await answerOf(await call({ bookingId: test.benaliId, guestToken }, fresh(), afterExpiry)),
      ).toEqual({
        status: 401,
        body: tokenInvalidBody,
      });
    });

    it('answers another booking’s token as an unknown booking, and a revoked token (new access version) with 401', async () => {
      const garciaToken = await guestTokenOf(test.db, test.garciaId);
      expect(await answerOf(await call({ bookingId: test.benaliId, guestToken: garciaToken }))).toEqual({
        status: 404,
        body: notFoundBody,
      });
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, smart_lock_code)
         SELECT property_id, 'Revoked', DATE '2026-09-01', DATE '2026-09-04', '2468' FROM bookings WHERE id = $1
         RETURNING id`,
        [test.benaliId],
      );
      const id = rows[0]!.id;
      const before = await guestTokenOf(test.db, id);
      expect((await call({ bookingId: id, guestToken: before })).status).toBe(200);
      await test.db.query(
        'UPDATE bookings SET guest_access_version = guest_access_version + 1 WHERE id = $1',
        [id],
      );
      expect(await answerOf(await call({ bookingId: id, guestToken: before }))).toEqual({
        status: 401,
        body: tokenInvalidBody,
      });
      const renewed = await guestTokenOf(test.db, id);
      expect((await call({ bookingId: id, guestToken: renewed })).status).toBe(200);
      // Cancelled: the valid token's booking is gone, as an unknown booking (the device forgets it).
      await test.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id]);
      expect(await answerOf(await call({ bookingId: id, guestToken: renewed }))).toEqual({
        status: 404,
        body: notFoundBody,
      });
    });

    it('counts invalid tokens against the address only, in parallel: 20 of 30 get 401, the rest 429', async () => {
      const attacker = fresh();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call({ bookingId: test.benaliId, guestToken: `forged.${i}.x` }, attacker),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(5 * householdAllowance);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - 5 * householdAllowance);
      // The address's bucket is full, and the refresh with a valid token is still answered.
      const guestToken = await guestTokenOf(test.db, test.benaliId);
      expect((await call({ bookingId: test.benaliId, guestToken }, attacker)).status).toBe(200);
    });

    it('answers the payment return token with the booking and a fresh guest token', async () => {
      const returnToken = await returnTokenOf(test.benaliId, {
        expiresAt: new Date(fixedNow.getTime() + 3_600_000),
      });
      const answer = await call({ bookingId: test.benaliId, returnToken });
      expect(answer.status).toBe(200);
      const booking = (await answer.json()) as BookingDetails;
      expect(booking.bookingId).toBe(test.benaliId);
      expect(booking.guestAccess?.expiresAt).toBe(booking.codeRelease!.expiresAt);
      expect((await call({ bookingId: test.benaliId, guestToken: booking.guestAccess!.token })).status).toBe(
        200,
      );
      // Bound to its booking, short-lived, and never a guest token.
      expect(await answerOf(await call({ bookingId: test.garciaId, returnToken }))).toEqual({
        status: 404,
        body: notFoundBody,
      });
      const later = new Date(fixedNow.getTime() + 3_600_000);
      expect((await call({ bookingId: test.benaliId, returnToken }, fresh(), later)).status).toBe(401);
      const guestToken = await guestTokenOf(test.db, test.benaliId);
      expect(await answerOf(await call({ bookingId: test.benaliId, returnToken: guestToken }))).toEqual({
        status: 401,
        body: tokenInvalidBody,
      });
    });

    it('answers 503 not_configured without a guest token secret', async () => {
      const response = await handler(
        postJson({ lastName: 'Benali', checkInDate: benaliCheckIn }),
        testDeps(test.db, { config: testConfig({ guestTokenSecret: undefined }) }),
      );
      expect(response.status).toBe(503);
      expect((await response.json()).code).toBe('not_configured');
    });
  });
}
