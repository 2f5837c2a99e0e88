/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-push-subscriptions, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostPushSubscribe as hostPushSubscribeContract,
  hostPushUnsubscribe as hostPushUnsubscribeContract,
} from '@shared/contracts/host-push-subscriptions.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostPushSubscribe = 'host-push-subscriptions.subscribe' as CallRef<
  typeof hostPushSubscribeContract,
  'host-push-subscriptions'
>;
/** host */
export const hostPushUnsubscribe = 'host-push-subscriptions.unsubscribe' as CallRef<
  typeof hostPushUnsubscribeContract,
  'host-push-subscriptions'
>;
