/**
 * Subscribing devices to push (issue 44) on both databases: the public key for anyone (503 without
 * VAPID keys); a guest's device only with the booking's guest token, the endpoint a push service's;
 * a device taken over by another booking or a host; at most 10 per booking under 20 parallel
 * subscribes; a host's own devices under Row Level Security: never another host's, seen or deleted.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import {
  databaseKinds,
  openSeededDatabase,
  postJson,
  type SeededDatabase,
  testConfig,
  testDeps,
} from '../../test-support/databases.ts';
import { guestTokenOf } from '../../test-support/guest-tokens.ts';
import { accessToken, demoHostIds, hostRequest } from '../../test-support/host-tokens.ts';
import { asUser } from '../_shared/as-user.ts';
import { handler as hostHandler } from '../host-push-subscriptions/handler.ts';
import { devicesPerBooking, handler } from './handler.ts';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:hello@rihla.example' };
const device = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
  keys: {
    p256dh: `B${randomBytes(64).toString('base64url')}`.slice(0, 87),
    auth: randomBytes(16).toString('base64url'),
  },
});

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`push subscriptions on ${kind}`, () => {
    let test: SeededDatabase;
    let hosts: Awaited<ReturnType<typeof demoHostIds>>;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      hosts = await demoHostIds(test.db);
    }, 60_000);
    afterAll(async () => {
      await test?.close();
    });
    beforeEach(async () => {
      await test.db.query('DELETE FROM push_subscriptions');
    });

    const deps = (withKeys = true) =>
      testDeps(test.db, {
        now: () => new Date(),
        config: testConfig({ vapid: withKeys ? vapid : undefined }),
      });
    const guest = async (body: Record<string, unknown>, bookingId = test.benaliId, withKeys = true) =>
      handler(
        postJson({ bookingId, guestToken: await guestTokenOf(test.db, bookingId), ...body }),
        deps(withKeys),
      );
    const host = async (userId: string, body: unknown) =>
      hostHandler(hostRequest(body, await accessToken(userId, { now: new Date() })), deps());
    const subscriptions = async () =>
      (
        await test.db.query<{
          endpoint: string;
          booking_id: string | null;
          host_id: string | null;
          language: string;
        }>('SELECT endpoint, booking_id, host_id, language FROM push_subscriptions ORDER BY created_at')
      ).rows;

    it('gives anyone the public key, and says when push is not configured', async () => {
      const answer = await handler(postJson({ action: 'publicKey' }), deps());
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ publicKey: vapid.publicKey });
      const off = await handler(postJson({ action: 'publicKey' }), deps(false));
      expect(off.status).toBe(503);
      expect(await off.json()).toMatchObject({ code: 'not_configured' });
    });

    it("subscribes a guest's device only with the booking's guest token, to a push service only", async () => {
      const phone = device();
      const withoutToken = await handler(
        postJson({ action: 'subscribe', bookingId: test.benaliId, ...phone, language: 'ar' }),
        deps(),
      );
      expect(withoutToken.status).toBe(404);
      const otherToken = await handler(
        postJson({
          action: 'subscribe',
          bookingId: test.benaliId,
          guestToken: await guestTokenOf(test.db, test.garciaId),
          ...phone,
          language: 'ar',
        }),
        deps(),
      );
      expect(otherToken.status).toBe(404);
      const internal = await guest({
        action: 'subscribe',
        ...phone,
        endpoint: 'https://169.254.169.254/x',
        language: 'ar',
      });
      expect(internal.status).toBe(400);
      expect(await subscriptions()).toEqual([]);
      const answer = await guest({ action: 'subscribe', ...phone, language: 'ar' });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ subscribed: true });
      expect(await subscriptions()).toEqual([
        { endpoint: phone.endpoint, booking_id: test.benaliId, host_id: null, language: 'ar' },
      ]);
      // Another booking's token leaves this device alone; its own removes it.
      await guest({ action: 'unsubscribe', endpoint: phone.endpoint }, test.garciaId);
      expect(await subscriptions()).toHaveLength(1);
      expect(await (await guest({ action: 'unsubscribe', endpoint: phone.endpoint })).json()).toEqual({
        subscribed: false,
      });
      expect(await subscriptions()).toEqual([]);
    });

    it('keeps at most 10 devices per booking under 20 parallel subscribes, one row per device', async () => {
      const devices = Array.from({ length: 20 }, device);
      const answers = await Promise.all(
        devices.map((one) => guest({ action: 'subscribe', ...one, language: 'en' })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(devices.map(() => 200));
      expect(await subscriptions()).toHaveLength(devicesPerBooking);
      await Promise.all([1, 2, 3].map(() => guest({ action: 'subscribe', ...devices[19]!, language: 'fr' })));
      expect((await subscriptions()).filter((row) => row.endpoint === devices[19]!.endpoint)).toEqual([
        expect.objectContaining({ language: 'fr' }),
      ]);
    });

    it("lets a host see and delete only their own devices; a device changing hands is the new host's", async () => {
      const tablet = device();
      const other = device();
      expect((await host(hosts.owner, { action: 'subscribe', ...tablet, language: 'fr' })).status).toBe(200);
      expect((await host(hosts.owner2, { action: 'subscribe', ...other, language: 'en' })).status).toBe(200);
      const seen = (userId: string) =>
        asUser(
          test.db,
          userId,
          async (tx) =>
            (await tx.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions')).rows,
        );
      expect(await seen(hosts.owner)).toEqual([{ endpoint: tablet.endpoint }]);
      expect(await seen(hosts.owner2)).toEqual([{ endpoint: other.endpoint }]);
      expect(await seen(hosts.team)).toEqual([]);
      // The team's or another owner's unsubscribe of this device removes nothing.
      await host(hosts.team, { action: 'unsubscribe', endpoint: tablet.endpoint });
      await host(hosts.owner2, { action: 'unsubscribe', endpoint: tablet.endpoint });
      expect(await seen(hosts.owner)).toHaveLength(1);
      const deleted = await asUser(test.db, hosts.owner2, (tx) =>
        tx.query('DELETE FROM push_subscriptions RETURNING id'),
      );
      expect(deleted.rows).toHaveLength(1);
      expect(await seen(hosts.owner)).toHaveLength(1);
      // The guest's phone signed in as the team: the device is the team member's now, no longer the booking's.
      const phone = device();
      await guest({ action: 'subscribe', ...phone, language: 'es' });
      await host(hosts.team, { action: 'subscribe', ...phone, language: 'es' });
      expect((await subscriptions()).filter((row) => row.endpoint === phone.endpoint)).toEqual([
        { endpoint: phone.endpoint, booking_id: null, host_id: hosts.team, language: 'es' },
      ]);
      expect((await host(hosts.owner, { action: 'unsubscribe', endpoint: tablet.endpoint })).status).toBe(
        200,
      );
      expect(await seen(hosts.owner)).toEqual([]);
      const anonymous = await hostHandler(
        hostRequest({ action: 'subscribe', ...device(), language: 'en' }),
        deps(),
      );
      expect(anonymous.status).toBe(401);
    });
  });
}
