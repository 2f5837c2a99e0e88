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

/** host */
export const hostSettingsGet = 'host-settings.get' as CallRef<
  typeof hostSettingsGetContract,
  'host-settings'
>;
/** host */
export const hostSettingsSavePreferences = 'host-settings.savePreferences' as CallRef<
  typeof hostSettingsSavePreferencesContract,
  'host-settings'
>;
/** host */
export const hostSettingsSaveProfile = 'host-settings.saveProfile' as CallRef<
  typeof hostSettingsSaveProfileContract,
  'host-settings'
>;
