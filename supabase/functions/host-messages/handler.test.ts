/**
 * host-messages on both databases: an owner lists, opens and answers only the conversations of
 * their own properties (another owner's booking is 404, Row Level Security), the team all;
 * conversations are unread first then newest, searched by guest, property or text (LIKE wildcards
 * are plain characters); opening a thread marks the guest's messages read for this host only (their
 * unread totals drop, another host's do not); a reply is mailed to the guest once, in the language
 * they wrote in, repeated with its clientId answered, never doubled; the 61st reply of the hour is
 * refused (429, Retry-After) however many come at once.
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
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { handler as guestMessages } from '../guest-messages/handler.ts';
import { handler } from './handler.ts';

interface Summary {
  bookingId: string;
  guestName: string;
  property: string;
  unread: number;
  lastMessage: { text: string };
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-messages on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    const call = async (userId: string, body: unknown, now = fixedNow) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db, { now: () => now }));
    const answer = async (userId: string, body: unknown, status = 200) => {
      const response = await call(userId, body);
      const text = await response.text();
      expect(response.status, text).toBe(status);
      return JSON.parse(text);
    };
    const conversations = async (userId: string, search?: string) =>
      answer(userId, { action: 'conversations', ...(search === undefined ? {} : { search }) }) as Promise<{
        conversations: Summary[];
        unreadTotal: number;
      }>;
    const unread = async (userId: string) =>
      (await answer(userId, { action: 'unread' })).unreadTotal as number;
    /** A booking on a new house of `ownerId`, and the guest's first message (in `language`). */
    const conversationOf = async (
      ownerId: string,
      house: string,
      guest: string,
      text: string,
      language = 'fr',
    ) => {
      const { rows } = await test.db.query<{ id: string }>(
        `WITH house AS (INSERT INTO properties (name, address, owner_id) VALUES ($1, 'Test address', $2) RETURNING id)
         INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, check_in_date, check_out_date)
         SELECT id, $3, 'Guest', 'guest@example.com', '2026-03-12', '2026-03-15' FROM house RETURNING id`,
        [house, ownerId, guest],
      );
      const bookingId = rows[0]!.id;
      const response = await guestMessages(
        postJson({
          action: 'send',
          bookingId,
          guestToken: await guestTokenOf(test.db, bookingId),
          clientId: crypto.randomUUID(),
          text,
          language,
        }),
        testDeps(test.db),
      );
      expect(response.status).toBe(201);
      return bookingId;
    };
    const reply = (userId: string, bookingId: string, text: string, clientId: string = crypto.randomUUID()) =>
      call(userId, { action: 'reply', bookingId, clientId, text });

    it("shows an owner only their own properties' conversations, the team all", async () => {
      const mine = await conversationOf(ids.owner, 'Dar Une', 'Salma', 'Is breakfast included?');
      const theirs = await conversationOf(ids.owner2, 'Dar Deux', 'Omar', 'Secret plans');
      const ownerList = (await conversations(ids.owner)).conversations.map((item) => item.bookingId);
      expect(ownerList).toContain(mine);
      expect(ownerList).not.toContain(theirs);
      const teamList = (await conversations(ids.team)).conversations.map((item) => item.bookingId);
      expect(teamList).toEqual(expect.arrayContaining([mine, theirs, test.benaliId]));
      expect((await call(ids.owner, { action: 'thread', bookingId: theirs })).status).toBe(404);
      expect((await reply(ids.owner, theirs, 'Let me in')).status).toBe(404);
      const thread = await answer(ids.owner2, { action: 'thread', bookingId: theirs });
      expect(thread.booking).toMatchObject({ id: theirs, property: 'Dar Deux', checkIn: '2026-03-12' });
      expect(thread.messages.map((message: { text: string }) => message.text)).toEqual(['Secret plans']);
      expect((await call(ids.team, { action: 'thread', bookingId: crypto.randomUUID() })).status).toBe(404);
    });

    it('lists unread first then newest; opening a thread marks it read for this host only, and again with nothing new changes nothing', async () => {
      const before = await unread(ids.owner);
      const teamBefore = await unread(ids.team);
      const bookingId = await conversationOf(ids.owner, 'Dar Trois', 'Hind', 'Towels?');
      expect(await unread(ids.owner)).toBe(before + 1);
      const list = (await conversations(ids.owner)).conversations;
      const firstRead = list.findIndex((item) => item.unread === 0);
      expect(list.slice(0, firstRead === -1 ? list.length : firstRead).every((item) => item.unread > 0)).toBe(
        true,
      );
      expect(list[0]).toMatchObject({ bookingId, unread: 1, guestName: 'Hind Guest' });
      const thread = await answer(ids.owner, { action: 'thread', bookingId });
      expect(thread.messages[0]).toMatchObject({
        readAt: fixedNow.toISOString(),
        deliveredAt: fixedNow.toISOString(),
      });
      expect(await unread(ids.owner)).toBe(before);
      expect(await unread(ids.team)).toBe(teamBefore + 1);
      const readList = (await conversations(ids.owner)).conversations;
      expect(readList.find((item) => item.bookingId === bookingId)?.unread).toBe(0);
      // Opened again later, by the team too: the message keeps its first read time; the team's count drops.
      const later = await call(
        ids.team,
        { action: 'thread', bookingId },
        new Date(fixedNow.getTime() + 60_000),
      );
      expect((await later.json()).messages[0].readAt).toBe(fixedNow.toISOString());
      expect(await unread(ids.team)).toBe(teamBefore);
      expect(await unread(ids.owner)).toBe(before);
    });

    it('searches by guest, property and text, ignoring case and accents, wildcards taken as they are', async () => {
      const bookingId = await conversationOf(ids.owner, 'Riad Zoé', 'Léa', 'Is the 100% cotton_sheet there?');
      const found = async (search: string) =>
        (await conversations(ids.owner, search)).conversations.map((item) => item.bookingId);
      expect(await found('lea')).toContain(bookingId);
      expect(await found('RIAD ZOE')).toContain(bookingId);
      expect(await found('cotton_sheet')).toContain(bookingId);
      expect(await found('100%')).toContain(bookingId);
      expect(await found('parking')).not.toContain(bookingId);
      expect(await found('%')).toEqual([bookingId]);
      expect(await found('_')).toEqual([bookingId]);
      expect(await found('   ')).toContain(test.benaliId);
    });

    it('mails the reply to the guest once, in their language, and answers a repeat with the first', async () => {
      const bookingId = await conversationOf(ids.owner, 'Dar Quatre', 'Inès', 'Où se garer ?', 'fr');
      const clientId = crypto.randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, index) => reply(ids.owner, bookingId, `Au parking ${index}`, clientId)),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
      const { message } = await responses[0]!.json();
      expect(message).toMatchObject({ sender: 'host', authorRole: 'owner', authorName: 'Amina Tazi' });
      const mails = await test.db.query<{ to_address: string; language: string; template: string }>(
        `SELECT to_address, language, template FROM mail_outbox WHERE event_key = $1`,
        [`message:${message.id}`],
      );
      expect(mails.rows).toEqual([
        { to_address: 'guest@example.com', language: 'fr', template: 'hostReply' },
      ]);
      const team = await reply(ids.team, bookingId, 'Nous aussi, bienvenue');
      expect((await team.json()).message).toMatchObject({ authorRole: 'team', authorName: 'Rihla Team' });
    });

    it('refuses the 61st reply of the hour, however many come at once, and bad texts', async () => {
      const bookingId = await conversationOf(ids.owner2, 'Dar Cinq', 'Rania', 'Hello');
      const responses = await Promise.all(
        Array.from({ length: 64 }, (_, index) => reply(ids.owner2, bookingId, `Reply ${index}`)),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(60);
      const refused = responses.filter((response) => response.status === 429);
      expect(refused).toHaveLength(4);
      expect(Number(refused[0]!.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await answer(ids.owner2, { action: 'thread', bookingId })).messages).toHaveLength(61);
      const status = async (text: string) => [(await reply(ids.team, bookingId, text)).status];
      expect(await status('')).toEqual([400]);
      expect(await status('y'.repeat(2001))).toEqual([400]);
      expect(await status('Tab\tand\nline')).toEqual([201]);
      expect((await call(ids.team, { action: 'reply', bookingId, text: 'No id' })).status).toBe(400);
      expect((await call(ids.team, { action: 'thread', bookingId: 'nope' })).status).toBe(400);
      expect((await call(ids.team, { action: 'conversations', search: 'x'.repeat(201) })).status).toBe(400);
    });
  });
}
