/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of submit-host-inquiry, with their contracts' types (type-only imports: no zod at run time).
 */
import type { submitHostInquiry as submitHostInquiryContract } from '@shared/contracts/submit-host-inquiry.contract.ts';
import type { CallRef } from '../calls';

/** anonymous */
export const submitHostInquiry = 'submit-host-inquiry' as CallRef<
  typeof submitHostInquiryContract,
  'submit-host-inquiry'
>;
