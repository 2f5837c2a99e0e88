/**
 * The property editor's details form: the server's rules (host-properties, `propertyFieldLimits`)
 * checked before it sees them, the create and update bodies, and a refusal's field. Pure.
 */
import {
  defaultPropertyTimeZone,
  type HostPropertiesRequest,
  type HostPropertyFields,
  propertyFieldLimits,
} from '@shared/host-api-types-properties.ts';

/** What the form holds while the host types (the team also picks an owner on create; '' is the caller). */
export interface PropertyFormValues extends HostPropertyFields {
  ownerId: string;
}

export type PropertyFormField = keyof PropertyFormValues;

/** A field's message: the host texts' key and its values. */
export interface PropertyFieldError {
  key: string;
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
  timeZone: defaultPropertyTimeZone,
  houseRules: '',
  ownerId: '',
};

/** The form's values from what the server holds. */
export function propertyFormValues(fields: HostPropertyFields): PropertyFormValues {
  const values = { ...emptyPropertyForm };
  for (const field of Object.keys(emptyPropertyForm) as PropertyFormField[]) {
    if (field !== 'ownerId') values[field] = fields[field] ?? '';
  }
  return values;
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
  return errors;
}

/** The fields as the server takes them: texts trimmed (house rules as written), times HH:MM. */
function fieldsOf(values: PropertyFormValues): HostPropertyFields {
  const { ownerId: _ownerId, ...fields } = values;
  for (const field of propertyTextFields) {
    if (field !== 'houseRules') fields[field] = values[field].trim();
  }
  return fields;
}

export function createPropertyBody(
  values: PropertyFormValues,
): Extract<HostPropertiesRequest, { action: 'create' }> {
  return {
    action: 'create',
    ...fieldsOf(values),
    ...(values.ownerId ? { ownerId: values.ownerId } : {}),
  };
}

/** Only the fields that changed since `saved` (an update with none changes nothing). */
export function updatePropertyBody(
  propertyId: string,
  values: PropertyFormValues,
  saved: HostPropertyFields,
): Extract<HostPropertiesRequest, { action: 'update' }> {
  const fields = fieldsOf(values);
  const changed = (Object.keys(fields) as (keyof HostPropertyFields)[]).filter(
    (field) => fields[field] !== (saved[field] ?? ''),
  );
  return {
    action: 'update',
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
    default:
      return null;
  }
}
