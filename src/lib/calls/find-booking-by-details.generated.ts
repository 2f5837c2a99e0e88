/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of find-booking-by-details, with their contracts' types (type-only imports: no zod at run time).
 */
import type { findBookingByDetails as findBookingByDetailsContract } from '@shared/contracts/find-booking-by-details.contract.ts';
import type { CallRef } from '../calls';

/** anonymous */
export const findBookingByDetails = 'find-booking-by-details' as CallRef<
  typeof findBookingByDetailsContract,
  'find-booking-by-details'
>;
