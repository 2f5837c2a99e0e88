/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of guest-checkin, with their contracts' types (type-only imports: no zod at run time).
 */
import type { guestCheckIn as guestCheckInContract } from '@shared/contracts/guest-checkin.contract.ts';
import type { CallRef } from '../calls';

/** guest */
export const guestCheckIn = 'guest-checkin' as CallRef<typeof guestCheckInContract, 'guest-checkin'>;
