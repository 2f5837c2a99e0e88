import '@mantine/core/styles/Modal.css';
import { Anchor, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatMoney, formatStayDate, formatUpdatedAt } from '@/i18n/format';
import { type BookingDetailsAnswer, useBooking } from '../api/get-booking';
import { GuestName, GuestStatusBadge, useGuestNameText, useSourceLabel } from './badges';
import { BookingAutomatedMessages } from './booking-automated-messages';
import { BookingCheckIn } from './booking-checkin';
import classes from './booking-details.module.css';
import { BookingExtras } from './booking-extras';
import { GuestLinkGroup } from './guest-link-group';
import { HostDataGate } from './host-data-gate';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Details({ data }: { data: BookingDetailsAnswer }) {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const sourceLabel = useSourceLabel();
  const nameText = useGuestNameText();
  const { booking } = data;
  const none = (
    <Text span inherit c="dimmed">
      {t('guests.details.notGiven')}
    </Text>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={700} size="lg" component="div">
            <GuestName booking={booking} />
          </Text>
          <Text size="sm" c="dimmed">
            {t('guests.details.recorded', { date: formatUpdatedAt(Date.parse(booking.createdAt), language) })}
          </Text>
        </Stack>
        <GuestStatusBadge status={booking.status} />
      </Group>
      <Group gap="sm">
        <Button
          component={Link}
          to={`${routes.hostBookings}/${booking.id}`}
          variant="light"
          h={44}
          leftSection={<IconPencil size={18} aria-hidden />}
          aria-label={t('guests.editBookingOf', { name: nameText(booking) })}
        >
          {t('guests.editBooking')}
        </Button>
        <Button
          component={Link}
          to={`${routes.hostMessages}?booking=${booking.id}`}
          variant="light"
          h={44}
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          aria-label={t('messages.messageGuestOf', { name: nameText(booking) })}
        >
          {t('messages.messageGuest')}
        </Button>
      </Group>

      <section aria-labelledby="booking-guest">
        <Text component="h3" id="booking-guest" className={classes.sectionTitle}>
          {t('guests.details.guest')}
        </Text>
        <dl className={classes.facts}>
          <Fact label={t('guests.details.email')}>
            {booking.email ? <Anchor href={`mailto:${booking.email}`}>{booking.email}</Anchor> : none}
          </Fact>
          <Fact label={t('guests.details.phone')}>
            {booking.phone ? (
              <Anchor href={`tel:${booking.phone.replace(/\s+/g, '')}`} dir="ltr">
                {booking.phone}
              </Anchor>
            ) : (
              none
            )}
          </Fact>
          <Fact label={t('guests.details.guests')}>
            {t('guests.details.guestCount', { count: booking.guests })}
          </Fact>
        </dl>
      </section>

      <GuestLinkGroup booking={booking} />

      <BookingAutomatedMessages booking={booking} />

      <section aria-labelledby="booking-stay">
        <Text component="h3" id="booking-stay" className={classes.sectionTitle}>
          {t('guests.details.stay')}
        </Text>
        <dl className={classes.facts}>
          <Fact label={t('guests.columns.property')}>
            {booking.property.city
              ? `${booking.property.name}, ${booking.property.city}`
              : booking.property.name}
          </Fact>
          <Fact label={t('guests.columns.source')}>{sourceLabel(booking.source)}</Fact>
          <Fact label={t('guests.columns.checkIn')}>{formatStayDate(booking.checkIn, language)}</Fact>
          <Fact label={t('guests.columns.checkOut')}>{formatStayDate(booking.checkOut, language)}</Fact>
          <Fact label={t('guests.details.nights')}>
            {t('guests.details.nightCount', { count: booking.nights })}
          </Fact>
          <Fact label={t('guests.details.stayTotal')}>
            {booking.stayTotal === null ? (
              <Text span inherit c="dimmed">
                {t('guests.details.notKnown')}
              </Text>
            ) : (
              formatMoney(booking.stayTotal / 100, booking.currency, language)
            )}
          </Fact>
        </dl>
      </section>

      <section aria-labelledby="booking-notes">
        <Text component="h3" id="booking-notes" className={classes.sectionTitle}>
          {t('guests.details.notes')}
        </Text>
        {booking.notes.trim() ? (
          <Text className={classes.notes} dir="auto">
            {booking.notes}
          </Text>
        ) : (
          <Text c="dimmed">{t('guests.details.noNotes')}</Text>
        )}
      </section>

      <BookingCheckIn
        checkIn={data.checkIn}
        checkInDate={booking.checkIn}
        cancelled={booking.status === 'cancelled'}
      />

      <Divider />
      <section aria-labelledby="booking-extras">
        <Group justify="space-between" mb="xs" gap="xs">
          <Text component="h3" id="booking-extras" className={classes.sectionTitle}>
            {t('guests.details.extras')}
          </Text>
          {data.extrasPaid.map((total) => (
            <Text key={total.currency} size="sm" fw={600}>
              {t('guests.details.paidTotal', {
                amount: formatMoney(total.amount / 100, total.currency, language),
              })}
            </Text>
          ))}
        </Group>
        <BookingExtras extras={data.extras} />
      </section>
    </Stack>
  );
}

/** View Details: the booking `bookingId` (null: closed) in a dialog, read from host-booking. */
export function BookingDetailsDialog({
  bookingId,
  onClose,
}: {
  bookingId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('host');
  const read = useBooking(bookingId);
  return (
    <Modal
      opened={bookingId !== null}
      onClose={onClose}
      title={t('guests.details.title')}
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': t('guests.details.close') }}
      classNames={{ title: classes.dialogTitle }}
    >
      {bookingId !== null && <HostDataGate read={read}>{(data) => <Details data={data} />}</HostDataGate>}
    </Modal>
  );
}
