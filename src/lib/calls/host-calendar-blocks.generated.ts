/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-calendar-blocks, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostCalendarBlocksCreate as hostCalendarBlocksCreateContract,
  hostCalendarBlocksRemove as hostCalendarBlocksRemoveContract,
} from '@shared/contracts/host-calendar-blocks.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostCalendarBlocksCreate = 'host-calendar-blocks.create' as CallRef<
  typeof hostCalendarBlocksCreateContract,
  'host-calendar-blocks'
>;
/** host */
export const hostCalendarBlocksRemove = 'host-calendar-blocks.remove' as CallRef<
  typeof hostCalendarBlocksRemoveContract,
  'host-calendar-blocks'
>;
