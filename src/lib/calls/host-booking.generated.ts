/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-booking, with their contracts' types (type-only imports: no zod at run time).
 */
import type { hostBooking as hostBookingContract } from '@shared/contracts/host-booking.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostBooking = 'host-booking' as CallRef<typeof hostBookingContract, 'host-booking'>;
