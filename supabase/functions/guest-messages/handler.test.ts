/**
 * guest-messages on both databases: the guest reads the booking's thread and writes to the host with
 * the booking's guest token only; 20 sends at once are all kept, in order, each told to the owner
 * and the team once (in the app and by mail); a send repeated with its clientId is answered, never
 * doubled, even 10 at once; the 31st send of the hour is refused (429, Retry-After) however many
 * come at once, the 201st of the day too; empty, too long, control characters and malformed bodies
 * are 400s; a stay over for more than 30 days is closed (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  fixedNow,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import { handler } from './handler.ts';

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`guest-messages on ${kind}`, () => {
    let test: SeededDatabase;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    /** A booking of its own, on a house of its own owned by Riad Yasmine's owner, with a guest address. */
    const newBooking = async (checkOut = '2026-03-20', email: string | null = 'guest@example.com') =>
      (
        await test.db.query<{ id: string }>(
          `WITH house AS (
             INSERT INTO properties (name, address, owner_id)
             SELECT 'Dar ' || left(gen_random_uuid()::text, 8), 'Test address', owner_id
               FROM properties WHERE name = 'Riad Yasmine' RETURNING id)
           INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, check_in_date, check_out_date)
           SELECT id, 'Nadia', 'Alaoui', $2, ($1::date - 3), $1::date FROM house
           RETURNING id`,
          [checkOut, email],
        )
      ).rows[0]!.id;
    const call = async (body: Record<string, unknown>, now = fixedNow) => {
      const bookingId = body.bookingId as string;
      const guestToken = body.guestToken ?? (await guestTokenOf(test.db, bookingId));
      return handler(postJson({ ...body, guestToken }), testDeps(test.db, { now: () => now }));
    };
    const send = (bookingId: string, text: string, extra: Record<string, unknown> = {}) =>
      call({ action: 'send', bookingId, clientId: crypto.randomUUID(), text, language: 'fr', ...extra });
    const listed = async (bookingId: string, seen = false) => {
      const response = await call({ action: 'list', bookingId, seen });
      expect(response.status).toBe(200);
      return response.json();
    };
    const count = async (sql: string, params: unknown[]) =>
      Number((await test.db.query<{ n: number }>(sql, params)).rows[0]!.n);

    it("reads the demo booking's thread, oldest first, with the people who answer", async () => {
      const thread = await listed(test.benaliId);
      expect(thread.messages.map((message: { sender: string }) => message.sender)).toEqual([
        'guest',
        'host',
        'guest',
      ]);
      expect(thread.messages[1]).toMatchObject({ authorRole: 'owner', authorName: 'Amina Tazi' });
      expect(thread.hostNames).toEqual(['Amina', 'Rihla']);
    });

    it("sends: trimmed, answered 201, in the thread, and the host's reply is delivered then read", async () => {
      const bookingId = await newBooking();
      const response = await send(bookingId, '  Where do I park?\n ');
      expect(response.status).toBe(201);
      const { message } = await response.json();
      expect(message).toMatchObject({
        sender: 'guest',
        authorRole: 'guest',
        authorName: 'Nadia',
        text: 'Where do I park?',
        sentAt: fixedNow.toISOString(),
        deliveredAt: null,
        readAt: null,
      });
      await test.db.query(
        `INSERT INTO booking_messages (booking_id, client_id, sender, author_role, author_name, text)
         VALUES ($1, gen_random_uuid(), 'host', 'team', 'Rihla Team', 'In the lane')`,
        [bookingId],
      );
      const first = await listed(bookingId);
      expect(first.messages[1]).toMatchObject({ text: 'In the lane', readAt: null });
      expect(first.messages[1].deliveredAt).toBe(fixedNow.toISOString());
      const seen = await listed(bookingId, true);
      expect(seen.messages[1].readAt).toBe(fixedNow.toISOString());
    });

    it("never reads another booking's thread with its own token", async () => {
      const mine = await newBooking();
      const other = await newBooking();
      await send(other, 'Private words');
      const token = await guestTokenOf(test.db, mine);
      const response = await call({ action: 'list', bookingId: other, guestToken: token });
      expect(response.status).toBe(404);
      const sent = await call({
        action: 'send',
        bookingId: other,
        guestToken: token,
        clientId: crypto.randomUUID(),
        text: 'Hi',
        language: 'en',
      });
      expect(sent.status).toBe(404);
      const forged = await call({
        action: 'list',
        bookingId: other,
        guestToken: `${token.slice(0, -4)}AAAA`,
      });
      expect(forged.status).toBe(401);
      expect((await listed(mine)).messages).toEqual([]);
    });

    it('keeps 20 sends at once, in order, each told once to the owner and the team', async () => {
      const bookingId = await newBooking();
      const texts = Array.from({ length: 20 }, (_, index) => `Message ${index + 1}`);
      const responses = await Promise.all(texts.map((text) => send(bookingId, text)));
      expect(responses.map((response) => response.status)).toEqual(texts.map(() => 201));
      const sent = await Promise.all(responses.map((response) => response.json()));
      const thread = (await listed(bookingId)).messages;
      expect(thread.map((message: { text: string }) => message.text).sort()).toEqual([...texts].sort());
      // The thread's order is the order the sends were accepted in, and their times never go back.
      const times = thread.map((message: { sentAt: string }) => message.sentAt);
      expect([...times].sort()).toEqual(times);
      expect(new Set(sent.map((body) => body.message.id)).size).toBe(20);
      const hosts = await count(
        `SELECT count(*)::int AS n FROM hosts h JOIN properties p ON p.name = 'Riad Yasmine'
          WHERE h.role = 'team' OR h.id = p.owner_id`,
        [],
      );
      expect(hosts).toBeGreaterThanOrEqual(2);
      const notices = await test.db.query<{ event_key: string; n: number; link: string }>(
        `SELECT event_key, count(*)::int AS n, min(link) AS link FROM host_notifications
          WHERE event_key = ANY ($1::text[]) GROUP BY event_key`,
        [thread.map((message: { id: string }) => `message:${message.id}`)],
      );
      expect(notices.rows).toHaveLength(20);
      expect(notices.rows.every((row) => row.n === hosts)).toBe(true);
      expect(notices.rows[0]!.link).toBe(`/host/messages?booking=${bookingId}`);
      const mails = await test.db.query<{ n: number }>(
        `SELECT event_key, count(*)::int AS n FROM mail_outbox
          WHERE event_key = ANY ($1::text[]) AND template = 'guestMessage' GROUP BY event_key`,
        [thread.map((message: { id: string }) => `message:${message.id}`)],
      );
      expect(mails.rows).toHaveLength(20);
      expect(mails.rows.every((row) => row.n === hosts)).toBe(true);
    });

    it('answers a send repeated with its clientId with the first message, even 10 at once', async () => {
      const bookingId = await newBooking();
      const clientId = crypto.randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => send(bookingId, `Try ${index}`, { clientId })),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set((await Promise.all(responses.map((r) => r.json()))).map((b) => b.message.id));
      expect(ids.size).toBe(1);
      expect((await listed(bookingId)).messages).toHaveLength(1);
      const [id] = [...ids];
      expect(
        await count('SELECT count(*)::int AS n FROM mail_outbox WHERE event_key = $1', [`message:${id}`]),
      ).toBe(
        await count('SELECT count(*)::int AS n FROM host_notifications WHERE event_key = $1', [
          `message:${id}`,
        ]),
      );
    });

    it('refuses the 31st send of the hour, however many come at once, with Retry-After', async () => {
      const bookingId = await newBooking();
      const responses = await Promise.all(
        Array.from({ length: 35 }, (_, index) => send(bookingId, `n${index}`)),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(30);
      const refused = responses.filter((response) => response.status === 429);
      expect(refused).toHaveLength(5);
      expect(Number(refused[0]!.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await refused[0]!.json()).toMatchObject({ code: 'rate_limited' });
      expect((await listed(bookingId)).messages).toHaveLength(30);
      // The next hour opens a new window.
      const later = await send(bookingId, 'Later');
      expect(later.status).toBe(429);
      const nextHour = await call(
        { action: 'send', bookingId, clientId: crypto.randomUUID(), text: 'Next hour', language: 'en' },
        new Date(fixedNow.getTime() + 3_601_000),
      );
      expect(nextHour.status).toBe(201);
    });

    it('refuses the 201st send of the day', async () => {
      const bookingId = await newBooking();
      let accepted = 0;
      for (let hour = 0; hour < 7; hour += 1) {
        const at = new Date(fixedNow.getTime() + hour * 3_601_000);
        for (let index = 0; index < 30; index += 1) {
          const response = await call(
            {
              action: 'send',
              bookingId,
              clientId: crypto.randomUUID(),
              text: `${hour}:${index}`,
              language: 'en',
            },
            at,
          );
          if (response.status === 201) accepted += 1;
          else expect(response.status).toBe(429);
        }
      }
      expect(accepted).toBe(200);
    }, 120_000);

    it('refuses empty, too long, control characters and malformed bodies with a 400, and a closed stay', async () => {
      const bookingId = await newBooking();
      const refusal = async (response: Response) => [response.status, (await response.json()).code];
      expect(await refusal(await send(bookingId, ' \n\t '))).toEqual([400, 'message_empty']);
      expect(await refusal(await send(bookingId, 'x'.repeat(2001)))).toEqual([400, 'message_too_long']);
      expect((await send(bookingId, `  ${'x'.repeat(2000)}  `)).status).toBe(201);
      expect(await refusal(await send(bookingId, 'Bell\u0007'))).toEqual([400, 'invalid_text']);
      expect(await refusal(await send(bookingId, 'Hi', { clientId: 'not-a-uuid' }))).toEqual([
        400,
        'invalid_request',
      ]);
      expect(await refusal(await send(bookingId, 'Hi', { language: 'de' }))).toEqual([
        400,
        'invalid_request',
      ]);
      expect(await refusal(await call({ action: 'shout', bookingId }))).toEqual([400, 'invalid_request']);
      const ended = await newBooking('2026-02-07');
      expect(await refusal(await send(ended, 'Forgot my scarf'))).toEqual([409, 'conversation_closed']);
      const recent = await newBooking('2026-02-08');
      expect((await send(recent, 'Forgot my scarf')).status).toBe(201);
    });

    it("mails nobody a guest's message when no host wants e-mails for messages", async () => {
      const bookingId = await newBooking();
      await test.db.query(
        `UPDATE hosts SET notification_preferences = notification_preferences || '{"email-messages": false}'`,
      );
      try {
        const { message } = await (await send(bookingId, 'Quiet please')).json();
        const key = `message:${message.id}`;
        expect(await count('SELECT count(*)::int AS n FROM mail_outbox WHERE event_key = $1', [key])).toBe(0);
        expect(
          await count('SELECT count(*)::int AS n FROM host_notifications WHERE event_key = $1', [key]),
        ).toBeGreaterThan(0);
      } finally {
        await test.db.query(
          `UPDATE hosts SET notification_preferences = notification_preferences || '{"email-messages": true}'`,
        );
      }
    });
  });
}
