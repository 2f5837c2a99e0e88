import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBrush,
  IconBuildingCommunity,
  IconCalendarStats,
  IconCash,
  IconTrendingDown,
  IconTrendingUp,
  IconUserCheck,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import {
  formatMoney,
  formatMonth,
  formatShortDate,
  formatSignedPercent,
  formatStayDate,
} from '@/i18n/format';
import { type DashboardAnswer, useDashboard } from '../api/get-dashboard';
import { forgetJustSignedIn, isJustSignedIn } from '../auth/just-signed-in';
import { CalendarTeaser } from '../components/calendar-teaser';
import { CheckInBadge } from '../components/checkin-badge';
import { DashboardQuickActions } from '../components/dashboard-quick-actions';
import { HostDataGate } from '../components/host-data-gate';
import classes from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import { initials } from '../rules/initials';

interface StatCard {
  label: string;
  value: string;
  hint: string | null;
  icon: typeof IconCash;
  color: string;
  /** Up or down against last month; null: a plain hint. */
  trend: 'up' | 'down' | null;
}

function statCards(data: DashboardAnswer, t: TFunction<'host'>, language: string) {
  const { stats } = data;
  const trend = stats.revenueTrendPercent;
  const cards: StatCard[] = [
    {
      label: t('dashboard.stats.totalProperties'),
      value: String(stats.totalProperties),
      hint: t('dashboard.stats.cities', { count: stats.cities }),
      icon: IconBuildingCommunity,
      color: 'terracotta',
      trend: null,
    },
    {
      label: t('dashboard.stats.monthlyRevenue'),
      value: formatMoney(stats.monthlyRevenue, stats.revenueCurrency, language, 0),
      hint:
        trend === null ? null : t('dashboard.stats.trend', { value: formatSignedPercent(trend, language) }),
      icon: IconCash,
      color: 'mint',
      trend: trend === null ? null : trend >= 0 ? 'up' : 'down',
    },
    {
      label: t('dashboard.stats.totalBookings'),
      value: String(stats.activeBookings),
      hint: t('dashboard.stats.activeBookings'),
      icon: IconCalendarStats,
      color: 'majorelle',
      trend: null,
    },
    {
      label: t('dashboard.stats.cleaningTasks'),
      value: String(stats.pendingCleaningTasks),
      hint: t('dashboard.stats.pending'),
      icon: IconBrush,
      color: 'yellow',
      trend: null,
    },
  ];
  return cards;
}

/** A paid early check-in on a day whose cleaning is not done yet: one yellow warning each, to the Cleaners screen. */
function EarlyCheckInWarnings({ data }: { data: DashboardAnswer }) {
  const { t, i18n } = useTranslation('host');
  // A copy of the answer saved before the warnings existed has none.
  const warnings = data.earlyCheckInWarnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Stack gap="sm" mb="lg">
      {warnings.map((warning) => (
        <Alert
          key={`${warning.bookingId}-${warning.date}`}
          color="yellow"
          variant="light"
          classNames={{ title: classes.warningTitle }}
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('dashboard.earlyCheckInWarning', {
            property: warning.propertyName,
            date: formatStayDate(warning.date, i18n.language),
          })}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('dashboard.earlyCheckInWarningGuest', { guest: warning.guestName })}</Text>
            <Anchor component={Link} to={routes.hostCleaners} size="sm" fw={600}>
              {t('dashboard.openCleaners')}
            </Anchor>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}

const hostSide = { host: true } as const;
/** Shown once, right after a sign-in: its code stays out of the dashboard's first view. */
const PushOffer = lazy(() =>
  import('@/components/push-offer').then((module) => ({ default: module.PushOffer })),
);

/** Right after the sign-in (the login form says so), not on a later load nor a reload of this page. */
function useJustSignedIn(): boolean {
  const [signedIn] = useState(() => isJustSignedIn());
  useEffect(forgetJustSignedIn, []);
  return signedIn;
}

function Dashboard({ data, signedInNow }: { data: DashboardAnswer; signedInNow: boolean }) {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const month = formatMonth(data.month, language);

  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: data.host.displayName })}
        subtitle={t('dashboard.overview', { month })}
      />
      {signedInNow ? (
        <Stack mb="lg">
          <Suspense fallback={null}>
            <PushOffer side={hostSide} />
          </Suspense>
        </Stack>
      ) : null}
      <EarlyCheckInWarnings data={data} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="lg">
        {statCards(data, t, language).map((stat) => {
          const Trend = stat.trend === 'down' ? IconTrendingDown : IconTrendingUp;
          const trendColor = stat.trend === 'down' ? 'red' : 'mint';
          return (
            <Card key={stat.label} radius="lg" padding="lg" className={classes.card}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Text size="sm" c="dimmed" fw={500}>
                    {stat.label}
                  </Text>
                  <Text className={classes.statValue}>{stat.value}</Text>
                </Stack>
                <ThemeIcon size={44} radius="md" variant="light" color={stat.color}>
                  <stat.icon size={24} stroke={1.7} aria-hidden />
                </ThemeIcon>
              </Group>
              {stat.hint && (
                <Group gap={4} mt="sm" wrap="nowrap">
                  {stat.trend && (
                    <Trend size={16} color={`var(--mantine-color-${trendColor}-8)`} aria-hidden />
                  )}
                  <Text size="sm" c={stat.trend ? `${trendColor}.9` : 'dimmed'}>
                    {stat.hint}
                  </Text>
                </Group>
              )}
            </Card>
          );
        })}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="lg">
        <Card radius="lg" padding="lg" className={classes.card}>
          <Group justify="space-between" mb="md" wrap="nowrap">
            <Stack gap={0}>
              <Text className={classes.cardTitle} component="h2">
                {t('dashboard.calendar.title')}
              </Text>
              <Text size="sm" c="dimmed">
                {month}
              </Text>
            </Stack>
            <Button component={Link} to={routes.hostCalendar} variant="light" className={classes.touch}>
              {t('dashboard.calendar.open')}
            </Button>
          </Group>
          <CalendarTeaser month={data.month} />
        </Card>

        <Card radius="lg" padding="lg" className={classes.card}>
          <Text className={classes.cardTitle} component="h2" mb="md">
            {t('dashboard.upcoming.title')}
          </Text>
          {data.upcomingCheckIns.length === 0 ? (
            <Text c="dimmed">{t('dashboard.upcoming.empty')}</Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} className={classes.plainList}>
              {data.upcomingCheckIns.map((booking) => (
                <Group key={booking.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <Avatar color="terracotta" radius="xl">
                      {initials(booking.name)}
                    </Avatar>
                    <Stack gap={0} align="flex-start">
                      <Text fw={600}>{booking.name}</Text>
                      <Text size="sm" c="dimmed">
                        {booking.property}
                      </Text>
                      {/* Upcoming stays only: the badge always applies (absent from an answer saved before it). */}
                      {booking.checkInStatus && <CheckInBadge status={booking.checkInStatus} />}
                    </Stack>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconUserCheck size={16} aria-hidden color="var(--mantine-color-majorelle-7)" />
                    <Text size="sm" fw={500}>
                      {formatShortDate(booking.checkIn, language)}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>

      <DashboardQuickActions today={data.today} />
    </>
  );
}

/** The Dashboard: the portfolio's figures this month, the calendar teaser and the next check-ins. */
export default function DashboardPage() {
  const read = useDashboard();
  const signedInNow = useJustSignedIn();
  return (
    <HostDataGate read={read}>{(data) => <Dashboard data={data} signedInNow={signedInNow} />}</HostDataGate>
  );
}
