import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBrush,
  IconBuildingCommunity,
  IconCalendarOff,
  IconCalendarStats,
  IconCash,
  IconHomePlus,
  IconTrendingUp,
  IconUserCheck,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatMoney, formatMonth, formatShortDate, formatSignedPercent } from '@/i18n/format';
import { CalendarTeaser } from '../components/calendar-teaser';
import classes from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import { initials } from '../rules/initials';
import { cleaningTasks } from '../sample-data/cleaning-tasks';
import { dashboardMonth, dashboardStats } from '../sample-data/dashboard';
import { guestBookings } from '../sample-data/guests';
import { hostProperties } from '../sample-data/properties';
import { hostProfile } from '../sample-data/settings';

export default function DashboardPage() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const month = formatMonth(dashboardMonth, language);
  const cities = new Set(hostProperties.map((property) => property.city)).size;
  const pending = cleaningTasks.filter((task) => task.status === 'pending').length;
  const upcoming = guestBookings
    .filter((booking) => booking.status === 'upcoming')
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn));

  const stats = [
    {
      label: t('dashboard.stats.totalProperties'),
      value: String(hostProperties.length),
      hint: t('dashboard.stats.cities', { count: cities }),
      icon: IconBuildingCommunity,
      color: 'terracotta',
    },
    {
      label: t('dashboard.stats.monthlyRevenue'),
      value: formatMoney(dashboardStats.monthlyRevenue, 'USD', language, 0),
      hint: t('dashboard.stats.trend', {
        value: formatSignedPercent(dashboardStats.revenueTrendPercent, language),
      }),
      icon: IconCash,
      color: 'mint',
      trend: true,
    },
    {
      label: t('dashboard.stats.totalBookings'),
      value: String(dashboardStats.activeBookings),
      hint: t('dashboard.stats.activeBookings'),
      icon: IconCalendarStats,
      color: 'majorelle',
    },
    {
      label: t('dashboard.stats.cleaningTasks'),
      value: String(pending),
      hint: t('dashboard.stats.pending'),
      icon: IconBrush,
      color: 'yellow',
    },
  ];

  const quickActions = [
    { label: t('dashboard.quickActions.addProperty'), icon: IconHomePlus },
    { label: t('dashboard.quickActions.blockDates'), icon: IconCalendarOff },
    { label: t('dashboard.quickActions.assignCleaning'), icon: IconBrush },
    { label: t('dashboard.quickActions.viewPayouts'), icon: IconWallet },
  ];

  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: hostProfile.firstName })}
        subtitle={t('dashboard.overview', { month })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="lg">
        {stats.map((stat) => (
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
            <Group gap={4} mt="sm" wrap="nowrap">
              {stat.trend && <IconTrendingUp size={16} color="var(--mantine-color-mint-8)" aria-hidden />}
              <Text size="sm" c={stat.trend ? 'mint.9' : 'dimmed'}>
                {stat.hint}
              </Text>
            </Group>
          </Card>
        ))}
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
          <CalendarTeaser month={dashboardMonth} />
        </Card>

        <Card radius="lg" padding="lg" className={classes.card}>
          <Text className={classes.cardTitle} component="h2" mb="md">
            {t('dashboard.upcoming.title')}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} className={classes.plainList}>
            {upcoming.map((booking) => (
              <Group key={booking.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <Avatar color="terracotta" radius="xl">
                    {initials(booking.name)}
                  </Avatar>
                  <Stack gap={0}>
                    <Text fw={600}>{booking.name}</Text>
                    <Text size="sm" c="dimmed">
                      {booking.property}
                    </Text>
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
        </Card>
      </SimpleGrid>

      <Card radius="lg" padding="lg" className={classes.card}>
        <Text className={classes.cardTitle} component="h2" mb="md">
          {t('dashboard.quickActions.title')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          {quickActions.map((action) => (
            <Button
              key={action.label}
              variant="default"
              size="md"
              leftSection={<action.icon size={20} stroke={1.7} aria-hidden />}
              className={classes.touch}
            >
              {action.label}
            </Button>
          ))}
        </SimpleGrid>
      </Card>
    </>
  );
}
