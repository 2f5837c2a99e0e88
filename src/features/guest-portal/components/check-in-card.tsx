import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GuestCheckInSummary } from '@shared/api-types.ts';
import { IconCircleCheck, IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { checkInProgress } from '../arrival-rules';
import classes from './guest-portal.module.css';

/** The check-in form's page of a booking. */
export const checkInPath = (bookingId: string) => `${routes.guestCheckIn}/${encodeURIComponent(bookingId)}`;

/**
 * The online check-in on the stay view: its status ("Not started", "1 of 2 guests", "Complete") and,
 * until it is complete, why it is asked and the way to the form. Once complete, one short line.
 */
export function CheckInCard({ bookingId, checkIn }: { bookingId: string; checkIn: GuestCheckInSummary }) {
  const { t } = useTranslation('guest');
  const progress = checkInProgress(checkIn);
  const complete = progress.status === 'complete';
  const status =
    progress.status === 'partial'
      ? t('checkIn.partial', { done: progress.done, total: progress.total })
      : t(complete ? 'checkIn.complete' : 'checkIn.notStarted');
  return (
    <Paper
      component="section"
      aria-labelledby="check-in-title"
      className={classes.card}
      withBorder
      data-testid="check-in-card"
      data-status={progress.status}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size={complete ? 'h5' : 'h4'} id="check-in-title" className={classes.cardTitle}>
            <IconId size={22} aria-hidden /> {t('checkIn.title')}
          </Title>
          <Text fw={600} c={complete ? 'mint.9' : undefined} className={classes.cardTitle}>
            {complete ? <IconCircleCheck size={20} aria-hidden /> : null}
            {status}
          </Text>
        </Group>
        {complete ? null : (
          <>
            <Text size="sm">{t('checkIn.why')}</Text>
            <Button component={Link} to={checkInPath(bookingId)} size="md">
              {t(progress.status === 'partial' ? 'checkIn.continue' : 'checkIn.start')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
