/** host-properties' request: the zod schema of each action and the 400's message for each field. */
import { z } from 'zod';
import {
  codeReleaseLimits,
  guidePhotoLimits,
  propertyFieldLimits,
} from '../_shared/host-api-types-properties.ts';
import { uuidSchema } from '../_shared/validation.ts';

/** A real IANA time zone, as this runtime's Intl knows them ("Africa/Casablanca", "Europe/Paris"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,60}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const optionalText = (max: number) => z.string().trim().max(max);
/** '' (none) or an http(s) address. */
const link = z
  .string()
  .trim()
  .max(propertyFieldLimits.url)
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(value));
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

const fields = {
  name: z.string().trim().min(1).max(propertyFieldLimits.name),
  address: z.string().trim().min(1).max(propertyFieldLimits.address),
  city: optionalText(propertyFieldLimits.city),
  wifiNetwork: optionalText(propertyFieldLimits.wifiNetwork),
  wifiPassword: optionalText(propertyFieldLimits.wifiPassword),
  walkthroughUrl: link,
  recommendationsUrl: link,
  checkInTime: time,
  checkOutTime: time,
  timeZone: z.string().refine(isTimeZone),
  houseRules: z.string().max(propertyFieldLimits.houseRules),
  codeReleaseHours: z.number().int().min(codeReleaseLimits.minHours).max(codeReleaseLimits.maxHours),
  codeRequiresCheckIn: z.boolean(),
};

export const propertiesRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('list') }),
  z.strictObject({ action: z.literal('get'), propertyId: uuidSchema }),
  z.strictObject({
    action: z.literal('create'),
    ownerId: uuidSchema.optional(),
    ...fields,
    city: fields.city.optional(),
    wifiNetwork: fields.wifiNetwork.optional(),
    wifiPassword: fields.wifiPassword.optional(),
    walkthroughUrl: fields.walkthroughUrl.optional(),
    recommendationsUrl: fields.recommendationsUrl.optional(),
    checkInTime: fields.checkInTime.optional(),
    checkOutTime: fields.checkOutTime.optional(),
    timeZone: fields.timeZone.optional(),
    houseRules: fields.houseRules.optional(),
    codeReleaseHours: fields.codeReleaseHours.optional(),
    codeRequiresCheckIn: fields.codeRequiresCheckIn.optional(),
  }),
  z.strictObject({
    action: z.literal('update'),
    propertyId: uuidSchema,
    ...z.object(fields).partial().shape,
  }),
  z.strictObject({ action: z.literal('delete'), propertyId: uuidSchema }),
]);

export type PropertiesRequest = z.infer<typeof propertiesRequestSchema>;
export type PropertyFieldValues = Partial<z.infer<z.ZodObject<typeof fields>>>;

/** What each field must be: the 400's message names the first field that is not. */
export const invalidPropertyMessages: Record<string, string> = {
  action: 'Send action: "list", "get", "create", "update" or "delete".',
  propertyId: 'propertyId must be a property id (a UUID).',
  ownerId: "ownerId must be a host's id (a UUID).",
  name: `name must be text of 1 to ${propertyFieldLimits.name} characters.`,
  address: `address must be text of 1 to ${propertyFieldLimits.address} characters.`,
  city: `city must be text of at most ${propertyFieldLimits.city} characters ("" for none).`,
  wifiNetwork: `wifiNetwork must be text of at most ${propertyFieldLimits.wifiNetwork} characters ("" for none).`,
  wifiPassword: `wifiPassword must be text of at most ${propertyFieldLimits.wifiPassword} characters ("" for none).`,
  walkthroughUrl: 'walkthroughUrl must be a web address starting with https:// ("" for none).',
  recommendationsUrl: 'recommendationsUrl must be a web address starting with https:// ("" for none).',
  checkInTime: 'checkInTime must be a time written HH:MM (00:00 to 23:59).',
  checkOutTime: 'checkOutTime must be a time written HH:MM (00:00 to 23:59).',
  timeZone: 'timeZone must be a time zone such as "Africa/Casablanca" or "Europe/Paris".',
  houseRules: `houseRules must be text of at most ${propertyFieldLimits.houseRules} characters.`,
  codeReleaseHours: `codeReleaseHours must be a whole number of hours from ${codeReleaseLimits.minHours} to ${codeReleaseLimits.maxHours} (the door code is released that long before check-in).`,
  codeRequiresCheckIn: 'codeRequiresCheckIn must be true (the door code waits for online check-in) or false.',
  unknown: 'The request holds a field this action does not take.',
  body: 'The request must be a JSON object with an action.',
};

export function invalidPropertyMessage(error: unknown): string {
  const issue = (error as { issues?: { code?: string; path?: PropertyKey[] }[] }).issues?.[0];
  if (issue?.code === 'unrecognized_keys') return invalidPropertyMessages.unknown!;
  const field = issue?.path?.[0];
  return (typeof field === 'string' && invalidPropertyMessages[field]) || invalidPropertyMessages.body!;
}

/** The editor's fields and their columns (update builds its SET from this list only). */
export const columnOf: Record<keyof PropertyFieldValues, string> = {
  name: 'name',
  address: 'address',
  city: 'city',
  wifiNetwork: 'wifi_network',
  wifiPassword: 'wifi_password',
  walkthroughUrl: 'walkthrough_url',
  recommendationsUrl: 'recommendations_url',
  checkInTime: 'check_in_time',
  checkOutTime: 'check_out_time',
  timeZone: 'time_zone',
  houseRules: 'house_rules',
  codeReleaseHours: 'code_release_hours',
  codeRequiresCheckIn: 'code_requires_checkin',
};

/** The value stored for a field: optional texts '' are null (none), as the guest view expects. */
export function storedValue<K extends keyof PropertyFieldValues>(
  field: K,
  value: NonNullable<PropertyFieldValues[K]>,
): string | number | boolean | null {
  const nullable = ['city', 'wifiNetwork', 'wifiPassword', 'walkthroughUrl', 'recommendationsUrl'];
  return nullable.includes(field) && value === '' ? null : value;
}

export const maxGuidePhotos = guidePhotoLimits.maxPerProperty;
