import { describe, expect, it } from 'vitest';
import { hostNotifications } from '../sample-data/notifications';
import { markAllRead, notificationsForTab, unreadCount } from './notification-list';

describe('notification list', () => {
  it('the Unread tab keeps only unread items, All keeps everything', () => {
    expect(notificationsForTab(hostNotifications, 'all')).toHaveLength(hostNotifications.length);
    const unread = notificationsForTab(hostNotifications, 'unread');
    expect(unread.length).toBe(unreadCount(hostNotifications));
    expect(unread.every((item) => !item.isRead)).toBe(true);
  });

  it('mark all as read empties the Unread tab without touching the original list', () => {
    const read = markAllRead(hostNotifications);
    expect(notificationsForTab(read, 'unread')).toEqual([]);
    expect(unreadCount(hostNotifications)).toBeGreaterThan(0);
  });
});
