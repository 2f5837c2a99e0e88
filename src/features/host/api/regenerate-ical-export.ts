import type { HostIcalFeeds } from '@shared/host-api-types-ical.ts';
import { useLegacyHostMutation } from './use-host-mutation';

/** Regenerate the export URL (host-ical-feeds `regenerateExportToken`): the old one stops working. */
export function useRegenerateIcalExport() {
  return useLegacyHostMutation<{ action: 'regenerateExportToken'; propertyId: string }, HostIcalFeeds>(
    'host-ical-feeds',
    ['host-ical-feeds'],
  );
}
