import '@mantine/core/styles/Card.css';
import { Anchor, Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import type { DeclarationGap } from '../api/get-declarations';
import { gapFormsText } from '../rules/declarations-view';
import { CheckInBadge } from './checkin-badge';
import classes from './declarations.module.css';
import ui from './host-ui.module.css';

/**
 * The bookings arriving that day whose online check-in is not complete, so the host can chase
 * them: the guest, the property, the status, how many forms are in, and the way to the booking.
 */
export function DeclarationGaps({ gaps, labelledBy }: { gaps: DeclarationGap[]; labelledBy: string }) {
  const { t } = useTranslation('host');
  if (gaps.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('declarations.missing.none')}
      </Text>
    );
  }
  return (
    <ul className={classes.gaps} aria-labelledby={labelledBy}>
      {gaps.map((gap) => {
        const forms = gapFormsText(gap);
        const name = gap.guestName || t('guests.nameNeeded');
        return (
          <li key={gap.bookingId}>
            <Card radius="md" padding="sm" className={ui.card}>
              <div className={classes.gap}>
                <div className={classes.gapWho}>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {gap.propertyName}
                  </Text>
                </div>
                <CheckInBadge status={gap.status} />
                <Text size="sm" fw={500}>
                  {t(forms.key, { ...forms.values })}
                </Text>
                <Anchor
                  component={Link}
                  to={`${routes.hostGuests}?booking=${gap.bookingId}`}
                  size="sm"
                  fw={600}
                  aria-label={t('declarations.missing.openBookingOf', { name })}
                  className={classes.gapLink}
                >
                  {t('declarations.missing.openBooking')}
                </Anchor>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
