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

/** host-extras.fulfil (team) */
export const hostExtrasFulfil = { function: 'host-extras', action: 'fulfil' } as CallRef<
  typeof hostExtrasFulfilContract,
  'host-extras'
>;
/** host-extras.openCount (team) */
export const hostExtrasOpenCount = { function: 'host-extras', action: 'openCount' } as CallRef<
  typeof hostExtrasOpenCountContract,
  'host-extras'
>;
/** host-extras.queue (team) */
export const hostExtrasQueue = { function: 'host-extras', action: 'queue' } as CallRef<
  typeof hostExtrasQueueContract,
  'host-extras'
>;
/** host-extras.reopen (team) */
export const hostExtrasReopen = { function: 'host-extras', action: 'reopen' } as CallRef<
  typeof hostExtrasReopenContract,
  'host-extras'
>;
