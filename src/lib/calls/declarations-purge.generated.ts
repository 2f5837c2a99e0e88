/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of declarations-purge, with their contracts' types (type-only imports: no zod at run time).
 */
import type { declarationsPurge as declarationsPurgeContract } from '@shared/contracts/declarations-purge.contract.ts';
import type { CallRef } from '../calls';

/** scheduler */
export const declarationsPurge = 'declarations-purge' as CallRef<
  typeof declarationsPurgeContract,
  'declarations-purge'
>;
