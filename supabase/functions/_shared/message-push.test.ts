/**
 * A conversation's pushes on both databases (issue 44), through the real functions and the push
 * outbox's deliverer, against the push service stand-in that decrypts with each device's keys: a
 * guest's message reaches the owner's and the team's devices (not another owner's), with its start
 * as the text and the thread as the screen; a host's reply reaches the guest's phone; ten sends of
 * one message at once (a phone's retries) push once per device.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
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
import {
  type PushServiceStandIn,
  startPushService,
  type TestDevice,
} from '../../test-support/push-service.ts';
import { handler as guestMessages } from '../guest-messages/handler.ts';
import { handler as hostMessages } from '../host-messages/handler.ts';
import { deliverDuePushes } from './push-delivery.ts';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:hello@rihla.example' };
// Ahead of the real clock: the rows queued now are due.
const deliveryTime = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`a conversation's pushes on ${kind}`, () => {
    let test: SeededDatabase;
    let service: PushServiceStandIn;
    let hosts: DemoHostIds;
    let counter = 0;
    beforeAll(async () => {
      [test, service] = await Promise.all([openSeededDatabase(kind), startPushService()]);
      hosts = await demoHostIds(test.db);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([test?.close(), service?.close()]);
    });
    beforeEach(async () => {
      await test.db.query('DELETE FROM push_subscriptions');
      service.received.length = 0;
    });

    const subscribe = async (owner: { bookingId: string } | { hostId: string }, language = 'en') => {
      const device: TestDevice = service.device(`message-device-${++counter}`);
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
    };
    const deliver = () =>
      deliverDuePushes(test.db, {
        vapid,
        now: deliveryTime,
        allowEndpoint: (url) => url.startsWith(service.url),
      });
    /** What each device received, by its endpoint's path. */
    const receivedBy = (device: TestDevice) =>
      service.received
        .filter((push) => push.path === new URL(device.endpoint).pathname)
        .map((push) => JSON.parse(push.payload!));
    const guestSend = async (clientId: string, text: string) =>
      guestMessages(
        postJson({
          action: 'send',
          bookingId: test.benaliId,
          guestToken: await guestTokenOf(test.db, test.benaliId),
          clientId,
          text,
          language: 'fr',
        }),
        testDeps(test.db, { now: () => fixedNow }),
      );

    it("pushes a guest's message to the owner's and the team's devices, once, whatever the retries", async () => {
      const owner = await subscribe({ hostId: hosts.owner }, 'fr');
      const team = await subscribe({ hostId: hosts.team }, 'ar');
      const otherOwner = await subscribe({ hostId: hosts.owner2 });
      const guestPhone = await subscribe({ bookingId: test.benaliId });
      const clientId = crypto.randomUUID();
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => (await guestSend(clientId, 'Where do I park?')).status),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      await deliver();
      const expected = {
        kind: 'guestMessage',
        params: {
          bookingId: test.benaliId,
          guestName: expect.stringContaining('Benali'),
          propertyName: 'Riad Yasmine',
          preview: 'Where do I park?',
        },
        url: `/host/messages?booking=${test.benaliId}`,
      };
      expect(receivedBy(owner)).toEqual([expect.objectContaining({ ...expected, language: 'fr' })]);
      expect(receivedBy(team)).toEqual([expect.objectContaining({ ...expected, language: 'ar' })]);
      expect(receivedBy(otherOwner)).toEqual([]);
      expect(receivedBy(guestPhone)).toEqual([]);
      expect(await deliver()).toMatchObject({ claimed: 0 });
    });

    it("pushes a host's reply to the guest's phone, not to the hosts' devices", async () => {
      const phone = await subscribe({ bookingId: test.benaliId }, 'fr');
      const owner = await subscribe({ hostId: hosts.owner });
      const response = await hostMessages(
        hostRequest(
          {
            action: 'reply',
            bookingId: test.benaliId,
            clientId: crypto.randomUUID(),
            text: 'Rue de la Skala, spot 4.',
          },
          await accessToken(hosts.owner),
        ),
        testDeps(test.db, { now: () => fixedNow }),
      );
      expect(response.status).toBe(201);
      await deliver();
      expect(receivedBy(phone)).toEqual([
        expect.objectContaining({
          kind: 'hostReply',
          params: {
            bookingId: test.benaliId,
            propertyName: 'Riad Yasmine',
            preview: 'Rue de la Skala, spot 4.',
          },
          url: '/guest-portal',
          language: 'fr',
        }),
      ]);
      expect(receivedBy(owner)).toEqual([]);
    });
  });
}
