/**
 * The property editor's "Door code release" (issue 31): the sentence that tells the host, as they
 * set it, when a guest will see the door code. Pure.
 */

import type { TextKey } from '@/i18n/text-keys';
import { releaseHours } from './property-form';

export interface ReleaseSummary {
  key: TextKey<'host'>;
  values: Record<string, string | number>;
}

/**
 * When the code reaches the guest: `hours` (whole days said as days) before the check-in time in
 * the property's zone, and whether online check-in must be complete first; null while the hours
 * are not a valid number.
 */
export function releaseSummary(values: {
  codeReleaseHours: number | string;
  codeRequiresCheckIn: boolean;
  checkInTime: string;
  timeZone: string;
}): ReleaseSummary | null {
  const hours = releaseHours(values.codeReleaseHours);
  if (hours === null) return null;
  const condition = values.codeRequiresCheckIn ? 'AfterCheckIn' : 'Always';
  const at = { time: values.checkInTime, zone: values.timeZone };
  if (hours === 0) return { key: `propertyEditor.release.summaryAtCheckIn${condition}`, values: at };
  if (hours % 24 === 0) {
    return { key: `propertyEditor.release.summaryDays${condition}`, values: { ...at, count: hours / 24 } };
  }
  return { key: `propertyEditor.release.summaryHours${condition}`, values: { ...at, count: hours } };
}
