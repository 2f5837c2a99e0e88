/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of ical-sync-all, with their contracts' types (type-only imports: no zod at run time).
 */
import type { icalSyncAll as icalSyncAllContract } from '@shared/contracts/ical-sync-all.contract.ts';
import type { CallRef } from '../calls';

/** scheduler */
export const icalSyncAll = 'ical-sync-all' as CallRef<typeof icalSyncAllContract, 'ical-sync-all'>;
