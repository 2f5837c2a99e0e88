import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatStayDate } from '@/i18n/format';
import type { ListedBooking } from '../api/get-guests';
import { showsCheckInBadge } from '../rules/checkin-status';
import { GuestName, GuestStatusBadge, useGuestNameText, useSourceLabel } from './badges';
import { CheckInBadge } from './checkin-badge';
import classes from './guests.module.css';
import ui from './host-ui.module.css';

/** The guests as cards, for widths where the table's seven columns do not fit (a tablet's content). */
export function GuestCards({
  bookings,
  onViewDetails,
}: {
  bookings: ListedBooking[];
  onViewDetails: (bookingId: string) => void;
}) {
  const { t, i18n } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  const nameText = useGuestNameText();
  const details = (booking: ListedBooking) =>
    [
      ['checkIn', formatStayDate(booking.checkIn, i18n.language)],
      ['checkOut', formatStayDate(booking.checkOut, i18n.language)],
      ['property', booking.property],
      ['source', sourceLabel(booking.source)],
    ] as const;
  return (
    <ul className={classes.cards} aria-label={t('guests.title')}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <Card
            component="article"
            radius="lg"
            padding="md"
            className={`${ui.card} ${classes.guestCard}`}
            aria-labelledby={`guest-${booking.id}`}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Text component="h2" fw={700} className={classes.guestName} id={`guest-${booking.id}`}>
                <GuestName booking={booking} />
              </Text>
              <Stack gap={4} align="flex-end">
                <GuestStatusBadge status={booking.status} />
                {showsCheckInBadge(booking) && <CheckInBadge status={booking.checkInStatus} />}
              </Stack>
            </Group>
            <dl className={classes.details}>
              {details(booking).map(([column, value]) => (
                <div key={column}>
                  <dt>{t(`guests.columns.${column}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <Button
              variant="light"
              h={44}
              fullWidth
              mt="auto"
              onClick={() => onViewDetails(booking.id)}
              aria-label={t('guests.viewDetailsOf', { name: nameText(booking) })}
            >
              {t('guests.viewDetails')}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
