/**
 * host-push-subscriptions (issue 44, docs/push.md): a host's device subscribing to their notices,
 * or no more. Everything runs as the caller (`asHost`): subscribing through the database's
 * rihla_push_subscribe_host (the row is the caller's, never another's; 20 devices per host), and
 * unsubscribing under Row Level Security (only the caller's own row can be deleted). Contracts:
 * _shared/contracts/host-push-subscriptions.contract.ts.
 */
import {
  hostPushSubscribe,
  hostPushUnsubscribe,
} from '../_shared/contracts/host-push-subscriptions.contract.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

export const handler = serveCalls('host-push-subscriptions', hostPushSubscribe.invalidMessage, [
  route(hostPushSubscribe, async ({ body, deps, asHost, refuse }) => {
    if (!deps.config.vapid) return refuse('notConfigured');
    await asHost((tx) =>
      tx.query('SELECT rihla_push_subscribe_host($1, $2, $3, $4)', [
        body.endpoint,
        body.keys.p256dh,
        body.keys.auth,
        body.language,
      ]),
    );
    return { subscribed: true as const };
  }),
  route(hostPushUnsubscribe, async ({ body, asHost }) => {
    await asHost((tx) => tx.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [body.endpoint]));
    return { subscribed: false as const };
  }),
]);
