/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-analytics, with their contracts' types (type-only imports: no zod at run time).
 */
import type { hostAnalytics as hostAnalyticsContract } from '@shared/contracts/host-analytics.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostAnalytics = 'host-analytics' as CallRef<typeof hostAnalyticsContract, 'host-analytics'>;
