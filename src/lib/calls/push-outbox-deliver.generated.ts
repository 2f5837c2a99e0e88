/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of push-outbox-deliver, with their contracts' types (type-only imports: no zod at run time).
 */
import type { pushOutboxDeliver as pushOutboxDeliverContract } from '@shared/contracts/push-outbox-deliver.contract.ts';
import type { CallRef } from '../calls';

/** scheduler */
export const pushOutboxDeliver = 'push-outbox-deliver' as CallRef<
  typeof pushOutboxDeliverContract,
  'push-outbox-deliver'
>;
