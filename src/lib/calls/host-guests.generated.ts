/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-guests, with their contracts' types (type-only imports: no zod at run time).
 */
import type { hostGuests as hostGuestsContract } from '@shared/contracts/host-guests.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostGuests = 'host-guests' as CallRef<typeof hostGuestsContract, 'host-guests'>;
