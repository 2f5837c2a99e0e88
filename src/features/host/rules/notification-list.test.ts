import type { HostNotificationItem } from '@shared/host-api-types-settings.ts';
import { describe, expect, it } from 'vitest';
import { badgeText, kindsIn, notificationsForTab, timeAgo, unreadCount } from './notification-list';

const item = (id: string, kind: HostNotificationItem['kind'], read: boolean): HostNotificationItem => ({
  id,
  kind,
  message: `Notification ${id}`,
  messageKey: null,
  messageParams: {},
  link: '/host/guests',
  read,
  createdAt: '2026-03-10T09:00:00.000Z',
});
const inbox = [
  item('1', 'booking', false),
  item('2', 'message', false),
  item('3', 'cleaning', true),
  item('4', 'booking', true),
];

describe('notification list', () => {
  it('the Unread tab keeps only unread items, All keeps everything', () => {
    expect(notificationsForTab(inbox, 'all')).toEqual(inbox);
    expect(notificationsForTab(inbox, 'unread').map((n) => n.id)).toEqual(['1', '2']);
    expect(unreadCount(inbox)).toBe(2);
    expect(
      notificationsForTab(
        inbox.map((n) => ({ ...n, read: true })),
        'unread',
      ),
    ).toEqual([]);
  });

  it('the Filter narrows either tab to one kind', () => {
    expect(notificationsForTab(inbox, 'all', 'booking').map((n) => n.id)).toEqual(['1', '4']);
    expect(notificationsForTab(inbox, 'unread', 'booking').map((n) => n.id)).toEqual(['1']);
    expect(notificationsForTab(inbox, 'unread', 'cleaning')).toEqual([]);
    expect(kindsIn(inbox)).toEqual(['booking', 'message', 'cleaning']);
  });

  it('the badge says nothing for none and stops at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(150)).toBe('99+');
  });

  it('says how long ago in the largest unit that fits', () => {
    const now = Date.parse('2026-03-10T09:00:00.000Z');
    const ago = (seconds: number) => timeAgo(new Date(now - seconds * 1000).toISOString(), now);
    expect(ago(20)).toEqual({ value: 0, unit: 'second' });
    expect(ago(-300)).toEqual({ value: 0, unit: 'second' });
    expect(ago(10 * 60)).toEqual({ value: -10, unit: 'minute' });
    expect(ago(3 * 3600 + 59)).toEqual({ value: -3, unit: 'hour' });
    expect(ago(26 * 3600)).toEqual({ value: -1, unit: 'day' });
    expect(ago(3 * 86_400)).toEqual({ value: -3, unit: 'day' });
    expect(ago(15 * 86_400)).toEqual({ value: -2, unit: 'week' });
  });
});
