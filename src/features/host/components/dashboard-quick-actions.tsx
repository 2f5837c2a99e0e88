/**
 * The dashboard's Quick Actions: Add New Property (the property editor), Block Dates (its dialog),
 * Assign Cleaning (the New Task dialog) and View Payouts (the month's statement).
 */
import { Button, Card, SimpleGrid, Text } from '@mantine/core';
import { IconBrush, IconCalendarOff, IconHomePlus, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { useProperties } from '../api/get-properties';
import { BlockDatesDialog } from './block-dates-dialog';
import classes from './host-ui.module.css';
import { NewCleaningTaskDialog } from './new-cleaning-task-dialog';

type Dialog = 'blockDates' | 'assignCleaning' | null;

/** New Task with the caller's properties, read once the dialog opens. */
function AssignCleaningDialog({
  opened,
  today,
  onClose,
}: {
  opened: boolean;
  today: string;
  onClose: () => void;
}) {
  const properties = useProperties({ enabled: opened }).data?.properties ?? [];
  return <NewCleaningTaskDialog opened={opened} properties={properties} today={today} onClose={onClose} />;
}

export function DashboardQuickActions({ today }: { today: string }) {
  const { t } = useTranslation('host');
  const [dialog, setDialog] = useState<Dialog>(null);
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
        <Button onClick={() => setDialog('blockDates')} {...look(IconCalendarOff)}>
          {t('dashboard.quickActions.blockDates')}
        </Button>
        <Button onClick={() => setDialog('assignCleaning')} {...look(IconBrush)}>
          {t('dashboard.quickActions.assignCleaning')}
        </Button>
        <Button component={Link} to={routes.hostPayouts} {...look(IconWallet)}>
          {t('dashboard.quickActions.viewPayouts')}
        </Button>
      </SimpleGrid>
      <BlockDatesDialog opened={dialog === 'blockDates'} today={today} onClose={close} />
      <AssignCleaningDialog opened={dialog === 'assignCleaning'} today={today} onClose={close} />
    </Card>
  );
}
