import type { HostNotificationItem, HostNotificationKind } from '@shared/host-api-types-settings.ts';

export type NotificationTab = 'all' | 'unread';
/** The Filter menu: every kind, or one. */
export type NotificationKindFilter = HostNotificationKind | 'any';

/** What the Notifications screen lists: the tab (All or Unread), then the kind chosen in Filter. */
export function notificationsForTab(
  list: HostNotificationItem[],
  tab: NotificationTab,
  kind: NotificationKindFilter = 'any',
): HostNotificationItem[] {
  return list.filter((item) => (tab === 'all' || !item.read) && (kind === 'any' || item.kind === kind));
}

export function unreadCount(list: HostNotificationItem[]): number {
  return list.filter((item) => !item.read).length;
}

/** The kinds the host's notifications have, in the order of first appearance (the Filter menu's choices). */
export function kindsIn(list: HostNotificationItem[]): HostNotificationKind[] {
  return [...new Set(list.map((item) => item.kind))];
}

/** The sidebar badge's text: nothing for none, "99+" past 99. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

export type TimeAgoUnit = 'second' | 'minute' | 'hour' | 'day' | 'week';

/**
 * How long ago `createdAt` (ISO) was at `now`, as Intl.RelativeTimeFormat takes it: a negative
 * whole number of the largest unit that fits ("-10 minute", "-3 hour", "-1 day"). Under a minute,
 * and times a little in the future (a clock ahead), are "now" (0 seconds).
 */
export function timeAgo(createdAt: string, now: number): { value: number; unit: TimeAgoUnit } {
  const seconds = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 1000));
  const steps: [TimeAgoUnit, number][] = [
    ['week', 7 * 86_400],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (seconds >= size) return { value: -Math.floor(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}
