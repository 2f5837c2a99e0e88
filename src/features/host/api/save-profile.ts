import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

export type { SaveProfileBody } from '@shared/host-api-types-settings.ts';

/** Personal Information's Save Changes (host-settings `saveProfile`); the dashboard's greeting follows. */
export function useSaveProfile() {
  return useHostMutation(calls.hostSettingsSaveProfile, [calls.hostSettingsGet, 'host-dashboard']);
}
