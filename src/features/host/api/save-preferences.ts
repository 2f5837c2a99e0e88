import type { HostSettings, NotificationPreferences } from '@shared/host-api-types-settings.ts';
import { useLegacyHostMutation } from './use-host-mutation';

/** Notification Preferences' Save Preferences (host-settings `savePreferences`). */
export function useSavePreferences() {
  return useLegacyHostMutation<
    { action: 'savePreferences'; preferences: Partial<NotificationPreferences> },
    HostSettings
  >('host-settings', ['host-settings']);
}
