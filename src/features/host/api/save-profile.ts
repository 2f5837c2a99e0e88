import type { HostLanguage, HostSettings } from '@shared/host-api-types-settings.ts';
import { useLegacyHostMutation } from './use-host-mutation';

export interface SaveProfileBody {
  action: 'saveProfile';
  displayName: string;
  /** International format, or "" for none. */
  phone: string;
  language: HostLanguage;
}

/** Personal Information's Save Changes (host-settings `saveProfile`); the dashboard's greeting follows. */
export function useSaveProfile() {
  return useLegacyHostMutation<SaveProfileBody, HostSettings>('host-settings', [
    'host-settings',
    'host-dashboard',
  ]);
}
