import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Menu.css';
import { Badge, Button, Card, Menu, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChecks, IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { HostDataGate } from '../components/host-data-gate';
import classes from '../components/host-ui.module.css';
import { NotificationItems } from '../components/notification-items';
import { PageHeader } from '../components/page-header';
import { hostErrorKey } from '../rules/host-error-text';
import {
  kindsIn,
  type NotificationKindFilter,
  type NotificationTab,
  notificationsForTab,
} from '../rules/notification-list';

export default function NotificationsPage() {
  const { t } = useTranslation('host');
  const read = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [kind, setKind] = useState<NotificationKindFilter>('any');
  const items = read.data?.notifications ?? [];
  const unread = read.data?.unreadCount ?? 0;
  const kinds = kindsIn(items);

  const failed = (error: Parameters<typeof hostErrorKey>[0]) =>
    notifications.show({
      color: 'red',
      title: t('notifications.saveFailed'),
      message: t(hostErrorKey(error, true)),
    });
  const onMarkAll = () =>
    markAll.mutate(
      {},
      {
        onSuccess: () => notifications.show({ color: 'mint', message: t('notifications.allMarkedRead') }),
        onError: failed,
      },
    );

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={t('notifications.subtitle')}
        actions={
          <>
            <Menu position="bottom-end" shadow="md" withinPortal>
              <Menu.Target>
                <Button
                  variant={kind === 'any' ? 'default' : 'light'}
                  h={44}
                  leftSection={<IconFilter size={18} aria-hidden />}
                  disabled={items.length === 0}
                >
                  {kind === 'any' ? t('notifications.filter') : t(`notifications.kinds.${kind}`)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {(['any', ...kinds] as NotificationKindFilter[]).map((choice) => (
                  <Menu.Item
                    key={choice}
                    onClick={() => setKind(choice)}
                    leftSection={
                      <IconCheck size={16} aria-hidden style={{ opacity: choice === kind ? 1 : 0 }} />
                    }
                    aria-current={choice === kind || undefined}
                  >
                    {t(`notifications.kinds.${choice}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="light"
              h={44}
              leftSection={<IconChecks size={18} aria-hidden />}
              onClick={onMarkAll}
              disabled={unread === 0}
              loading={markAll.isPending}
            >
              {t('notifications.markAllRead')}
            </Button>
          </>
        }
      />
      <HostDataGate read={read}>
        {(data) => (
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
                    data.unreadCount > 0 ? (
                      <Badge size="sm" circle variant="filled">
                        {data.unreadCount}
                      </Badge>
                    ) : null
                  }
                >
                  {t('notifications.unread')}
                </Tabs.Tab>
              </Tabs.List>
            </Tabs>
            <NotificationItems
              items={notificationsForTab(data.notifications, tab, kind)}
              now={Date.now()}
              onOpen={(item) => {
                if (!item.read) markOne.mutate({ id: item.id }, { onError: failed });
              }}
            />
          </Card>
        )}
      </HostDataGate>
    </>
  );
}
