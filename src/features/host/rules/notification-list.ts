import type { HostNotification } from '../sample-data/notifications';

export type NotificationTab = 'all' | 'unread';

export function notificationsForTab(list: HostNotification[], tab: NotificationTab): HostNotification[] {
  return tab === 'unread' ? list.filter((item) => !item.isRead) : list;
}

export function markAllRead(list: HostNotification[]): HostNotification[] {
  return list.map((item) => (item.isRead ? item : { ...item, isRead: true }));
}

export function unreadCount(list: HostNotification[]): number {
  return list.filter((item) => !item.isRead).length;
}
