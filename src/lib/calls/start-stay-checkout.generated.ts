/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of start-stay-checkout, with their contracts' types (type-only imports: no zod at run time).
 */
import type { startStayCheckout as startStayCheckoutContract } from '@shared/contracts/start-stay-checkout.contract.ts';
import type { CallRef } from '../calls';

/** anonymous */
export const startStayCheckout = 'start-stay-checkout' as CallRef<
  typeof startStayCheckoutContract,
  'start-stay-checkout'
>;
