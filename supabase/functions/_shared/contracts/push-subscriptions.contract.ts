/**
 * push-subscriptions (issue 44): the push key anyone may read, and a guest's device subscribing to
 * the notices of their stay (the door code, the host's replies) with the booking's guest token.
 * Pure (zod only); served by supabase/functions/push-subscriptions.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { guestTokenSchema, uuidSchema } from '../validation.ts';
import { guestRefusals } from './guest-refusals.ts';
import {
  pushEndpoint,
  pushNotConfigured,
  pushSubscriptionFields,
  subscribedAnswer,
  unsubscribedAnswer,
} from './push-shapes.ts';

const invalidMessage =
  'Send { "action": "publicKey" }, { "action": "subscribe", "bookingId", "guestToken", "endpoint", "keys": { "p256dh", "auth" }, ' +
  '"language" } or { "action": "unsubscribe", "bookingId", "guestToken", "endpoint" }; the endpoint a browser push service over https.';

const notFound = { status: 404, code: 'not_found', message: "We couldn't find this booking." };

export const pushPublicKey = defineContract({
  function: 'push-subscriptions',
  action: 'publicKey',
  caller: 'anonymous',
  summary:
    "The server's Web Push public key (VAPID, base64url), the applicationServerKey a device subscribes with; not secret.",
  request: z.strictObject({}),
  answer: z.strictObject({ publicKey: z.string() }),
  errors: { notConfigured: pushNotConfigured },
  invalidMessage,
});

export const guestPushSubscribe = defineContract({
  function: 'push-subscriptions',
  action: 'subscribe',
  caller: 'guest',
  summary:
    "The guest's device is told of the stay (the door code released, the host's replies) in `language`; sent again, it updates the device's keys. At most 10 devices per booking (the oldest go).",
  request: z.object({
    bookingId: uuidSchema,
    guestToken: guestTokenSchema.optional(),
    ...pushSubscriptionFields,
  }),
  answer: subscribedAnswer,
  errors: { guestTokenInvalid: guestRefusals.guestTokenInvalid, notFound, notConfigured: pushNotConfigured },
  invalidMessage,
});

export const guestPushUnsubscribe = defineContract({
  function: 'push-subscriptions',
  action: 'unsubscribe',
  caller: 'guest',
  summary:
    "The guest's device is told nothing more of this stay (a device of another booking is left alone).",
  request: z.object({
    bookingId: uuidSchema,
    guestToken: guestTokenSchema.optional(),
    endpoint: pushEndpoint,
  }),
  answer: unsubscribedAnswer,
  errors: { guestTokenInvalid: guestRefusals.guestTokenInvalid, notFound },
  invalidMessage,
});
