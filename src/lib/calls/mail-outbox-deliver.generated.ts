/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of mail-outbox-deliver, with their contracts' types (type-only imports: no zod at run time).
 */
import type { mailOutboxDeliver as mailOutboxDeliverContract } from '@shared/contracts/mail-outbox-deliver.contract.ts';
import type { CallRef } from '../calls';

/** scheduler */
export const mailOutboxDeliver = 'mail-outbox-deliver' as CallRef<
  typeof mailOutboxDeliverContract,
  'mail-outbox-deliver'
>;
