/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of public-stays, with their contracts' types (type-only imports: no zod at run time).
 */
import type { publicStays as publicStaysContract } from '@shared/contracts/public-stays.contract.ts';
import type { CallRef } from '../calls';

/** anonymous */
export const publicStays = 'public-stays' as CallRef<typeof publicStaysContract, 'public-stays'>;
