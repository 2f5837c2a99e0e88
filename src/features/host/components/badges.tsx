import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import type { CleaningStatus } from '../sample-data/cleaning-tasks';
import type { BookingSource, GuestStatus } from '../sample-data/guests';
import classes from './host-ui.module.css';

const guestColors: Record<GuestStatus, string> = {
  upcoming: 'majorelle',
  checkedIn: 'mint',
  checkedOut: 'gray',
};
const taskColors: Record<CleaningStatus, string> = {
  pending: 'yellow',
  assigned: 'majorelle',
  inProgress: 'terracotta',
  completed: 'mint',
};

export function GuestStatusBadge({ status }: { status: GuestStatus }) {
  const { t } = useTranslation('host');
  return (
    <Badge
      color={guestColors[status]}
      variant="light"
      radius="sm"
      className={classes.badge}
      c={`${guestColors[status]}.9`}
    >
      {t(`guestStatus.${status}`)}
    </Badge>
  );
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
  return (source: BookingSource | 'vrboOthers') => {
    switch (source) {
      case 'airbnb':
        return 'Airbnb';
      case 'vrbo':
        return 'VRBO';
      case 'host':
        return brand.hostBookingSource;
      default:
        return t(`sources.${source}`);
    }
  };
}
