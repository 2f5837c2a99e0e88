import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Card, Group, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import {
  IconBellOff,
  IconBrush,
  IconCalendarPlus,
  IconChecks,
  IconCreditCard,
  IconFilter,
  IconMessageCircle,
  IconStar,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../components/host-ui.module.css';
import list from '../components/notifications.module.css';
import { PageHeader } from '../components/page-header';
import { type NotificationTab, notificationsForTab, unreadCount } from '../rules/notification-list';
import type { NotificationIcon } from '../sample-data/notifications';
import { useNotificationsStore } from '../store/notifications-store';

const icons: Record<NotificationIcon, { icon: typeof IconStar; color: string }> = {
  booking: { icon: IconCalendarPlus, color: 'majorelle' },
  message: { icon: IconMessageCircle, color: 'terracotta' },
  cleaning: { icon: IconBrush, color: 'yellow' },
  payment: { icon: IconCreditCard, color: 'mint' },
  review: { icon: IconStar, color: 'orange' },
};

export default function NotificationsPage() {
  const { t } = useTranslation('host');
  const items = useNotificationsStore((state) => state.items);
  const markAll = useNotificationsStore((state) => state.markAllRead);
  const [tab, setTab] = useState<NotificationTab>('all');
  const unread = unreadCount(items);
  const shown = notificationsForTab(items, tab);

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={t('notifications.subtitle')}
        actions={
          <>
            <Button variant="default" h={44} leftSection={<IconFilter size={18} aria-hidden />}>
              {t('notifications.filter')}
            </Button>
            <Button
              variant="light"
              h={44}
              leftSection={<IconChecks size={18} aria-hidden />}
              onClick={markAll}
              disabled={unread === 0}
            >
              {t('notifications.markAllRead')}
            </Button>
          </>
        }
      />
      <Card radius="lg" padding={0} className={classes.card}>
        <Tabs value={tab} onChange={(value) => setTab((value as NotificationTab) ?? 'all')}>
          <Tabs.List px="md">
            <Tabs.Tab value="all" className={classes.touch}>
              {t('notifications.all')}
            </Tabs.Tab>
            <Tabs.Tab
              value="unread"
              className={classes.touch}
              rightSection={
                unread > 0 ? (
                  <Badge size="sm" circle variant="filled">
                    {unread}
                  </Badge>
                ) : null
              }
            >
              {t('notifications.unread')}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {shown.length === 0 ? (
          <Stack align="center" gap="xs" py={56} px="md" role="status">
            <ThemeIcon size={64} radius="xl" variant="light" color="gray">
              <IconBellOff size={32} aria-hidden />
            </ThemeIcon>
            <Text component="h2" className={classes.cardTitle}>
              {t('notifications.emptyTitle')}
            </Text>
            <Text c="dimmed" ta="center">
              {t('notifications.emptyMessage')}
            </Text>
          </Stack>
        ) : (
          <ul className={list.items} aria-label={t('notifications.title')}>
            {shown.map((item) => {
              const { icon: Icon, color } = icons[item.icon];
              return (
                <li key={item.id} className={list.item} data-unread={!item.isRead || undefined}>
                  <ThemeIcon size={44} radius="xl" variant="light" color={color}>
                    <Icon size={22} aria-hidden />
                  </ThemeIcon>
                  <div className={list.text}>
                    <Text fw={item.isRead ? 400 : 600}>{t(item.message)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(item.timestamp)}
                    </Text>
                  </div>
                  {!item.isRead && (
                    <Group gap={6} wrap="nowrap">
                      <span className={list.dot} aria-hidden />
                      <Text size="xs" c="terracotta.8" fw={600}>
                        {t('notifications.new')}
                      </Text>
                    </Group>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </>
  );
}
