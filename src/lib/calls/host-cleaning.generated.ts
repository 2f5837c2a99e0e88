/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-cleaning, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostCleaningAssign as hostCleaningAssignContract,
  hostCleaningComplete as hostCleaningCompleteContract,
  hostCleaningCreate as hostCleaningCreateContract,
  hostCleaningList as hostCleaningListContract,
} from '@shared/contracts/host-cleaning.contract.ts';
import type { CallRef } from '../calls';

/** host-cleaning.assign (host) */
export const hostCleaningAssign = { function: 'host-cleaning', action: 'assign' } as CallRef<
  typeof hostCleaningAssignContract,
  'host-cleaning'
>;
/** host-cleaning.complete (host) */
export const hostCleaningComplete = { function: 'host-cleaning', action: 'complete' } as CallRef<
  typeof hostCleaningCompleteContract,
  'host-cleaning'
>;
/** host-cleaning.create (host) */
export const hostCleaningCreate = { function: 'host-cleaning', action: 'create' } as CallRef<
  typeof hostCleaningCreateContract,
  'host-cleaning'
>;
/** host-cleaning.list (host) */
export const hostCleaningList = { function: 'host-cleaning', action: 'list' } as CallRef<
  typeof hostCleaningListContract,
  'host-cleaning'
>;
