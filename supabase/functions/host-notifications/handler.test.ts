/**
 * host-notifications on both databases: each login's inbox is its own (newest first, with the unread
 * count), Mark all as read and opening one persist, another host's notification is a 404 that
 * changes nothing, refusals are 400 with a clear message, parallel marks count each notification
 * once, and fuzzed requests never get a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
  testDeps,
} from '../../test-support/databases.ts';
import {
  collectLogs,
  expectSound,
  fuzzString,
  headerText,
  requestOf,
  withExtras,
} from '../../test-support/fuzz.ts';
import { accessToken, type DemoHostIds, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { hostNotificationsMarkRead } from '../_shared/contracts/host-notifications.contract.ts';
import type {
  HostNotificationMarked,
  HostNotificationsList,
  HostNotificationsMarkedAll,
} from '../_shared/host-api-types-settings.ts';
import { unauthorizedMessage } from '../_shared/host-auth.ts';
import { handler } from './handler.ts';

const invalidNotificationsMessage = hostNotificationsMarkRead.invalidMessage;
const notificationNotFoundMessage = hostNotificationsMarkRead.errors.notFound.message;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host-notifications on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
    });
    afterAll(async () => {
      await test?.close();
    });

    const post = async (userId: string, body: unknown) =>
      handler(hostRequest(body, await accessToken(userId)), testDeps(test.db));
    const call = async <T>(userId: string, body: unknown): Promise<T> => {
      const response = await post(userId, body);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as T;
    };
    const list = (userId: string) => call<HostNotificationsList>(userId, { action: 'list' });
    /** Every notification's read flag, straight from the table (as the server's owner role). */
    const readFlags = async () => {
      const { rows } = await test.db.query<{ id: string; read: boolean }>(
        'SELECT id, read FROM host_notifications ORDER BY id',
      );
      return rows;
    };
    const resetSeedFlags = async () => {
      // The seed's flags: the owner's three newest unread, the others read; host 2's and the team's unread.
      await test.db.query(
        `UPDATE host_notifications n SET read = s.read
           FROM (SELECT id, (host_id = $1 AND row_number() OVER (PARTITION BY host_id ORDER BY created_at DESC) > 3)
                        AS read FROM host_notifications) s
          WHERE s.id = n.id`,
        [ids.owner],
      );
    };

    it('answers 401 without a token, before reading the body', async () => {
      const response = await handler(hostRequest({ action: 'markAllRead' }), testDeps(test.db));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: unauthorizedMessage, code: 'unauthorized' });
      expect((await list(ids.owner)).unreadCount).toBe(3);
    });

    it('lists each login’s own inbox, newest first, with the unread count', async () => {
      await resetSeedFlags();
      const owner = await list(ids.owner);
      expect(owner.notifications).toHaveLength(6);
      expect(owner.unreadCount).toBe(3);
      expect(owner.notifications[0]).toEqual({
        id: expect.any(String),
        kind: 'booking',
        message: expect.stringMatching(/^New booking: Chloé Bernard at Dar Mogador, \w+ \d+ to /),
        // What the screen needs to write it in the host's language.
        messageKey: 'newBooking',
        messageParams: {
          guest: 'Chloé Bernard',
          property: 'Dar Mogador',
          checkIn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          checkOut: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        },
        link: '/host/guests',
        read: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      const times = owner.notifications.map((item) => item.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(owner.notifications.map((item) => item.kind)).toEqual([
        'booking',
        'message',
        'cleaning',
        'payment',
        'review',
        'booking',
      ]);
      expect(owner.notifications.map((item) => item.read)).toEqual([false, false, false, true, true, true]);

      const owner2 = await list(ids.owner2);
      expect(owner2.notifications.map((item) => item.message)).toEqual([
        expect.stringMatching(/^New booking: Leila Haddad at Dar Atlas/),
      ]);
      expect(owner2.unreadCount).toBe(1);
      // The team reads every host's notifications under RLS, but its inbox is its own.
      const team = await list(ids.team);
      expect(team.notifications.map((item) => item.message)).toEqual([
        'Breakfast paid for the García stay at Dar Anis.',
      ]);
      expect(team.unreadCount).toBe(1);
    });

    it('marks one read when it is opened; opening it again changes nothing', async () => {
      await resetSeedFlags();
      const [first] = (await list(ids.owner)).notifications;
      const marked = await call<HostNotificationMarked>(ids.owner, { action: 'markRead', id: first!.id });
      expect(marked).toEqual({ notification: { ...first, read: true }, unreadCount: 2 });
      expect(await call(ids.owner, { action: 'markRead', id: first!.id.toUpperCase() })).toEqual(marked);
      const after = await list(ids.owner);
      expect(after.unreadCount).toBe(2);
      expect(after.notifications[0]!.read).toBe(true);
    });

    it('Mark all as read empties the Unread count for good, for the caller only', async () => {
      await resetSeedFlags();
      const marked = await call<HostNotificationsMarkedAll>(ids.owner, { action: 'markAllRead' });
      expect(marked).toEqual({ marked: 3, unreadCount: 0 });
      const after = await list(ids.owner);
      expect(after.unreadCount).toBe(0);
      expect(after.notifications.every((item) => item.read)).toBe(true);
      expect(await call(ids.owner, { action: 'markAllRead' })).toEqual({ marked: 0, unreadCount: 0 });
      // Nobody else's inbox moved, not even when the team marks its own.
      expect((await list(ids.owner2)).unreadCount).toBe(1);
      expect(await call(ids.team, { action: 'markAllRead' })).toEqual({ marked: 1, unreadCount: 0 });
      expect((await list(ids.owner2)).unreadCount).toBe(1);
    });

    it('answers 404 for another host’s notification, a missing one, and changes nothing', async () => {
      await resetSeedFlags();
      const theirs = (await list(ids.owner)).notifications.find((item) => !item.read)!;
      const before = await readFlags();
      for (const [caller, id] of [
        [ids.owner2, theirs.id],
        [ids.team, theirs.id],
        [ids.owner, crypto.randomUUID()],
        [ids.owner, (await list(ids.owner2)).notifications[0]!.id],
      ] as const) {
        const response = await post(caller, { action: 'markRead', id });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: notificationNotFoundMessage, code: 'not_found' });
      }
      expect(await readFlags()).toEqual(before);
    });

    it('counts each notification once when marks run at the same time', async () => {
      await resetSeedFlags();
      const unread = (await list(ids.owner)).notifications.filter((item) => !item.read);
      const answers = await Promise.all([
        post(ids.owner, { action: 'markAllRead' }),
        post(ids.owner, { action: 'markAllRead' }),
        post(ids.owner, { action: 'markRead', id: unread[0]!.id }),
        post(ids.owner, { action: 'markAllRead' }),
        post(ids.owner2, { action: 'list' }),
      ]);
      expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      const bodies = await Promise.all(answers.map((response) => response.json()));
      const markedByAll = [bodies[0], bodies[1], bodies[3]].reduce((sum, body) => sum + body.marked, 0);
      // The single mark either got there first (then the others marked 2) or found it read already.
      expect(markedByAll === 3 || markedByAll === 2).toBe(true);
      expect((await list(ids.owner)).unreadCount).toBe(0);
      expect(bodies[4].unreadCount).toBe(1);
    });

    it('refuses bad requests with a 400 that says what to send', async () => {
      const token = await accessToken(ids.owner);
      const bad = [
        {},
        { action: 'delete' },
        { action: 'markRead' },
        { action: 'markRead', id: 'n1' },
        { action: 'markRead', id: 42 },
        { action: 'list', id: crypto.randomUUID() },
        { action: 'markAllRead', hostId: ids.owner2 },
        [],
        null,
        '"list"',
        '{',
      ];
      for (const body of bad) {
        const response = await handler(hostRequest(body, token), testDeps(test.db));
        expect(response.status, JSON.stringify(body)).toBe(400);
        const answer = await response.json();
        expect(answer.code).toBe('invalid_request');
        expect(typeof answer.error).toBe('string');
      }
      const schema = await handler(hostRequest({ action: 'nope' }, token), testDeps(test.db));
      expect(await schema.json()).toEqual({ error: invalidNotificationsMessage, code: 'invalid_request' });
      const control = await handler(hostRequest({ action: 'list\u0000' }, token), testDeps(test.db));
      expect(await control.json()).toMatchObject({ code: 'invalid_text' });
    });

    it('answers 403 for a signed-in user who is not a host', async () => {
      const response = await post(crypto.randomUUID(), { action: 'list' });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'not_a_host' });
    });

    it('never answers 5xx to fuzzed requests', { timeout: 120_000 }, async () => {
      const tokens = [await accessToken(ids.owner), await accessToken(ids.owner2)];
      const { rows } = await test.db.query<{ id: string }>('SELECT id FROM host_notifications');
      const body = withExtras(
        fc.record(
          {
            action: fc.oneof(fc.constantFrom('list', 'markAllRead', 'markRead'), fuzzString),
            id: fc.oneof(fc.constantFrom(...rows.map((row) => row.id)), fc.uuid(), fuzzString),
          },
          { requiredKeys: [] },
        ),
      );
      const spy = vi.spyOn(console, 'error').mockImplementation((...line: unknown[]) => collectLogs(line));
      try {
        await fc.assert(
          fc.asyncProperty(
            requestOf(body),
            fc.oneof(fc.constantFrom(...tokens.map((token) => `Bearer ${token}`)), headerText()),
            async (spec, authorization) => {
              const request = new Request('https://fn.rihla.example/', {
                method: spec.method,
                headers: { 'Content-Type': 'application/json', Authorization: authorization },
                body: spec.method === 'GET' || spec.method === 'HEAD' ? null : spec.body,
              });
              await expectSound(await handler(request, testDeps(test.db)));
            },
          ),
          { numRuns: Math.min(Number(process.env.FUZZ_RUNS ?? 200), 200) },
        );
      } finally {
        spy.mockRestore();
      }
    });
  });
}
