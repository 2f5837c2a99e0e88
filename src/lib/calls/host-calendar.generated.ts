/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-calendar, with their contracts' types (type-only imports: no zod at run time).
 */
import type { hostCalendar as hostCalendarContract } from '@shared/contracts/host-calendar.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostCalendar = 'host-calendar' as CallRef<typeof hostCalendarContract, 'host-calendar'>;
