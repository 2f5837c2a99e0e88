import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  HostLanguage,
  HostProfile,
  HostSettings,
  HostSettingsProperty,
  NotificationPreferenceKey,
  NotificationPreferences,
} from '@shared/host-api-types-settings.ts';

/**
 * The Settings screen: profile, properties and notification preferences (host-settings `get`), read
 * again each time the screen opens: the device's copy restored at start may predate the last save
 * (it is written at most once a second).
 */
export function useSettings() {
  return useHostQuery(calls.hostSettingsGet, {}, { always: true });
}
