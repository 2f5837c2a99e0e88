/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-inquiries, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostInquiriesGet as hostInquiriesGetContract,
  hostInquiriesList as hostInquiriesListContract,
  hostInquiriesSetStatus as hostInquiriesSetStatusContract,
} from '@shared/contracts/host-inquiries.contract.ts';
import type { CallRef } from '../calls';

/** host-inquiries.get (team) */
export const hostInquiriesGet = { function: 'host-inquiries', action: 'get' } as CallRef<
  typeof hostInquiriesGetContract,
  'host-inquiries'
>;
/** host-inquiries.list (team) */
export const hostInquiriesList = { function: 'host-inquiries', action: 'list' } as CallRef<
  typeof hostInquiriesListContract,
  'host-inquiries'
>;
/** host-inquiries.setStatus (team) */
export const hostInquiriesSetStatus = { function: 'host-inquiries', action: 'setStatus' } as CallRef<
  typeof hostInquiriesSetStatusContract,
  'host-inquiries'
>;
