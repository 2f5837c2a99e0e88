/** Notifications of the Notifications screen (static sample data; messages are i18n keys). */
export type NotificationIcon = 'booking' | 'message' | 'cleaning' | 'payment' | 'review';

export interface HostNotification {
  id: string;
  icon: NotificationIcon;
  /** Key in the host namespace. */
  message: string;
  /** Key in the host namespace, e.g. "10 minutes ago". */
  timestamp: string;
  isRead: boolean;
}

export const hostNotifications: HostNotification[] = [
  {
    id: 'n1',
    icon: 'booking',
    message: 'sample.notifications.n1',
    timestamp: 'sample.when.minutes10',
    isRead: false,
  },
  {
    id: 'n2',
    icon: 'message',
    message: 'sample.notifications.n2',
    timestamp: 'sample.when.hour1',
    isRead: false,
  },
  {
    id: 'n3',
    icon: 'cleaning',
    message: 'sample.notifications.n3',
    timestamp: 'sample.when.hours3',
    isRead: false,
  },
  {
    id: 'n4',
    icon: 'payment',
    message: 'sample.notifications.n4',
    timestamp: 'sample.when.yesterday',
    isRead: true,
  },
  {
    id: 'n5',
    icon: 'review',
    message: 'sample.notifications.n5',
    timestamp: 'sample.when.days2',
    isRead: true,
  },
  {
    id: 'n6',
    icon: 'booking',
    message: 'sample.notifications.n6',
    timestamp: 'sample.when.days3',
    isRead: true,
  },
];
