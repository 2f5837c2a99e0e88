import type { HostPropertyList } from '@shared/host-api-types-properties.ts';
import { useLegacyHostQuery } from './use-host-query';

export type {
  HostPropertyList,
  HostPropertyOwner,
  HostPropertySummary,
} from '@shared/host-api-types-properties.ts';

const listRequest = { action: 'list' } as const;

/** The caller's properties by name with their first photo, and (the team only) the owners (host-properties `list`). */
export function useProperties(options: { enabled?: boolean } = {}) {
  return useLegacyHostQuery<HostPropertyList>('host-properties', listRequest, options);
}
