/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of save-booking-extras, with their contracts' types (type-only imports: no zod at run time).
 */
import type { saveBookingExtras as saveBookingExtrasContract } from '@shared/contracts/save-booking-extras.contract.ts';
import type { CallRef } from '../calls';

/** guest */
export const saveBookingExtras = 'save-booking-extras' as CallRef<
  typeof saveBookingExtrasContract,
  'save-booking-extras'
>;
