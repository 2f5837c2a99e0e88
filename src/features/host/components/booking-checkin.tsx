import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { HostCheckInSummary } from '@shared/host-api-types-guests.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatStayDate } from '@/i18n/format';
import { formsReceivedText } from '../rules/checkin-status';
import { BookingCheckInHistory } from './booking-checkin-history';
import classes from './booking-details.module.css';
import { CheckInBadge } from './checkin-badge';

/**
 * View Details' online check-in (issue 31): the status, how many of the declared adults' forms are
 * in ("1 of 2 adults"), whose, every form received with who and when (issue 41), and the way to that
 * day's declaration. Names only: the forms themselves are on the Declarations screen.
 */
export function BookingCheckIn({
  checkIn,
  checkInDate,
  cancelled,
}: {
  /** Absent from an answer saved on the tablet before check-in existed. */
  checkIn: HostCheckInSummary | undefined;
  checkInDate: string;
  cancelled: boolean;
}) {
  const { t, i18n } = useTranslation('host');
  if (!checkIn) return null;
  const forms = formsReceivedText(checkIn);
  const guests = [...checkIn.guests].sort((a, b) => a.guestIndex - b.guestIndex);
  return (
    <section aria-labelledby="booking-checkin">
      <Group justify="space-between" gap="xs" mb="xs">
        <Text component="h3" id="booking-checkin" className={classes.sectionTitle} mb={0}>
          {t('checkIn.title')}
        </Text>
        <CheckInBadge status={checkIn.status} />
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t(forms.key, { ...forms.values })}
        </Text>
        {guests.length > 0 && (
          <ul className={classes.checkInGuests} aria-label={t('checkIn.received')}>
            {guests.map((guest) => (
              <li key={guest.guestIndex}>
                <Text size="sm" span>
                  {t(guest.guestIndex === 1 ? 'checkIn.mainGuest' : 'checkIn.guestNumber', {
                    index: guest.guestIndex,
                    name: `${guest.firstName} ${guest.lastName}`.trim(),
                  })}
                </Text>
              </li>
            ))}
          </ul>
        )}
        <BookingCheckInHistory history={checkIn.history} />
        {!cancelled && (
          <Anchor component={Link} to={`${routes.hostDeclarations}?date=${checkInDate}`} size="sm" fw={600}>
            {t('checkIn.openDeclaration', { date: formatStayDate(checkInDate, i18n.language) })}
          </Anchor>
        )}
      </Stack>
    </section>
  );
}
