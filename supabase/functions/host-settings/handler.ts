/**
 * host-settings: the Settings screen's live sections: Personal Information, Properties and
 * Notification Preferences (Billing stays a mockup; the password goes to the auth service). POST
 * with `Authorization: Bearer <access token>`; every query runs as the caller (`asUser`), so Row
 * Level Security decides which rows exist.
 *
 * Request body, one of:
 *   { "action": "get" }
 *   { "action": "saveProfile", "displayName": 1..80 characters on one line (trimmed),
 *     "phone": an international number ("+212 661 234 567": "+", country code, digits and spaces) or "",
 *     "language": "en" | "fr" | "es" | "ar" }           (the language of e-mails and text messages)
 *   { "action": "savePreferences", "preferences": { "email-bookings"?: boolean, ... } }
 *     (at least one of the eight switches; the others keep their value)
 *
 * Every answer (200) is the settings as they are now: { profile: { displayName, email, phone,
 * language, role }, properties: [{ id, name, city, region }], preferences: { <eight keys>: boolean } }.
 * `email` is the access token's (the sign-in e-mail); `properties` are the ones the caller may see
 * (an owner: their own; the team: all), by name. A save changes the caller's own host row only
 * (`id = auth.uid()`: the team may update every row under RLS, but saves their own here). `role` is
 * never accepted: a host's role is set by the team (0015's trigger refuses it anyway).
 *
 * Errors, JSON { error, code }: 400 `invalid_request` (the message names the field) / `invalid_text`,
 * 401 `unauthorized`, 403 `not_a_host`, 405, 413, 503 `not_configured`, 500 `server_error`.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
import type { Queryable } from '../_shared/database.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import {
  displayNameMaxLength,
  type HostLanguage,
  type HostSettings,
  type HostSettingsProperty,
  hostLanguages,
  type NotificationPreferences,
  notificationPreferenceDefaults,
  notificationPreferenceKeys,
  phonePattern,
} from '../_shared/host-api-types-settings.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';

const preferencesSchema = z
  .strictObject(
    Object.fromEntries(notificationPreferenceKeys.map((key) => [key, z.boolean().optional()])) as Record<
      keyof NotificationPreferences,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .refine((value) => Object.values(value).some((on) => on !== undefined));

export const settingsRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('get') }),
  z.strictObject({
    action: z.literal('saveProfile'),
    displayName: z
      .string()
      .trim()
      .min(1)
      .max(displayNameMaxLength)
      .regex(/^[^\t\n\r]*$/),
    phone: z
      .string()
      .trim()
      .refine((phone) => phone === '' || phonePattern.test(phone)),
    language: z.enum(hostLanguages),
  }),
  z.strictObject({ action: z.literal('savePreferences'), preferences: preferencesSchema }),
]);

export const settingsMessages = {
  request:
    'Send { "action": "get" }, { "action": "saveProfile", "displayName", "phone", "language" } or { "action": "savePreferences", "preferences" }.',
  displayName: `displayName must be 1 to ${displayNameMaxLength} characters, on one line.`,
  phone:
    'phone must be an international number such as +212 661 234 567 (a +, the country code, then digits and spaces), or empty.',
  language: 'language must be "en", "fr", "es" or "ar".',
  preferences: `preferences must set at least one of ${notificationPreferenceKeys.join(', ')} to true or false, and nothing else.`,
  role: "A host's role cannot be changed here: the Rihla team sets it.",
} as const;

/** The refusal's message: the first field the schema found wrong, named. */
export function invalidSettingsMessage(error: unknown): string {
  const issues =
    (error as { issues?: { code: string; path: PropertyKey[]; keys?: string[] }[] }).issues ?? [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0 && issue.keys?.includes('role')) {
      return settingsMessages.role;
    }
    const field = issue.path[0];
    if (field === 'displayName' || field === 'phone' || field === 'language' || field === 'preferences') {
      return settingsMessages[field];
    }
  }
  return settingsMessages.request;
}

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

export const handler: FunctionHandler = guarded('host-settings', async (request, deps) => {
  const opened = await openHostRequest(request, deps, settingsRequestSchema, (error) =>
    errorResponse(400, invalidSettingsMessage(error), 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const body = opened.data;
  const email = typeof opened.caller.claims.email === 'string' ? opened.caller.claims.email : null;

  const settings = await asUser(
    deps.db,
    opened.caller.userId,
    async (tx) => {
      if (body.action === 'saveProfile') {
        const saved = await tx.query(saveProfileSql, [body.displayName, body.phone, body.language], {
          name: 'host_settings_save_profile',
        });
        if (saved.rows.length === 0) return null;
      } else if (body.action === 'savePreferences') {
        const saved = await tx.query(savePreferencesSql, [JSON.stringify(body.preferences)], {
          name: 'host_settings_save_preferences',
        });
        if (saved.rows.length === 0) return null;
      }
      return readSettings(tx, email);
    },
    opened.caller.claims,
  );
  return settings ? json(settings) : notAHost();
});
