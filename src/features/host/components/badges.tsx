import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';
import type { CleaningTaskStatus as CleaningStatus } from '@shared/host-api-types-cleaning.ts';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import type { BookingSourceName, ListedBooking, StayStatus } from '../api/get-guests';
import classes from './host-ui.module.css';

const guestColors: Record<StayStatus, string> = {
  upcoming: 'majorelle',
  checkedIn: 'mint',
  checkedOut: 'gray',
  cancelled: 'red',
};
const taskColors: Record<CleaningStatus, string> = {
  pending: 'yellow',
  assigned: 'majorelle',
  inProgress: 'terracotta',
  completed: 'mint',
};

export function GuestStatusBadge({ status }: { status: StayStatus }) {
  const { t } = useTranslation('host');
  return (
    <Badge
      color={guestColors[status]}
      variant="light"
      radius="sm"
      className={classes.badge}
      c={`${guestColors[status]}.9`}
      title={t(`guestStatusHint.${status}`)}
    >
      {t(`guestStatus.${status}`)}
    </Badge>
  );
}

/** A channel booking whose guest is not named yet: the guest cannot find the stay until the host adds the name. */
export function NameNeededBadge() {
  const { t } = useTranslation('host');
  return (
    <Badge color="yellow" variant="light" radius="sm" className={classes.badge} c="dark.6">
      {t('guests.nameNeeded')}
    </Badge>
  );
}

type NamedBooking = Pick<ListedBooking, 'name' | 'nameNeeded'>;

/** A listed guest's name, with "Guest name needed" for a channel booking without one. */
export function GuestName({ booking }: { booking: NamedBooking }) {
  if (!booking.nameNeeded) return <>{booking.name}</>;
  return (
    <Group component="span" gap={6} wrap="wrap">
      {booking.name && <span>{booking.name}</span>}
      <NameNeededBadge />
    </Group>
  );
}

/** The guest's name as text (buttons' labels): "Guest name needed" when there is none yet. */
export function useGuestNameText() {
  const { t } = useTranslation('host');
  return (booking: NamedBooking) => booking.name || (booking.nameNeeded ? t('guests.nameNeeded') : '');
}

export function TaskStatusBadge({ status }: { status: CleaningStatus }) {
  const { t } = useTranslation('host');
  return (
    <Badge
      color={taskColors[status]}
      variant="light"
      radius="sm"
      className={classes.badge}
      c={status === 'pending' ? 'dark.6' : `${taskColors[status]}.9`}
    >
      {t(`taskStatus.${status}`)}
    </Badge>
  );
}

/** Direct and Others are words; the platforms keep their brand names in every language. */
export function useSourceLabel() {
  const { t } = useTranslation('host');
  return (source: BookingSourceName) => {
    switch (source) {
      case 'airbnb':
        return 'Airbnb';
      case 'vrbo':
        return 'VRBO';
      case 'booking_com':
        return brand.hostBookingSource;
      default:
        return t(`sources.${source}`);
    }
  };
}
