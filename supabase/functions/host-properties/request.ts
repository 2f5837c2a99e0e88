/** host-properties' fields as stored: their columns and values (the request's schema is the contract's). */
import type { z } from 'zod';
import type { propertyFields } from '../_shared/contracts/host-properties.contract.ts';
import { guidePhotoLimits } from '../_shared/host-api-types-properties.ts';

export type PropertyFieldValues = Partial<z.infer<z.ZodObject<typeof propertyFields>>>;

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
  houseRulesLanguages: 'house_rules_languages',
  codeReleaseHours: 'code_release_hours',
  codeRequiresCheckIn: 'code_requires_checkin',
  arrivalMethod: 'arrival_method',
  hostPhone: 'host_phone',
};

/** The value stored for a field: optional texts '' are null (none), as the guest view expects. */
export function storedValue<K extends keyof PropertyFieldValues>(
  field: K,
  value: NonNullable<PropertyFieldValues[K]>,
): string | number | boolean | null {
  // A language's version as written, an empty one none (the guest then reads the original).
  if (field === 'houseRulesLanguages') {
    const versions = Object.entries(value as Record<string, string>).filter(
      ([, rules]) => rules.trim() !== '',
    );
    return JSON.stringify(Object.fromEntries(versions));
  }
  const nullable = [
    'city',
    'wifiNetwork',
    'wifiPassword',
    'walkthroughUrl',
    'recommendationsUrl',
    'hostPhone',
  ];
  return nullable.includes(field) && value === '' ? null : (value as string | number | boolean);
}

export const maxGuidePhotos = guidePhotoLimits.maxPerProperty;
