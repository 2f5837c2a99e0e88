/**
 * host-properties: the property editor and the Settings list, for the caller's portfolio: list,
 * one property, create, update, delete. Pure (zod only); served by supabase/functions/host-properties.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { arrivalMethods, codeReleaseLimits, propertyFieldLimits } from '../host-api-types-properties.ts';
import { hostLanguages, phonePattern } from '../host-api-types-settings.ts';
import { uuidSchema } from '../validation.ts';
import { guidePhoto } from './property-shapes.ts';
import { count, id } from './shapes.ts';

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

const fieldMessages = {
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
  houseRulesLanguages: `houseRulesLanguages must map en, fr, es or ar to text of at most ${propertyFieldLimits.houseRules} characters.`,
  arrivalMethod: 'arrivalMethod must be "smart_lock" (a door code), "key_box" or "host_meets".',
  hostPhone:
    'hostPhone must be an international number such as +212 661 234 567 (a +, the country code, then digits and spaces), or "" for none.',
  unknown: 'The request holds a field this action does not take.',
  body: 'The request must be a JSON object with an action.',
} as const;

/** What each field must be: the 400's message names the first field that is not. */
export const invalidPropertyMessages: Readonly<Record<string, string>> = fieldMessages;

/** The 400 of a body that is no object (`body`), or an object without a known action (`action`). */
export function invalidPropertyBody(value: unknown): string {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  return isObject ? fieldMessages.action : fieldMessages.body;
}

function invalidPropertyField(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  // An unknown key of the body itself; one inside a field (a language) is that field's fault.
  if (issue?.code === 'unrecognized_keys' && issue.path.length === 0) return fieldMessages.unknown;
  const field = issue?.path[0];
  return (typeof field === 'string' && invalidPropertyMessages[field]) || fieldMessages.body;
}

const optionalText = (max: number) => z.string().trim().max(max);
/** '' (none) or an http(s) address. */
const link = z
  .string()
  .trim()
  .max(propertyFieldLimits.url)
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(value));
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The fields the editor edits (times HH:MM in the property's time zone; '' for none on texts). */
export const propertyFields = {
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
  /** Hours before check-in the door code is released to the guest: 0 to 720 (default 48). */
  codeReleaseHours: z.number().int().min(codeReleaseLimits.minHours).max(codeReleaseLimits.maxHours),
  /** The door code is released only once the guests' online check-in is complete (default true). */
  codeRequiresCheckIn: z.boolean(),
  /** The house rules in the guests' languages (issue 43): a language's version, none for the original. */
  houseRulesLanguages: z.partialRecord(z.enum(hostLanguages), z.string().max(propertyFieldLimits.houseRules)),
  /** How the guest gets in: a smart lock's door code, a key box, or the host meets them (issue 43). */
  arrivalMethod: z.enum(arrivalMethods),
  /** The number guests call for this property, as the profile's phone ("+212 661 234 567"); "": the brand's. */
  hostPhone: z
    .string()
    .trim()
    .transform((phone) => phone.replace(/\s+/g, ' '))
    .refine((phone) => phone === '' || phonePattern.test(phone)),
};

/** `get`, `create`, `update`: every editable field, the photos in order, the confirmed bookings ahead. */
export const propertyDetails = z.strictObject({
  id,
  ownerId: id.nullable(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  wifiNetwork: z.string(),
  wifiPassword: z.string(),
  walkthroughUrl: z.string(),
  recommendationsUrl: z.string(),
  checkInTime: time,
  checkOutTime: time,
  timeZone: z.string(),
  houseRules: z.string(),
  houseRulesLanguages: z.partialRecord(z.enum(hostLanguages), z.string()),
  codeReleaseHours: count,
  codeRequiresCheckIn: z.boolean(),
  arrivalMethod: z.enum(arrivalMethods),
  /** "" when none is set: guests see the brand's number. */
  hostPhone: z.string(),
  photos: z.array(guidePhoto),
  /** Confirmed bookings checking out today or later (a property with any cannot be deleted). */
  upcomingBookings: count,
});

/** A property in the Settings list and the editor's header. */
export const propertySummary = z.strictObject({
  id,
  name: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  /** The first guide photo's thumbnail (a URL), or null. */
  thumbnailUrl: z.string().nullable(),
  photoCount: count,
});

/** A host the team may create a property for. */
export const propertyOwner = z.strictObject({ id, displayName: z.string() });

const propertyAnswer = z.strictObject({ property: propertyDetails });

const notFound = { status: 404, code: 'not_found', message: 'No such property in your portfolio.' };
/** A write the database refused on its own checks (a race past the handler's). */
const refusedByDatabase = {
  stillAttached: {
    status: 409,
    code: 'has_booking_history',
    message: 'This property still has bookings or records attached: it cannot be deleted.',
  },
  invalidValue: { status: 400, code: 'invalid_request', message: fieldMessages.body },
};
const unknownTimeZone = { status: 400, code: 'invalid_request', message: fieldMessages.timeZone };

const common = {
  function: 'host-properties',
  caller: 'host',
  invalidMessage: fieldMessages.body,
  invalidMessageFor: invalidPropertyField,
} as const;

export const hostPropertiesList = defineContract({
  ...common,
  action: 'list',
  summary:
    "The caller's properties by name, with their first photo and photo count; `owners`, the hosts a property may be created for, for the team only (else empty).",
  request: z.strictObject({}),
  answer: z.strictObject({ properties: z.array(propertySummary), owners: z.array(propertyOwner) }),
});

export const hostPropertiesGet = defineContract({
  ...common,
  action: 'get',
  summary:
    'One property as the editor shows it: every editable field, the guide photos in order, the bookings ahead.',
  request: z.strictObject({ propertyId: uuidSchema }),
  answer: propertyAnswer,
  // A guide written before the editor becomes photo rows on its first read.
  errors: { notFound, ...refusedByDatabase },
});

export const hostPropertiesCreate = defineContract({
  ...common,
  action: 'create',
  successStatus: 201,
  summary:
    "A new property, owned by the caller (or by `ownerId`, the team only), in Rihla's time zone unless told, with a smart lock and the owner's profile phone unless told; answered 201.",
  request: z.strictObject({
    ownerId: uuidSchema.optional(),
    ...propertyFields,
    city: propertyFields.city.optional(),
    wifiNetwork: propertyFields.wifiNetwork.optional(),
    wifiPassword: propertyFields.wifiPassword.optional(),
    walkthroughUrl: propertyFields.walkthroughUrl.optional(),
    recommendationsUrl: propertyFields.recommendationsUrl.optional(),
    checkInTime: propertyFields.checkInTime.optional(),
    checkOutTime: propertyFields.checkOutTime.optional(),
    timeZone: propertyFields.timeZone.optional(),
    houseRules: propertyFields.houseRules.optional(),
    houseRulesLanguages: propertyFields.houseRulesLanguages.optional(),
    codeReleaseHours: propertyFields.codeReleaseHours.optional(),
    codeRequiresCheckIn: propertyFields.codeRequiresCheckIn.optional(),
    arrivalMethod: propertyFields.arrivalMethod.optional(),
    hostPhone: propertyFields.hostPhone.optional(),
  }),
  answer: propertyAnswer,
  errors: {
    notTeam: {
      status: 403,
      code: 'not_team',
      message: 'Only the Rihla team creates a property for another host.',
    },
    unknownOwner: {
      status: 400,
      code: 'invalid_request',
      message: 'ownerId must be the id of an existing host.',
    },
    unknownTimeZone,
    ...refusedByDatabase,
  },
});

export const hostPropertiesUpdate = defineContract({
  ...common,
  action: 'update',
  summary: 'Save changes: any of the editable fields; answers the property as it now is.',
  request: z.strictObject({ propertyId: uuidSchema, ...z.object(propertyFields).partial().shape }),
  answer: propertyAnswer,
  errors: { notFound, unknownTimeZone, ...refusedByDatabase },
});

export const hostPropertiesDelete = defineContract({
  ...common,
  action: 'delete',
  summary:
    'Delete a property, its photos with it; refused while confirmed bookings check out today or later, or when past or cancelled bookings are kept (a booking is never deleted).',
  request: z.strictObject({ propertyId: uuidSchema }),
  answer: z.strictObject({ deleted: z.literal(true), propertyId: id }),
  errors: {
    notFound,
    /** The message names the property and the count: "<name> has 2 upcoming bookings: cancel or move them first." */
    hasUpcomingBookings: {
      status: 409,
      code: 'has_upcoming_bookings',
      message: '<name> has <n> upcoming booking(s): cancel or move it (them) first.',
    },
    /** "<name> keeps 3 past or cancelled bookings (and their payments) for your records, so it cannot be deleted." */
    hasBookingHistory: {
      status: 409,
      code: 'has_booking_history',
      message:
        '<name> keeps <n> past or cancelled booking(s) (and their payments) for your records, so it cannot be deleted.',
    },
    ...refusedByDatabase,
  },
});

/** The delete's refusals name the property and the count. */
export const upcomingBookingsMessage = (name: string, n: number) =>
  `${name} has ${n} upcoming booking${n === 1 ? '' : 's'}: cancel or move ${n === 1 ? 'it' : 'them'} first.`;
export const bookingHistoryMessage = (name: string, n: number) =>
  `${name} keeps ${n} past or cancelled booking${n === 1 ? '' : 's'} (and their payments) for your records, so it cannot be deleted.`;
