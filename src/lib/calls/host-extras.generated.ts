/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-extras, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostExtrasFulfil as hostExtrasFulfilContract,
  hostExtrasOpenCount as hostExtrasOpenCountContract,
  hostExtrasQueue as hostExtrasQueueContract,
  hostExtrasReopen as hostExtrasReopenContract,
} from '@shared/contracts/host-extras.contract.ts';
import type { CallRef } from '../calls';

/** team */
export const hostExtrasFulfil = 'host-extras.fulfil' as CallRef<
  typeof hostExtrasFulfilContract,
  'host-extras'
>;
/** team */
export const hostExtrasOpenCount = 'host-extras.openCount' as CallRef<
  typeof hostExtrasOpenCountContract,
  'host-extras'
>;
/** team */
export const hostExtrasQueue = 'host-extras.queue' as CallRef<typeof hostExtrasQueueContract, 'host-extras'>;
/** team */
export const hostExtrasReopen = 'host-extras.reopen' as CallRef<
  typeof hostExtrasReopenContract,
  'host-extras'
>;
