import { Text } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { clockTime, stayContact } from '../arrival-rules';
import { ContactLinks } from './contact-links';

/**
 * Under the way in, on every stay: the check-in and check-out times (when the stay has them: older
 * saved copies do not) and the stay's phone and WhatsApp (the host's, else Rihla's).
 */
export function StayContact({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation('guest');
  // The ISO date: no date formatting (Intl) in the door code's first frame.
  const message = t('arrival.whatsAppMessage', {
    property: booking.propertyName,
    date: booking.checkInDate,
  });
  const contact = stayContact(booking.hostPhone, brand.phone, message);
  const checkIn = clockTime(booking.checkInTime);
  const checkOut = clockTime(booking.checkOutTime);
  return (
    <div data-testid="stay-contact">
      {checkIn && checkOut ? (
        <Text size="sm" fw={600} mb={4} data-testid="stay-times">
          {t('arrival.times', { checkIn, checkOut })}
        </Text>
      ) : null}
      <Text size="sm">{t('arrival.help')}</Text>
      <ContactLinks contact={contact} />
    </div>
  );
}
