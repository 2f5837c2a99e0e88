/**
 * The dashboard's Quick Actions: Add New Property (the property editor), Block Dates (its dialog),
 * Assign Cleaning (the New Task dialog) and View Payouts (the month's statement). The two dialogs and
 * their date pickers load on the first press, not with the dashboard's first view.
 */
import { Button, Card, SimpleGrid, Text } from '@mantine/core';
import { IconBrush, IconCalendarOff, IconHomePlus, IconWallet } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import type { DashboardDialog } from './dashboard-dialogs';
import classes from './host-ui.module.css';

const DashboardDialogs = lazy(() => import('./dashboard-dialogs'));

export function DashboardQuickActions({ today }: { today: string }) {
  const { t } = useTranslation('host');
  const [dialog, setDialog] = useState<DashboardDialog>(null);
  // Mounted from the first press on, so that a dialog closes with its transition.
  const [pressed, setPressed] = useState(false);
  const open = (which: DashboardDialog) => {
    setPressed(true);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const look = (Icon: typeof IconHomePlus) =>
    ({
      variant: 'default',
      size: 'md',
      leftSection: <Icon size={20} stroke={1.7} aria-hidden />,
      className: classes.touch,
    }) as const;

  return (
    <Card radius="lg" padding="lg" className={classes.card}>
      <Text className={classes.cardTitle} component="h2" mb="md">
        {t('dashboard.quickActions.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        <Button component={Link} to={routes.hostPropertyNew} {...look(IconHomePlus)}>
          {t('dashboard.quickActions.addProperty')}
        </Button>
        <Button onClick={() => open('blockDates')} {...look(IconCalendarOff)}>
          {t('dashboard.quickActions.blockDates')}
        </Button>
        <Button onClick={() => open('assignCleaning')} {...look(IconBrush)}>
          {t('dashboard.quickActions.assignCleaning')}
        </Button>
        <Button component={Link} to={routes.hostPayouts} {...look(IconWallet)}>
          {t('dashboard.quickActions.viewPayouts')}
        </Button>
      </SimpleGrid>
      {pressed && (
        <Suspense fallback={null}>
          <DashboardDialogs dialog={dialog} today={today} onClose={close} />
        </Suspense>
      )}
    </Card>
  );
}
