/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of push-subscriptions, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  guestPushSubscribe as guestPushSubscribeContract,
  guestPushUnsubscribe as guestPushUnsubscribeContract,
  pushPublicKey as pushPublicKeyContract,
} from '@shared/contracts/push-subscriptions.contract.ts';
import type { CallRef } from '../calls';

/** guest */
export const guestPushSubscribe = 'push-subscriptions.subscribe' as CallRef<
  typeof guestPushSubscribeContract,
  'push-subscriptions'
>;
/** guest */
export const guestPushUnsubscribe = 'push-subscriptions.unsubscribe' as CallRef<
  typeof guestPushUnsubscribeContract,
  'push-subscriptions'
>;
/** anonymous */
export const pushPublicKey = 'push-subscriptions.publicKey' as CallRef<
  typeof pushPublicKeyContract,
  'push-subscriptions'
>;
