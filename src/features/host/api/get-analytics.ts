import type { AnalyticsRequest } from '@shared/host-api-types-guests.ts';
import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  AnalyticsAnswer,
  AnalyticsFigures,
  AnalyticsMonth,
  AnalyticsPeriod,
  AnalyticsRequest,
} from '@shared/host-api-types-guests.ts';
export {
  analyticsMonthSpans,
  analyticsPeriods,
  bookingSources,
  maxCustomPeriodDays,
} from '@shared/host-api-types-guests.ts';

/**
 * The Analytics screen's figures (host-analytics): the months' revenue and occupancy, the period's
 * metrics against the period before, and the booking sources. The current charts stay while the
 * next period loads.
 */
export function useAnalytics(request: AnalyticsRequest) {
  return useHostQuery(calls.hostAnalytics, request, { keepPrevious: true });
}
