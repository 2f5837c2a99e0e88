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

/** host */
export const hostCleaningAssign = 'host-cleaning.assign' as CallRef<
  typeof hostCleaningAssignContract,
  'host-cleaning'
>;
/** host */
export const hostCleaningComplete = 'host-cleaning.complete' as CallRef<
  typeof hostCleaningCompleteContract,
  'host-cleaning'
>;
/** host */
export const hostCleaningCreate = 'host-cleaning.create' as CallRef<
  typeof hostCleaningCreateContract,
  'host-cleaning'
>;
/** host */
export const hostCleaningList = 'host-cleaning.list' as CallRef<
  typeof hostCleaningListContract,
  'host-cleaning'
>;
