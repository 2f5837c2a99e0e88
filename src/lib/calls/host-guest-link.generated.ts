/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-guest-link, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostGuestLinkEmail as hostGuestLinkEmailContract,
  hostGuestLinkGet as hostGuestLinkGetContract,
  hostGuestLinkRenew as hostGuestLinkRenewContract,
} from '@shared/contracts/host-guest-link.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostGuestLinkEmail = 'host-guest-link.email' as CallRef<
  typeof hostGuestLinkEmailContract,
  'host-guest-link'
>;
/** host */
export const hostGuestLinkGet = 'host-guest-link.get' as CallRef<
  typeof hostGuestLinkGetContract,
  'host-guest-link'
>;
/** host */
export const hostGuestLinkRenew = 'host-guest-link.renew' as CallRef<
  typeof hostGuestLinkRenewContract,
  'host-guest-link'
>;
