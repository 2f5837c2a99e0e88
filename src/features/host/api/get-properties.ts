import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  HostPropertyList,
  HostPropertyOwner,
  HostPropertySummary,
} from '@shared/host-api-types-properties.ts';

/** The caller's properties by name with their first photo, and (the team only) the owners (host-properties `list`). */
export function useProperties(options: { enabled?: boolean } = {}) {
  return useHostQuery(calls.hostPropertiesList, {}, options);
}
