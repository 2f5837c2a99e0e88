/**
 * host-settings: the Settings screen's live sections: Personal Information, Properties and
 * Notification Preferences. The calls' contracts (get, saveProfile, savePreferences; every answer is
 * the settings as they now are): _shared/contracts/host-settings.contract.ts. Every query runs as the
 * caller (`asUser`), so Row Level Security decides which rows exist. `email` is the access token's
 * (the sign-in e-mail). A save changes the caller's own host row only (`id = auth.uid()`: the team
 * may update every row under RLS, but saves their own here). `role` is never accepted: a host's role
 * is set by the team (0015's trigger refuses it anyway).
 */
import {
  hostSettingsGet,
  hostSettingsSavePreferences,
  hostSettingsSaveProfile,
} from '../_shared/contracts/host-settings.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import {
  type HostLanguage,
  type HostSettings,
  type HostSettingsProperty,
  type NotificationPreferences,
  notificationPreferenceDefaults,
  notificationPreferenceKeys,
} from '../_shared/host-api-types-settings.ts';
import type { HostCaller } from '../_shared/host-auth.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

interface HostRow {
  displayName: string;
  phone: string;
  language: HostLanguage;
  role: 'owner' | 'team';
  preferences: unknown;
}

const hostSql = `SELECT display_name AS "displayName", coalesce(phone, '') AS phone, language, role,
         notification_preferences AS preferences
    FROM hosts WHERE id = auth.uid()`;
const propertiesSql = 'SELECT id, name, city, region FROM properties ORDER BY name, id';
const saveProfileSql = `UPDATE hosts SET display_name = $1, phone = nullif($2, ''), language = $3
   WHERE id = auth.uid() RETURNING id`;
// Merged in one statement: two saves of different switches at once both stay.
const savePreferencesSql = `UPDATE hosts SET notification_preferences = notification_preferences || $1::jsonb
   WHERE id = auth.uid() RETURNING id`;

/** The eight switches: the stored value when it is a boolean, else the default. */
export function preferencesOf(stored: unknown): NotificationPreferences {
  const values = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const preferences = { ...notificationPreferenceDefaults } as NotificationPreferences;
  for (const key of notificationPreferenceKeys) {
    const value = values[key];
    if (typeof value === 'boolean') preferences[key] = value;
  }
  return preferences;
}

async function readSettings(tx: Queryable, email: string | null): Promise<HostSettings | null> {
  const { rows } = await tx.query<HostRow>(hostSql, [], { name: 'host_settings_host' });
  const host = rows[0];
  if (!host) return null;
  const properties = await tx.query<HostSettingsProperty>(propertiesSql, [], {
    name: 'host_settings_properties',
  });
  const { preferences, ...profile } = host;
  return {
    profile: { ...profile, email },
    properties: properties.rows,
    preferences: preferencesOf(preferences),
  };
}

const emailOf = (caller: HostCaller) =>
  typeof caller.claims.email === 'string' ? caller.claims.email : null;

export const handler = serveCalls('host-settings', hostSettingsGet.invalidMessage, [
  route(hostSettingsGet, ({ caller, asHost, notAHost }) =>
    asHost(async (tx) => (await readSettings(tx, emailOf(caller))) ?? notAHost()),
  ),
  route(hostSettingsSaveProfile, ({ body, caller, asHost, notAHost }) =>
    asHost(async (tx) => {
      const saved = await tx.query(saveProfileSql, [body.displayName, body.phone, body.language], {
        name: 'host_settings_save_profile',
      });
      if (saved.rows.length === 0) return notAHost();
      return (await readSettings(tx, emailOf(caller))) ?? notAHost();
    }),
  ),
  route(hostSettingsSavePreferences, ({ body, caller, asHost, notAHost }) =>
    asHost(async (tx) => {
      const saved = await tx.query(savePreferencesSql, [JSON.stringify(body.preferences)], {
        name: 'host_settings_save_preferences',
      });
      if (saved.rows.length === 0) return notAHost();
      return (await readSettings(tx, emailOf(caller))) ?? notAHost();
    }),
  ),
]);
