/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-mail-outbox, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostMailOutboxList as hostMailOutboxListContract,
  hostMailOutboxRetry as hostMailOutboxRetryContract,
} from '@shared/contracts/host-mail-outbox.contract.ts';
import type { CallRef } from '../calls';

/** team */
export const hostMailOutboxList = 'host-mail-outbox.list' as CallRef<
  typeof hostMailOutboxListContract,
  'host-mail-outbox'
>;
/** team */
export const hostMailOutboxRetry = 'host-mail-outbox.retry' as CallRef<
  typeof hostMailOutboxRetryContract,
  'host-mail-outbox'
>;
