import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** Regenerate the export URL (host-ical-feeds `regenerateExportToken`): the old one stops working. */
export function useRegenerateIcalExport() {
  return useHostMutation(calls.hostIcalFeedsRegenerateExportToken, [calls.hostIcalFeedsList]);
}
