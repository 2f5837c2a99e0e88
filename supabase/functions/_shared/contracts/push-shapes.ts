/**
 * What a device sends to subscribe to push (issue 44): its PushSubscription as the browser gives it
 * (`subscription.toJSON()`: the push service's endpoint and the device's keys) and the language its
 * notices are written in. Pure (zod only).
 */
import { z } from 'zod';
import { isPushServiceEndpoint } from '../push-endpoint.ts';

export const pushEndpoint = z
  .string()
  .max(2000)
  .refine(isPushServiceEndpoint, 'The endpoint must be a browser push service over https.');

export const pushSubscriptionFields = {
  endpoint: pushEndpoint,
  keys: z.object({
    /** The device's P-256 public key, base64url (65 bytes). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
    /** The device's auth secret, base64url (16 bytes). */
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/),
  }),
  /** The language the device's notifications are written in. */
  language: z.enum(['en', 'fr', 'es', 'ar']),
};

/** Subscribed: the device will be told (the subscription is kept until it unsubscribes or is gone). */
export const subscribedAnswer = z.strictObject({ subscribed: z.literal(true) });
/** Unsubscribed (also when it was not subscribed: the same answer, nothing changes). */
export const unsubscribedAnswer = z.strictObject({ subscribed: z.literal(false) });

export const pushNotConfigured = {
  status: 503,
  code: 'not_configured',
  message: 'Notifications are not configured on this server yet.',
} as const;
