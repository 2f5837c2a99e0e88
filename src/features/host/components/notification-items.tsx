import '@mantine/core/styles/ThemeIcon.css';
import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBellOff,
  IconBrush,
  IconCalendarPlus,
  IconCreditCard,
  IconInfoCircle,
  IconMessageCircle,
  IconShoppingBag,
  IconStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatUpdatedAt, intlLocale } from '@/i18n/format';
import type { HostNotificationItem, HostNotificationKind } from '../api/get-notifications';
import { timeAgo } from '../rules/notification-list';
import { notificationText } from '../rules/notification-text';
import ui from './host-ui.module.css';
import classes from './notifications.module.css';

export const notificationIcons: Record<HostNotificationKind, { icon: typeof IconStar; color: string }> = {
  booking: { icon: IconCalendarPlus, color: 'majorelle' },
  message: { icon: IconMessageCircle, color: 'terracotta' },
  cleaning: { icon: IconBrush, color: 'yellow' },
  payment: { icon: IconCreditCard, color: 'mint' },
  review: { icon: IconStar, color: 'orange' },
  extra: { icon: IconShoppingBag, color: 'terracotta' },
  system: { icon: IconInfoCircle, color: 'gray' },
};

function TimeAgo({ createdAt, now }: { createdAt: string; now: number }) {
  const { i18n } = useTranslation('host');
  const { value, unit } = timeAgo(createdAt, now);
  const text = new Intl.RelativeTimeFormat(intlLocale(i18n.language), { numeric: 'auto' }).format(
    value,
    unit,
  );
  return (
    <Text
      size="sm"
      c="dimmed"
      component="time"
      dateTime={createdAt}
      title={formatUpdatedAt(Date.parse(createdAt), i18n.language)}
    >
      {text}
    </Text>
  );
}

/**
 * The Notifications screen's list, or its empty state. Opening a notification (its link, or the
 * item itself without one) marks it read through `onOpen`.
 */
export function NotificationItems({
  items,
  now,
  onOpen,
}: {
  items: HostNotificationItem[];
  now: number;
  onOpen: (item: HostNotificationItem) => void;
}) {
  const { t, i18n } = useTranslation('host');
  if (items.length === 0) {
    return (
      <Stack align="center" gap="xs" py={56} px="md" role="status">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconBellOff size={32} aria-hidden />
        </ThemeIcon>
        <Text component="h2" className={ui.cardTitle}>
          {t('notifications.emptyTitle')}
        </Text>
        <Text c="dimmed" ta="center">
          {t('notifications.emptyMessage')}
        </Text>
      </Stack>
    );
  }
  return (
    <ul className={classes.items} aria-label={t('notifications.title')}>
      {items.map((item) => {
        const { icon: Icon, color } = notificationIcons[item.kind];
        const body = (
          <>
            <ThemeIcon size={44} radius="xl" variant="light" color={color}>
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <div className={classes.text}>
              {/* Isolated: a message in another script than the screen's keeps its own order (its full stop last). */}
              <Text fw={item.read ? 400 : 600}>
                <bdi>{notificationText(item, t, i18n.language)}</bdi>
              </Text>
              <TimeAgo createdAt={item.createdAt} now={now} />
            </div>
            {!item.read && (
              <Group gap={6} wrap="nowrap">
                <span className={classes.dot} aria-hidden />
                <Text size="xs" c="terracotta.8" fw={600}>
                  {t('notifications.new')}
                </Text>
              </Group>
            )}
          </>
        );
        return (
          <li key={item.id} className={classes.item} data-unread={!item.read || undefined}>
            {item.link ? (
              <UnstyledButton
                component={Link}
                to={item.link}
                className={classes.open}
                onClick={() => onOpen(item)}
              >
                {body}
              </UnstyledButton>
            ) : item.read ? (
              <div className={classes.open}>{body}</div>
            ) : (
              <UnstyledButton className={classes.open} onClick={() => onOpen(item)}>
                {body}
              </UnstyledButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
