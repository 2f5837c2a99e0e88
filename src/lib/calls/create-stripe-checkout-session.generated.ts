/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of create-stripe-checkout-session, with their contracts' types (type-only imports: no zod at run time).
 */
import type { createStripeCheckoutSession as createStripeCheckoutSessionContract } from '@shared/contracts/create-stripe-checkout-session.contract.ts';
import type { CallRef } from '../calls';

/** guest */
export const createStripeCheckoutSession = 'create-stripe-checkout-session' as CallRef<
  typeof createStripeCheckoutSessionContract,
  'create-stripe-checkout-session'
>;
