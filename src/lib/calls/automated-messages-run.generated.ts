/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of automated-messages-run, with their contracts' types (type-only imports: no zod at run time).
 */
import type { automatedMessagesRun as automatedMessagesRunContract } from '@shared/contracts/automated-messages-run.contract.ts';
import type { CallRef } from '../calls';

/** scheduler */
export const automatedMessagesRun = 'automated-messages-run' as CallRef<
  typeof automatedMessagesRunContract,
  'automated-messages-run'
>;
