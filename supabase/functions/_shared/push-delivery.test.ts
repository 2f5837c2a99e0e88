/**
 * The push outbox end to end on both databases, against a push service stand-in that decrypts what
 * it receives with the device's own keys: the payload a guest's phone gets is the notice's JSON in
 * its language; a 410 deletes the subscription; two deliverers at once send each notice once;
 * enqueued again, an event adds nothing; a rolled-back event sends nothing; a refusal backs off.
 */

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { demoHostIds } from '../../test-support/host-tokens.ts';
import {
  type PushServiceStandIn,
  startPushService,
  type TestDevice,
} from '../../test-support/push-service.ts';
import { deliverDuePushes, isPushServiceEndpoint } from './push-delivery.ts';
import { enqueuePush } from './push-outbox.ts';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:hello@rihla.example' };
// Ahead of the real clock: the rows queued now (next_attempt_at = now()) are due.
const now = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`the push outbox on ${kind}`, () => {
    let test: SeededDatabase;
    let service: PushServiceStandIn;
    let hosts: Awaited<ReturnType<typeof demoHostIds>>;
    let counter = 0;
    beforeAll(async () => {
      [test, service] = await Promise.all([openSeededDatabase(kind), startPushService()]);
      hosts = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([test?.close(), service?.close()]);
    });
    beforeEach(async () => {
      await test.db.query('DELETE FROM push_subscriptions');
      service.received.length = 0;
      service.status.clear();
    });

    const deliver = () =>
      deliverDuePushes(test.db, { vapid, now, allowEndpoint: (url) => url.startsWith(service.url) });

    async function subscribe(owner: { bookingId: string } | { hostId: string }, language = 'en') {
      const device: TestDevice = service.device(`device-${++counter}`);
      await test.db.query(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, booking_id, host_id, language)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          device.endpoint,
          device.p256dh,
          device.auth,
          'bookingId' in owner ? owner.bookingId : null,
          'hostId' in owner ? owner.hostId : null,
          language,
        ],
      );
      return device;
    }

    const doorCode = (bookingId: string) =>
      test.db.transaction((tx) =>
        enqueuePush(tx, {
          eventKey: `door-code:${bookingId}`,
          audience: { guestsOf: bookingId },
          kind: 'doorCode',
          params: { bookingId, propertyName: 'Riad Yasmine' },
          url: '/guest-portal',
        }),
      );

    it("delivers to the guest's phone a payload only its keys decrypt: the notice in its language", async () => {
      const phone = await subscribe({ bookingId: test.benaliId }, 'fr');
      await subscribe({ bookingId: test.garciaId });
      expect(await doorCode(test.benaliId)).toBe(1);
      expect(await deliver()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0, removed: 0 });
      expect(service.received).toHaveLength(1);
      const [push] = service.received;
      expect(push!.path).toBe(new URL(phone.endpoint).pathname);
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.ttl).toBe('86400');
      expect(push!.headers.urgency).toBe('high');
      expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=/);
      expect(JSON.parse(push!.payload!)).toEqual({
        kind: 'doorCode',
        params: { bookingId: test.benaliId, propertyName: 'Riad Yasmine' },
        url: '/guest-portal',
        language: 'fr',
        tag: `doorCode:${test.benaliId}`,
      });
      const { rows } = await test.db.query<{ status: string; last_success_at: Date | null }>(
        `SELECT o.status, s.last_success_at FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id`,
      );
      expect(rows).toEqual([{ status: 'sent', last_success_at: expect.any(Date) }]);
      expect(await deliver()).toMatchObject({ claimed: 0 });
      expect(await doorCode(test.benaliId)).toBe(0);
    });

    it('drops the subscription when the push service answers 410, and 404', async () => {
      const gone = await subscribe({ bookingId: test.benaliId });
      const lost = await subscribe({ bookingId: test.benaliId });
      const kept = await subscribe({ bookingId: test.benaliId });
      service.status.set(new URL(gone.endpoint).pathname, 410);
      service.status.set(new URL(lost.endpoint).pathname, 404);
      await doorCode(test.benaliId);
      expect(await deliver()).toMatchObject({ claimed: 3, sent: 1, removed: 2 });
      const { rows } = await test.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions');
      expect(rows.map((row) => row.endpoint)).toEqual([kept.endpoint]);
    });

    it('sends each notice once to each device when two deliverers run at once', async () => {
      const devices = await Promise.all([1, 2, 3, 4, 5].map(() => subscribe({ hostId: hosts.team })));
      await subscribe({ hostId: hosts.owner2 });
      for (let index = 0; index < 4; index++) {
        await test.db.transaction((tx) =>
          enqueuePush(tx, {
            eventKey: `inquiry:${index}`,
            audience: { team: true },
            kind: 'inquiry',
            params: { inquiryId: String(index), name: 'Leila' },
            url: '/host/inquiries',
          }),
        );
      }
      const reports = await Promise.all([deliver(), deliver()]);
      expect(reports[0]!.sent + reports[1]!.sent).toBe(20);
      expect(service.received).toHaveLength(20);
      const seen = new Set(service.received.map((push) => `${push.path} ${push.payload}`));
      expect(seen.size).toBe(20);
      for (const device of devices) {
        expect(
          service.received.filter((push) => push.path === new URL(device.endpoint).pathname),
        ).toHaveLength(4);
      }
    });

    it("tells a booking's owner and the team but not the author, and a rolled-back event nobody", async () => {
      await subscribe({ hostId: hosts.owner });
      await subscribe({ hostId: hosts.owner2 });
      const team = await subscribe({ hostId: hosts.team });
      const push = {
        kind: 'guestMessage' as const,
        params: { bookingId: test.benaliId },
        url: '/host/messages',
      };
      await expect(
        test.db.transaction(async (tx) => {
          await enqueuePush(tx, {
            ...push,
            eventKey: 'message:rolled-back',
            audience: { hostsOf: test.benaliId },
          });
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      expect(await deliver()).toMatchObject({ claimed: 0 });
      const added = await test.db.transaction((tx) =>
        enqueuePush(tx, {
          ...push,
          eventKey: 'message:1',
          audience: { hostsOf: test.benaliId, exceptHost: hosts.owner },
        }),
      );
      expect(added).toBe(1);
      await deliver();
      expect(service.received.map((received) => received.path)).toEqual([new URL(team.endpoint).pathname]);
    });

    it('backs off on a refusal, keeping the error, and never posts to an address that is no push service', async () => {
      const phone = await subscribe({ bookingId: test.benaliId });
      service.status.set(new URL(phone.endpoint).pathname, 503);
      await doorCode(test.benaliId);
      expect(await deliver()).toMatchObject({ retrying: 1 });
      const { rows } = await test.db.query<{ status: string; last_error: string; next_attempt_at: Date }>(
        'SELECT status, last_error, next_attempt_at FROM push_outbox',
      );
      expect(rows[0]).toMatchObject({ status: 'pending', last_error: 'http 503' });
      expect(rows[0]!.next_attempt_at.getTime()).toBe(now.getTime() + 60_000);
      const strict = await deliverDuePushes(test.db, { vapid, now: new Date(now.getTime() + 61_000) });
      expect(strict).toMatchObject({ failed: 1 });
      expect(service.received).toHaveLength(1);
    });
  });
}

describe('isPushServiceEndpoint', () => {
  it('takes the browsers push services over https only', () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
    expect(isPushServiceEndpoint('https://web.push.apple.com/QG')).toBe(true);
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(isPushServiceEndpoint('https://169.254.169.254/latest')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com:8443/x')).toBe(false);
    expect(isPushServiceEndpoint('not a url')).toBe(false);
  });
});
