/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of public-stay, with their contracts' types (type-only imports: no zod at run time).
 */
import type { publicStay as publicStayContract } from '@shared/contracts/public-stay.contract.ts';
import type { CallRef } from '../calls';

/** anonymous */
export const publicStay = 'public-stay' as CallRef<typeof publicStayContract, 'public-stay'>;
