import type { HostSettings, NotificationPreferences } from '@shared/host-api-types-settings.ts';
import { useHostMutation } from './use-host-mutation';

/** Notification Preferences' Save Preferences (host-settings `savePreferences`). */
export function useSavePreferences() {
  return useHostMutation<
    { action: 'savePreferences'; preferences: Partial<NotificationPreferences> },
    HostSettings
  >('host-settings', ['host-settings']);
}
