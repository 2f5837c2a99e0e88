/**
 * host-push-subscriptions (issue 44): a host's device (an owner's or the team's) subscribing to
 * their notices: guests' messages, paid extras, and for the team new inquiries. Pure (zod only);
 * served by supabase/functions/host-push-subscriptions.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  pushEndpoint,
  pushNotConfigured,
  pushSubscriptionFields,
  subscribedAnswer,
  unsubscribedAnswer,
} from './push-shapes.ts';

const invalidMessage =
  'Send { "action": "subscribe", "endpoint", "keys": { "p256dh", "auth" }, "language" } or { "action": "unsubscribe", "endpoint" }; ' +
  'the endpoint a browser push service over https.';

export const hostPushSubscribe = defineContract({
  function: 'host-push-subscriptions',
  action: 'subscribe',
  caller: 'host',
  summary:
    "The caller's device is told of guests' messages, paid extras and (the team) new inquiries, in `language`; a device another host had is theirs now. At most 20 devices per host (the oldest go).",
  request: z.strictObject(pushSubscriptionFields),
  answer: subscribedAnswer,
  errors: { notConfigured: pushNotConfigured },
  invalidMessage,
});

export const hostPushUnsubscribe = defineContract({
  function: 'host-push-subscriptions',
  action: 'unsubscribe',
  caller: 'host',
  summary:
    "The caller's device is told nothing more (Row Level Security: only the caller's own device is removed).",
  request: z.strictObject({ endpoint: pushEndpoint }),
  answer: unsubscribedAnswer,
  invalidMessage,
});
