/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-settings, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostSettingsGet as hostSettingsGetContract,
  hostSettingsSavePreferences as hostSettingsSavePreferencesContract,
  hostSettingsSaveProfile as hostSettingsSaveProfileContract,
} from '@shared/contracts/host-settings.contract.ts';
import type { CallRef } from '../calls';

/** host-settings.get (host) */
export const hostSettingsGet = { function: 'host-settings', action: 'get' } as CallRef<
  typeof hostSettingsGetContract,
  'host-settings'
>;
/** host-settings.savePreferences (host) */
export const hostSettingsSavePreferences = {
  function: 'host-settings',
  action: 'savePreferences',
} as CallRef<typeof hostSettingsSavePreferencesContract, 'host-settings'>;
/** host-settings.saveProfile (host) */
export const hostSettingsSaveProfile = { function: 'host-settings', action: 'saveProfile' } as CallRef<
  typeof hostSettingsSaveProfileContract,
  'host-settings'
>;
