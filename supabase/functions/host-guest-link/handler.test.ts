/**
 * host-guest-link on both databases (issue 45): the owner gets the link with a ready message and
 * a wa.me link in the guest's language (the one they last wrote in, else the page's); another owner
 * gets the same 404 as a missing booking and sees no link row (Row Level Security); the team sees
 * every booking's; a cancelled booking and one not named yet are refused with their own code; the
 * e-mail is queued once per link and address, in the guest's language; without an address: 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { asUser } from '../_shared/as-user.ts';
import { handler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-guest-link on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: Record<string, unknown>) =>
      handler(hostRequest({ language: 'en', ...body }, await accessToken(userId)), testDeps(test.db));
    const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() });
    let added = 0;
    const newBooking = async (fields: {
      last?: string | null;
      email?: string | null;
      phone?: string | null;
    }) =>
      (
        await test.db.query<{ id: string }>(
          `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, guest_phone,
                                 check_in_date, check_out_date)
           SELECT property_id, 'Sofia', $2, $3, $4, check_in_date + $5::int, check_out_date + $5::int FROM bookings
            WHERE id = $1 RETURNING id`,
          [
            test.benaliId,
            fields.last === undefined ? 'Rossi' : fields.last,
            fields.email ?? null,
            fields.phone ?? null,
            40 + 7 * ++added,
          ],
        )
      ).rows[0]!.id;

    it('answers the link, the ready message and wa.me in the page’s language, then in the guest’s', async () => {
      const id = await newBooking({ phone: '+212 600 112233' });
      const fr = await answerOf(await call(ids.owner, { action: 'get', bookingId: id, language: 'fr' }));
      expect(fr.status).toBe(200);
      expect(fr.body.language).toBe('fr');
      expect(fr.body.message).toContain('Bonjour Sofia');
      expect(fr.body.message).toContain(fr.body.url);
      expect(fr.body.whatsappUrl).toBe(
        `https://wa.me/212600112233?text=${encodeURIComponent(fr.body.message)}`,
      );
      await test.db.query(
        `INSERT INTO booking_messages (booking_id, client_id, sender, author_role, author_name, text, language)
         VALUES ($1, gen_random_uuid(), 'guest', 'guest', 'Sofia', 'مرحبا', 'ar')`,
        [id],
      );
      const ar = await answerOf(await call(ids.owner, { action: 'get', bookingId: id, language: 'fr' }));
      expect(ar.body).toMatchObject({ language: 'ar', url: fr.body.url });
      expect(ar.body.message).toContain('مرحبًا Sofia');
      const noPhone = await answerOf(await call(ids.owner, { action: 'get', bookingId: test.garciaId }));
      expect(noPhone.body.whatsappUrl).toBeNull();
    });

    it('another owner gets the missing booking’s 404 and sees no link; the team sees them all', async () => {
      await call(ids.owner, { action: 'get', bookingId: test.benaliId });
      for (const action of ['get', 'renew', 'email']) {
        const refused = await answerOf(await call(ids.owner2, { action, bookingId: test.benaliId }));
        expect(refused).toEqual({
          status: 404,
          body: { error: 'No booking with this id in your portfolio.', code: 'not_found' },
        });
      }
      const seen = (userId: string) =>
        asUser(test.db, userId, async (tx) =>
          (await tx.query<{ booking_id: string }>('SELECT booking_id FROM booking_guest_links')).rows.map(
            (row) => row.booking_id,
          ),
        );
      expect(await seen(ids.owner2)).not.toContain(test.benaliId);
      expect(await seen(ids.owner)).toContain(test.benaliId);
      expect(await seen(ids.team)).toContain(test.benaliId);
      const team = await answerOf(await call(ids.team, { action: 'get', bookingId: test.benaliId }));
      expect(team.status).toBe(200);
    });

    it('refuses a cancelled booking and one not named yet, each with its code', async () => {
      const cancelled = await newBooking({});
      await test.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [cancelled]);
      expect((await answerOf(await call(ids.owner, { action: 'get', bookingId: cancelled }))).body.code).toBe(
        'booking_cancelled',
      );
      const unnamed = await newBooking({ last: null });
      expect((await answerOf(await call(ids.owner, { action: 'renew', bookingId: unnamed }))).body.code).toBe(
        'guest_name_needed',
      );
    });

    it('queues the e-mail once per link and address, with the link; without an address: 400 no_email', async () => {
      const id = await newBooking({ email: 'sofia@example.com' });
      const sent = await Promise.all(
        [1, 2, 3].map(() => call(ids.owner, { action: 'email', bookingId: id, language: 'es' })),
      );
      const bodies = await Promise.all(sent.map((response) => response.json()));
      expect(sent.map((response) => response.status)).toEqual([200, 200, 200]);
      expect(bodies.filter((body) => body.queued)).toHaveLength(1);
      const { url } = await (await call(ids.owner, { action: 'get', bookingId: id })).json();
      const { rows } = await test.db.query<{
        to_address: string;
        language: string;
        template: string;
        params: { url: string };
      }>(
        `SELECT to_address, language, template, params FROM mail_outbox WHERE event_key LIKE 'guest-link:' || $1 || ':%'`,
        [id],
      );
      expect(rows).toEqual([
        {
          to_address: 'sofia@example.com',
          language: 'es',
          template: 'guestLink',
          params: expect.objectContaining({ url }),
        },
      ]);
      const noEmail = await answerOf(
        await call(ids.owner, { action: 'email', bookingId: await newBooking({}) }),
      );
      expect(noEmail).toMatchObject({ status: 400, body: { code: 'no_email' } });
    });
  });
}
