import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Card.css';
import { Button, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { rihlaTimeZone } from '@shared/calendar.ts';
import { IconLock, IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatStayDate } from '@/i18n/format';
import type { HostFunctionError } from '@/lib/host-functions';
import { useFulfilExtra, useReopenExtra } from '../api/fulfil-extra';
import { type ExtraQueueItem, type ExtrasQueueView, useExtrasQueue } from '../api/get-extras-queue';
import { useSettings } from '../api/get-settings';
import classes from '../components/extras.module.css';
import { ExtrasItemCard } from '../components/extras-item-card';
import { HostDataGate } from '../components/host-data-gate';
import ui from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import {
  type DayGroup,
  groupByDueDay,
  groupByFulfilledDay,
  withRecentlyFulfilled,
} from '../rules/extras-queue';
import { hostErrorKey } from '../rules/host-error-text';
import { dayIn } from '../rules/month-grid';

/** An owner (or a team member whose role changed) opening the screen: what it is and where to go instead. */
function TeamOnly() {
  const { t } = useTranslation('host');
  return (
    <Card radius="lg" padding="xl" className={ui.card} role="status">
      <Stack align="flex-start" gap="sm">
        <IconLock size={28} aria-hidden />
        <Title order={2} size="h3">
          {t('extras.teamOnly.title')}
        </Title>
        <Text c="dimmed">{t('extras.teamOnly.message')}</Text>
        <Button component={Link} to={routes.hostGuests} variant="light" className={classes.button}>
          {t('extras.teamOnly.action')}
        </Button>
      </Stack>
    </Card>
  );
}

function Empty({ view }: { view: ExtrasQueueView }) {
  const { t } = useTranslation('host');
  return (
    <Card radius="lg" padding="xl" className={ui.card}>
      <Stack align="center" gap="xs">
        <IconMoodSmile size={32} aria-hidden />
        <Text c="dimmed" ta="center">
          {t(`extras.empty.${view}`)}
        </Text>
      </Stack>
    </Card>
  );
}

function DayHeading({ group, view }: { group: DayGroup; view: ExtrasQueueView }) {
  const { t, i18n } = useTranslation('host');
  const date = formatStayDate(group.day, i18n.language);
  const text =
    view === 'fulfilled'
      ? t('extras.days.fulfilledOn', { date })
      : group.kind === 'today' || group.kind === 'tomorrow'
        ? t(`extras.days.${group.kind}`)
        : group.kind === 'overdue'
          ? t('extras.days.overdue', { date })
          : date;
  return (
    <Title order={2} className={classes.day} data-kind={group.kind} id={`extras-day-${group.day}`}>
      {text}
    </Title>
  );
}

/** The Rihla team's Extras queue: paid extras to fulfil, soonest first, and the recently fulfilled. */
export default function ExtrasPage() {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const role = settings.data?.profile.role;
  const [view, setView] = useState<ExtrasQueueView>('open');
  const queue = useExtrasQueue(view, role === 'team');
  const fulfil = useFulfilExtra();
  const reopen = useReopenExtra();
  const [recent, setRecent] = useState<ReadonlyMap<string, ExtraQueueItem>>(new Map());
  const [busyLine, setBusyLine] = useState<string | null>(null);

  const failed = (error: HostFunctionError) => {
    const notPaid = error.code === 'not_paid';
    if (notPaid) void queue.refetch();
    notifications.show({
      color: 'red',
      title: t('extras.saveFailed'),
      message: notPaid ? t('extras.notPaid') : t(hostErrorKey(error, true)),
    });
  };
  const act = (item: ExtraQueueItem, action: 'fulfil' | 'reopen', morning?: string) => {
    setBusyLine(item.line.id);
    (action === 'fulfil' ? fulfil : reopen).mutate(
      { lineId: item.line.id, ...(morning ? { morning } : {}) },
      {
        onSuccess: ({ item: saved }) => {
          setRecent((current) => {
            const next = new Map(current);
            if (saved.line.fulfilledAt) next.set(saved.line.id, saved);
            else next.delete(saved.line.id);
            return next;
          });
          notifications.show({
            color: 'mint',
            message: t(action === 'fulfil' ? 'extras.marked' : 'extras.reopened'),
          });
        },
        onError: failed,
        onSettled: () => setBusyLine(null),
      },
    );
  };

  const header = (
    <PageHeader
      title={t('extras.title')}
      subtitle={t('extras.subtitle')}
      actions={
        role === 'team' ? (
          <Tabs value={view} onChange={(value) => setView(value === 'fulfilled' ? 'fulfilled' : 'open')}>
            <Tabs.List aria-label={t('extras.viewsLabel')}>
              <Tabs.Tab value="open" className={classes.button}>
                {queue.data ? `${t('extras.views.open')} (${queue.data.openCount})` : t('extras.views.open')}
              </Tabs.Tab>
              <Tabs.Tab value="fulfilled" className={classes.button}>
                {t('extras.views.fulfilled')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
        ) : undefined
      }
    />
  );

  if (role === 'owner' || queue.error?.code === 'team_only') {
    return (
      <>
        {header}
        <TeamOnly />
      </>
    );
  }

  return (
    <>
      {header}
      {role ? (
        <HostDataGate read={queue}>
          {(data) => {
            const items = view === 'open' ? withRecentlyFulfilled(data.items, recent) : data.items;
            if (items.length === 0) return <Empty view={view} />;
            const now = new Date();
            const groups =
              view === 'open'
                ? groupByDueDay(items, dayIn(now, rihlaTimeZone))
                : groupByFulfilledDay(items, (instant) => dayIn(new Date(instant), rihlaTimeZone));
            return groups.map((group) => (
              <section
                key={group.day}
                className={classes.section}
                aria-labelledby={`extras-day-${group.day}`}
              >
                <DayHeading group={group} view={view} />
                <ul className={classes.grid}>
                  {group.items.map((item) => (
                    <li key={item.line.id}>
                      <ExtrasItemCard
                        item={item}
                        busy={busyLine === item.line.id}
                        onFulfil={(morning) => act(item, 'fulfil', morning)}
                        onReopen={(morning) => act(item, 'reopen', morning)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ));
          }}
        </HostDataGate>
      ) : (
        <HostDataGate read={settings}>{() => null}</HostDataGate>
      )}
    </>
  );
}
