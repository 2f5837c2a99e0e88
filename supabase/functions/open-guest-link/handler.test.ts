/**
 * The guest's personal link on both databases (issue 45): the owner's link opens the booking with
 * exactly the lookup's answer, and its guest token works for the conversation and the refresh; the
 * database holds no token; New link makes the old one (and the guest tokens it gave) dead at once; a
 * cancelled booking's link, a replaced one and a made-up one answer exactly as the lookup's unknown
 * booking; wrong tokens in parallel, and a name locked by guesses, never stop the real link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { findBookingByDetails } from '../_shared/contracts/find-booking-by-details.contract.ts';
import { handler as lookup } from '../find-booking-by-details/handler.ts';
import { handler as guestMessages } from '../guest-messages/handler.ts';
import { handler as hostGuestLink } from '../host-guest-link/handler.ts';
import { handler, linkMissesPerAddress } from './handler.ts';

const unknownBody = { error: findBookingByDetails.errors.notFound.message, code: 'not_found' };

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`open-guest-link on ${kind}`, () => {
    let test: SeededDatabase;
    let owner: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      owner = (await demoHostIds(test.db)).owner;
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    let address = 0;
    const deps = (clientAddress = `198.51.100.${++address}`) => testDeps(test.db, { clientAddress });
    const linkOf = async (bookingId: string, action: 'get' | 'renew' = 'get') => {
      const response = await hostGuestLink(
        hostRequest({ action, bookingId, language: 'en' }, await accessToken(owner)),
        deps(),
      );
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(url).toMatch(/^https:\/\/stays\.rihla\.example\/s\/[A-Za-z0-9_-]{43}$/);
      return url.split('/s/')[1]!;
    };
    const open = (token: string, clientAddress?: string) => handler(postJson({ token }), deps(clientAddress));
    const expectUnknown = async (response: Response) => {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(unknownBody);
    };

    it('opens the booking with exactly the lookup’s answer; its guest token works for the conversation', async () => {
      const token = await linkOf(test.benaliId);
      expect(await linkOf(test.benaliId)).toBe(token);
      const opened = await open(token);
      expect(opened.status).toBe(200);
      const answer = await opened.json();
      const found = await lookup(postJson({ lastName: 'Benali', checkInDate: answer.checkInDate }), deps());
      expect(answer).toEqual(await found.json());
      expect(answer).toMatchObject({ id: test.benaliId, smartLockCode: '4827' });
      const guestToken = answer.guestAccess.token as string;
      const thread = await guestMessages(
        postJson({ action: 'list', bookingId: test.benaliId, guestToken }),
        deps(),
      );
      expect(thread.status).toBe(200);
      const refresh = await lookup(postJson({ bookingId: test.benaliId, guestToken }), deps());
      expect(refresh.status).toBe(200);
    });

    it('keeps no token in the database: only its hash', async () => {
      const token = await linkOf(test.benaliId);
      const { rows } = await test.db.query<{ row: string }>(
        `SELECT row_to_json(l)::text AS row FROM booking_guest_links l WHERE booking_id = $1
         UNION ALL SELECT row_to_json(b)::text FROM bookings b WHERE id = $1`,
        [test.benaliId],
      );
      expect(rows).toHaveLength(2);
      for (const { row } of rows) expect(row).not.toContain(token);
    });

    it('New link: the old link, and the guest token it gave, are dead at once; the new one opens', async () => {
      const old = await linkOf(test.garciaId);
      const oldAccess = (await (await open(old)).json()).guestAccess.token as string;
      const fresh = await linkOf(test.garciaId, 'renew');
      expect(fresh).not.toBe(old);
      await expectUnknown(await open(old));
      expect((await open(fresh)).status).toBe(200);
      expect(await linkOf(test.garciaId)).toBe(fresh);
      const refresh = await lookup(postJson({ bookingId: test.garciaId, guestToken: oldAccess }), deps());
      expect(refresh.status).toBe(401);
    });

    it('a cancelled booking’s link answers exactly as a made-up token, and as a malformed one', async () => {
      const { rows } = await test.db.query<{ id: string }>(
        `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, check_in_date, check_out_date)
         SELECT property_id, 'Ana', 'Cancelled', check_in_date + 30, check_out_date + 30 FROM bookings
          WHERE id = $1 RETURNING id`,
        [test.benaliId],
      );
      const token = await linkOf(rows[0]!.id);
      await test.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [rows[0]!.id]);
      await expectUnknown(await open(token));
      await expectUnknown(await open('A'.repeat(43)));
      await expectUnknown(await open('not a token'));
    });

    it('20 wrong tokens in parallel, and a flood from the same address, never stop the real link', async () => {
      const token = await linkOf(test.benaliId);
      const shared = '192.0.2.77';
      const wrong = Array.from(
        { length: 20 },
        (_, index) => `${token.slice(0, 40)}${String(index).padStart(3, 'x')}`,
      );
      const answers = await Promise.all([
        ...wrong.map((guess) => open(guess, shared)),
        open(token, shared),
        ...wrong.map((guess) => open(guess, shared)),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([
        ...wrong.map(() => 404),
        200,
        ...wrong.map(() => 404),
      ]);
      const flood = await Promise.all(
        Array.from({ length: linkMissesPerAddress }, () => open('B'.repeat(43), shared)),
      );
      expect(flood.map((answer) => answer.status)).toContain(429);
      expect((await open(token, shared)).status).toBe(200);
    });

    it('a name locked by strangers’ guesses never locks out the link', async () => {
      const token = await linkOf(test.benaliId);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () =>
          lookup(postJson({ lastName: 'Benali', checkInDate: '2031-01-01' }), deps()),
        ),
      );
      expect(guesses.map((answer) => answer.status)).toContain(429);
      expect((await open(token)).status).toBe(200);
    });
  });
}
