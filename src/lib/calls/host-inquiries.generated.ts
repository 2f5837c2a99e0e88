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

/** team */
export const hostInquiriesGet = 'host-inquiries.get' as CallRef<
  typeof hostInquiriesGetContract,
  'host-inquiries'
>;
/** team */
export const hostInquiriesList = 'host-inquiries.list' as CallRef<
  typeof hostInquiriesListContract,
  'host-inquiries'
>;
/** team */
export const hostInquiriesSetStatus = 'host-inquiries.setStatus' as CallRef<
  typeof hostInquiriesSetStatusContract,
  'host-inquiries'
>;
