/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-dashboard, with their contracts' types (type-only imports: no zod at run time).
 */
import type { hostDashboard as hostDashboardContract } from '@shared/contracts/host-dashboard.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostDashboard = 'host-dashboard' as CallRef<typeof hostDashboardContract, 'host-dashboard'>;
