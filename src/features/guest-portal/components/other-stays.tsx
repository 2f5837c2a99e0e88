import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatStayDate } from '@/i18n/format';
import type { SavedStay } from '@/lib/saved-stays';
import classes from './guest-portal.module.css';

/** The other stays saved on this device. */
export function OtherStays({ stays, onOpen }: { stays: SavedStay[]; onOpen: (bookingId: string) => void }) {
  const { t, i18n } = useTranslation('guest');
  if (stays.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="other-stays-title" className={classes.card} withBorder>
      <Title order={2} size="h4" id="other-stays-title" mb="xs">
        {t('saved.otherStays')}
      </Title>
      <Stack gap="xs">
        {stays.map((stay) => (
          <Button
            key={stay.bookingId}
            variant="light"
            color="majorelle"
            size="md"
            justify="space-between"
            leftSection={<IconCalendarEvent size={18} aria-hidden />}
            onClick={() => onOpen(stay.bookingId)}
            aria-label={t('saved.openStay', { name: stay.booking.propertyName })}
            fullWidth
          >
            <bdi>{stay.booking.propertyName}</bdi>
            <span className={classes.stayDate}>
              <bdi>{formatStayDate(stay.booking.checkInDate, i18n.language)}</bdi>
            </span>
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
