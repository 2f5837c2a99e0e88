/**
 * host-settings: the Settings screen's live sections: Personal Information, Properties and
 * Notification Preferences (Billing stays a mockup; the password goes to the auth service). Pure
 * (zod only); served by supabase/functions/host-settings.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  displayNameMaxLength,
  hostLanguages,
  type NotificationPreferences,
  notificationPreferenceKeys,
  phonePattern,
} from '../host-api-types-settings.ts';
import { id } from './shapes.ts';

/** The 400 messages: each names the field that is wrong. */
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
function invalidSettingsMessage(issues: readonly z.core.$ZodIssue[]): string {
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0 && issue.keys.includes('role')) {
      return settingsMessages.role;
    }
    const field = issue.path[0];
    if (field === 'displayName' || field === 'phone' || field === 'language' || field === 'preferences') {
      return settingsMessages[field];
    }
  }
  return settingsMessages.request;
}

const switches = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(notificationPreferenceKeys.map((key) => [key, value])) as Record<
      keyof NotificationPreferences,
      T
    >,
  );

/** The Settings screen, as it is now: the answer of `get` and of every save. */
export const hostSettingsShape = z.strictObject({
  profile: z.strictObject({
    displayName: z.string(),
    /** The sign-in e-mail (from the access token; changed through the auth service, not here). */
    email: z.string().nullable(),
    /** International format, or "" when none is on file. */
    phone: z.string(),
    /** The language of the host's e-mails and text messages. */
    language: z.enum(hostLanguages),
    role: z.enum(['owner', 'team']),
  }),
  /** The properties the caller may see (an owner: their own; the team: all), by name. */
  properties: z.array(
    z.strictObject({ id, name: z.string(), city: z.string().nullable(), region: z.string().nullable() }),
  ),
  /** The eight switches (a switch never saved has its default). */
  preferences: switches(z.boolean()),
});

const common = {
  function: 'host-settings',
  caller: 'host',
  answer: hostSettingsShape,
  invalidMessage: settingsMessages.request,
  invalidMessageFor: invalidSettingsMessage,
} as const;

export const hostSettingsGet = defineContract({
  ...common,
  action: 'get',
  summary:
    "The Settings screen: the caller's profile, the properties they may see, their notification switches.",
  request: z.strictObject({}),
});

export const hostSettingsSaveProfile = defineContract({
  ...common,
  action: 'saveProfile',
  summary:
    "Personal Information's Save Changes: the caller's own name, phone and language (never the role: the team sets it); answers the settings as they now are.",
  request: z.strictObject({
    /** 1 to 80 characters on one line (trimmed). */
    displayName: z
      .string()
      .trim()
      .min(1)
      .max(displayNameMaxLength)
      .regex(/^[^\t\n\r]*$/),
    /** An international number ("+212 661 234 567": "+", country code, digits and spaces), or "". */
    phone: z
      .string()
      .trim()
      .refine((phone) => phone === '' || phonePattern.test(phone)),
    /** The language of e-mails and text messages. */
    language: z.enum(hostLanguages),
  }),
});

export const hostSettingsSavePreferences = defineContract({
  ...common,
  action: 'savePreferences',
  summary:
    "Notification Preferences' Save Preferences: at least one of the eight switches (the others keep their value); answers the settings as they now are.",
  request: z.strictObject({
    preferences: switches(z.boolean().optional()).refine((value) =>
      Object.values(value).some((on) => on !== undefined),
    ),
  }),
});
