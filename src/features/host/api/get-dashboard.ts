import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type { DashboardAnswer, ListedBooking } from '@shared/host-api-types-guests.ts';

/** The Dashboard's figures and upcoming check-ins for the signed-in host's portfolio (host-dashboard). */
export function useDashboard() {
  return useHostQuery(calls.hostDashboard, {});
}
