/**
 * What changed in a saved stay when the server answers its refresh (issue 43, item 7): the door code,
 * the wifi details or the address the guest had on their phone, now different. Only a value the
 * guest had, replaced by another, is a change to announce: a code released for the first time, or
 * a wifi password gone after the stay, is not. Pure.
 */
import type { BookingDetails } from '@shared/api-types.ts';
import type { StayChangeField, StayChangeNotice } from '@/lib/stay-change-notices';

const order: StayChangeField[] = ['doorCode', 'wifi', 'address'];

const replaced = (before: string | null | undefined, after: string | null | undefined) =>
  Boolean(before?.trim()) && Boolean(after?.trim()) && before !== after;

export function changedFields(saved: BookingDetails, fresh: BookingDetails): StayChangeField[] {
  const changed: StayChangeField[] = [];
  if (replaced(saved.smartLockCode, fresh.smartLockCode)) changed.push('doorCode');
  if (replaced(saved.wifiNetwork, fresh.wifiNetwork) || replaced(saved.wifiPassword, fresh.wifiPassword)) {
    changed.push('wifi');
  }
  if (replaced(saved.propertyAddress, fresh.propertyAddress)) changed.push('address');
  return changed;
}

/**
 * The notice to show after a refresh: the new changes added to one the guest has not closed yet;
 * null when nothing changed and nothing waits. The door code's time is the server's
 * (`doorCodeChangedAt`), else the moment the phone noticed (`noticedAt`).
 */
export function stayChangeNotice(
  saved: BookingDetails,
  fresh: BookingDetails,
  noticedAt: number,
  waiting: StayChangeNotice | null = null,
): StayChangeNotice | null {
  const changed = changedFields(saved, fresh);
  if (changed.length === 0) return waiting;
  const all = new Set([...(waiting?.changes ?? []), ...changed]);
  return {
    changes: order.filter((field) => all.has(field)),
    doorCodeChangedAt: changed.includes('doorCode')
      ? (fresh.doorCodeChangedAt ?? new Date(noticedAt).toISOString())
      : (waiting?.doorCodeChangedAt ?? null),
  };
}
