/**
 * The property editor's details form: the server's rules (host-properties, `propertyFieldLimits`)
 * checked before it sees them, the create and update bodies, and a refusal's field. Pure.
 */
import { rihlaTimeZone } from '@shared/calendar.ts';
import {
  type CreatePropertyBody,
  codeReleaseLimits,
  defaultArrivalMethod,
  defaultCodeRequiresCheckIn,
  type HostPropertyFields,
  propertyFieldLimits,
  type UpdatePropertyBody,
} from '@shared/host-api-types-properties.ts';
import { phonePattern } from '@shared/host-api-types-settings.ts';
import type { TextKey } from '@/i18n/text-keys';

/**
 * What the form holds while the host types (the team also picks an owner on create; '' is the
 * caller). The release hours as NumberInput gives them: '' while the field is empty.
 */
export interface PropertyFormValues extends Omit<HostPropertyFields, 'codeReleaseHours'> {
  codeReleaseHours: number | string;
  ownerId: string;
}

export type PropertyFormField = keyof PropertyFormValues;

/** A field's message: the host texts' key and its values. */
export interface PropertyFieldError {
  key: TextKey<'host'>;
  values?: Record<string, number>;
}

export type PropertyFormErrors = Partial<Record<PropertyFormField, PropertyFieldError>>;

export const propertyTextFields = [
  'name',
  'address',
  'city',
  'wifiNetwork',
  'wifiPassword',
  'walkthroughUrl',
  'recommendationsUrl',
  'houseRules',
] as const;

export const emptyPropertyForm: PropertyFormValues = {
  name: '',
  address: '',
  city: '',
  wifiNetwork: '',
  wifiPassword: '',
  walkthroughUrl: '',
  recommendationsUrl: '',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: rihlaTimeZone,
  houseRules: '',
  codeReleaseHours: codeReleaseLimits.defaultHours,
  codeRequiresCheckIn: defaultCodeRequiresCheckIn,
  arrivalMethod: defaultArrivalMethod,
  hostPhone: '',
  houseRulesLanguages: {},
  ownerId: '',
};

/** A new property's form: the guests' phone starts as the owner's profile phone (issue 43), editable. */
export function newPropertyForm(profilePhone: string | null | undefined): PropertyFormValues {
  return { ...emptyPropertyForm, hostPhone: profilePhone ?? '' };
}

/** A phone as typed, tidied as the server stores it: outer spaces gone, runs of spaces as one. */
export function tidyPhone(phone: string): string {
  return phone.trim().replace(/\s+/g, ' ');
}

/** The form's fields that are text inputs. */
export const propertyFormTextFields = [
  ...propertyTextFields,
  'checkInTime',
  'checkOutTime',
  'timeZone',
  'hostPhone',
] as const;
export type PropertyTextFormField = (typeof propertyFormTextFields)[number];

/**
 * The form's values from what the server holds (a copy saved on the tablet before the door code's
 * release existed gets the defaults).
 */
export function propertyFormValues(fields: HostPropertyFields): PropertyFormValues {
  const values = { ...emptyPropertyForm };
  for (const field of propertyFormTextFields) values[field] = fields[field] ?? '';
  values.codeReleaseHours = fields.codeReleaseHours ?? codeReleaseLimits.defaultHours;
  values.codeRequiresCheckIn = fields.codeRequiresCheckIn ?? defaultCodeRequiresCheckIn;
  values.arrivalMethod = fields.arrivalMethod ?? defaultArrivalMethod;
  values.houseRulesLanguages = { ...fields.houseRulesLanguages };
  return values;
}

/** The release hours as a whole number of hours, or null when not one within the limits. */
export function releaseHours(value: number | string): number | null {
  if (value === '' || value === null) return null;
  const hours = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(hours) || hours < codeReleaseLimits.minHours || hours > codeReleaseLimits.maxHours)
    return null;
  return hours;
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
/** As the server: '' (none) or an http(s) address with a dotted host. */
const urlPattern = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;

const rule = {
  name: { key: 'propertyEditor.errors.name', values: { max: propertyFieldLimits.name } },
  address: { key: 'propertyEditor.errors.address', values: { max: propertyFieldLimits.address } },
  url: { key: 'propertyEditor.errors.url' },
  time: { key: 'propertyEditor.errors.time' },
  timeZone: { key: 'propertyEditor.errors.timeZone' },
  owner: { key: 'propertyEditor.errors.owner' },
  phone: { key: 'propertyEditor.errors.phone' },
  arrivalMethod: { key: 'propertyEditor.errors.arrivalMethod' },
  releaseHours: {
    key: 'propertyEditor.errors.releaseHours',
    values: { min: codeReleaseLimits.minHours, max: codeReleaseLimits.maxHours },
  },
} satisfies Record<string, PropertyFieldError>;

const tooLong = (max: number): PropertyFieldError => ({
  key: 'propertyEditor.errors.tooLong',
  values: { max },
});

/** `isTimeZone`: whether the runtime knows the zone (the Select only offers known ones). */
export function propertyFormErrors(
  values: PropertyFormValues,
  isTimeZone: (zone: string) => boolean = () => true,
): PropertyFormErrors {
  const errors: PropertyFormErrors = {};
  const name = values.name.trim();
  if (!name || name.length > propertyFieldLimits.name) errors.name = rule.name;
  const address = values.address.trim();
  if (!address || address.length > propertyFieldLimits.address) errors.address = rule.address;
  for (const field of ['city', 'wifiNetwork', 'wifiPassword'] as const) {
    if (values[field].trim().length > propertyFieldLimits[field])
      errors[field] = tooLong(propertyFieldLimits[field]);
  }
  for (const field of ['walkthroughUrl', 'recommendationsUrl'] as const) {
    const url = values[field].trim();
    if (url.length > propertyFieldLimits.url) errors[field] = tooLong(propertyFieldLimits.url);
    else if (url && !urlPattern.test(url)) errors[field] = rule.url;
  }
  for (const field of ['checkInTime', 'checkOutTime'] as const) {
    if (!timePattern.test(values[field])) errors[field] = rule.time;
  }
  if (!values.timeZone || !isTimeZone(values.timeZone)) errors.timeZone = rule.timeZone;
  if (values.houseRules.length > propertyFieldLimits.houseRules) {
    errors.houseRules = tooLong(propertyFieldLimits.houseRules);
  }
  if (
    Object.values(values.houseRulesLanguages).some((rules) => rules.length > propertyFieldLimits.houseRules)
  ) {
    errors.houseRulesLanguages = tooLong(propertyFieldLimits.houseRules);
  }
  if (releaseHours(values.codeReleaseHours) === null) errors.codeReleaseHours = rule.releaseHours;
  const phone = tidyPhone(values.hostPhone);
  if (phone !== '' && !phonePattern.test(phone)) errors.hostPhone = rule.phone;
  return errors;
}

/** The fields as the server takes them: texts trimmed (house rules as written), times HH:MM, hours a number. */
function fieldsOf(values: PropertyFormValues): HostPropertyFields {
  const { ownerId: _ownerId, codeReleaseHours, ...rest } = values;
  const fields: HostPropertyFields = { ...rest, codeReleaseHours: Number(codeReleaseHours) };
  for (const field of propertyTextFields) {
    if (field !== 'houseRules') fields[field] = values[field].trim();
  }
  fields.hostPhone = tidyPhone(values.hostPhone);
  // A language's version as written; an emptied one is none (the guest reads the original).
  fields.houseRulesLanguages = Object.fromEntries(
    Object.entries(values.houseRulesLanguages).filter(([, rules]) => rules.trim() !== ''),
  );
  return fields;
}

/** An empty phone is left out: the server then takes the owner's profile phone. */
export function createPropertyBody(values: PropertyFormValues): CreatePropertyBody {
  const { hostPhone, ...fields } = fieldsOf(values);
  return {
    ...fields,
    ...(hostPhone ? { hostPhone } : {}),
    ...(values.ownerId ? { ownerId: values.ownerId } : {}),
  };
}

/** An object's entries in key order (two maps with the same versions compare equal). */
const sorted = (value: unknown) => Object.entries(value ?? {}).sort(([a], [b]) => a.localeCompare(b));

/** Only the fields that changed since `saved`, the form's values when opened or last saved (none: an empty update). */
export function updatePropertyBody(
  propertyId: string,
  values: PropertyFormValues,
  saved: PropertyFormValues,
): UpdatePropertyBody {
  const fields = fieldsOf(values);
  const before = fieldsOf(saved);
  const same = (a: unknown, b: unknown) =>
    typeof a === 'object' ? JSON.stringify(sorted(a)) === JSON.stringify(sorted(b)) : a === b;
  const changed = (Object.keys(fields) as (keyof HostPropertyFields)[]).filter(
    (field) => !same(fields[field], before[field]),
  );
  return {
    propertyId,
    ...Object.fromEntries(changed.map((field) => [field, fields[field]])),
  };
}

/**
 * The field a server refusal names (its 400 message starts with the field: "name must be text of
 * 1 to 120 characters."), with the message the form shows for it; null when it names none.
 */
export function refusedField(error: {
  code?: string | null;
  message: string;
}): { field: PropertyFormField; error: PropertyFieldError } | null {
  if (error.code !== 'invalid_request') return null;
  const named = /^(\w+) must/.exec(error.message)?.[1];
  switch (named) {
    case 'name':
    case 'address':
      return { field: named, error: rule[named] };
    case 'city':
    case 'wifiNetwork':
    case 'wifiPassword':
    case 'houseRules':
      return { field: named, error: tooLong(propertyFieldLimits[named]) };
    case 'houseRulesLanguages':
      return { field: named, error: tooLong(propertyFieldLimits.houseRules) };
    case 'walkthroughUrl':
    case 'recommendationsUrl':
      return { field: named, error: rule.url };
    case 'checkInTime':
    case 'checkOutTime':
      return { field: named, error: rule.time };
    case 'timeZone':
      return { field: named, error: rule.timeZone };
    case 'ownerId':
      return { field: 'ownerId', error: rule.owner };
    case 'codeReleaseHours':
      return { field: 'codeReleaseHours', error: rule.releaseHours };
    case 'hostPhone':
      return { field: 'hostPhone', error: rule.phone };
    case 'arrivalMethod':
      return { field: 'arrivalMethod', error: rule.arrivalMethod };
    default:
      return null;
  }
}
