import type { HostSettings } from '@shared/host-api-types-settings.ts';
import { useQuery } from '@tanstack/react-query';
import { callHostFunction, type HostFunctionError } from '@/lib/host-functions';
import { useHostAuthStore } from '../auth/host-auth-store';
import { hostQueryKey } from './use-host-query';

export type {
  HostLanguage,
  HostProfile,
  HostSettings,
  HostSettingsProperty,
  NotificationPreferenceKey,
  NotificationPreferences,
} from '@shared/host-api-types-settings.ts';
export {
  displayNameMaxLength,
  hostLanguages,
  notificationPreferenceKeys,
  phonePattern,
} from '@shared/host-api-types-settings.ts';

const settingsRequest = { action: 'get' } as const;

/**
 * The Settings screen: profile, properties and notification preferences (host-settings `get`). As
 * useLegacyHostQuery, but read again each time the screen opens: the device's copy restored at start may
 * predate the last save (it is written at most once a second).
 */
export function useSettings() {
  const email = useHostAuthStore((state) => state.email);
  return useQuery<HostSettings, HostFunctionError>({
    queryKey: hostQueryKey(email, 'host-settings', settingsRequest),
    queryFn: ({ signal }) => callHostFunction<HostSettings>('host-settings', settingsRequest, signal),
    refetchOnMount: 'always',
  });
}
