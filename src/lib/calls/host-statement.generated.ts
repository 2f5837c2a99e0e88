/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-statement, with their contracts' types (type-only imports: no zod at run time).
 */
import type { hostStatement as hostStatementContract } from '@shared/contracts/host-statement.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostStatement = 'host-statement' as CallRef<typeof hostStatementContract, 'host-statement'>;
