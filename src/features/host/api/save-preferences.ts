import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** Notification Preferences' Save Preferences (host-settings `savePreferences`). */
export function useSavePreferences() {
  return useHostMutation(calls.hostSettingsSavePreferences, [calls.hostSettingsGet]);
}
