/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-declarations, with their contracts' types (type-only imports: no zod at run time).
 */
import type { hostDeclarations as hostDeclarationsContract } from '@shared/contracts/host-declarations.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostDeclarations = 'host-declarations' as CallRef<
  typeof hostDeclarationsContract,
  'host-declarations'
>;
