/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of open-guest-link, with their contracts' types (type-only imports: no zod at run time).
 */
import type { openGuestLink as openGuestLinkContract } from '@shared/contracts/open-guest-link.contract.ts';
import type { CallRef } from '../calls';

/** anonymous */
export const openGuestLink = 'open-guest-link' as CallRef<typeof openGuestLinkContract, 'open-guest-link'>;
