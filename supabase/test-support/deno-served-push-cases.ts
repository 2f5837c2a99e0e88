/**
 * The Deno-served cases of Web Push (issue 44): push-subscriptions (the public key; a guest's device
 * subscribing with the guest token, 404 without it) and push-outbox-deliver (the scheduler's secret)
 * run by Deno from their index.ts; host-push-subscriptions is among the host cases. Registered inside
 * deno-served.test.ts's describe with `pushServedCases(() => world)`. Side effects: a subscription in
 * the world's database, removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { cronSecret, type DenoServedWorld, denoServedVapid } from './deno-served-world.ts';
import { guestTokenOf } from './guest-tokens.ts';

/** The functions these cases cover (deno-served.test.ts lists every function with a Deno entry). */
export const pushFunctionNames = ['push-subscriptions', 'push-outbox-deliver'];

export function pushServedCases(world: () => DenoServedWorld): void {
  it('push-subscriptions: the public key for anyone; a guest device subscribes with its token only', async () => {
    const key = await world().post('push-subscriptions', { action: 'publicKey' });
    expect(key.status).toBe(200);
    expect(await key.json()).toEqual({ publicKey: denoServedVapid.publicKey });
    const bookingId = world().test.benaliId;
    const device = {
      endpoint: `https://fcm.googleapis.com/fcm/send/deno-${randomBytes(8).toString('hex')}`,
      keys: {
        p256dh: `B${randomBytes(64).toString('base64url')}`.slice(0, 87),
        auth: randomBytes(16).toString('base64url'),
      },
      language: 'fr',
    };
    const withoutToken = await world().post('push-subscriptions', {
      action: 'subscribe',
      bookingId,
      ...device,
    });
    expect(withoutToken.status).toBe(404);
    const guestToken = await guestTokenOf(world().test.db, bookingId);
    const answer = await world().post('push-subscriptions', {
      action: 'subscribe',
      bookingId,
      guestToken,
      ...device,
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toEqual({ subscribed: true });
    const { rows } = await world().test.db.query(
      'SELECT language FROM push_subscriptions WHERE endpoint = $1',
      [device.endpoint],
    );
    expect(rows).toEqual([{ language: 'fr' }]);
    const gone = await world().post('push-subscriptions', {
      action: 'unsubscribe',
      bookingId,
      guestToken,
      endpoint: device.endpoint,
    });
    expect(await gone.json()).toEqual({ subscribed: false });
  });

  it('push-outbox-deliver: 401 without the secret; with it, the round', async () => {
    const refused = await world().post('push-outbox-deliver', {});
    expect(refused.status).toBe(401);
    const answer = await world().post('push-outbox-deliver', {}, { 'X-Cron-Secret': cronSecret });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toEqual({
      claimed: expect.any(Number),
      sent: expect.any(Number),
      retrying: expect.any(Number),
      failed: expect.any(Number),
      removed: expect.any(Number),
    });
  });
}
