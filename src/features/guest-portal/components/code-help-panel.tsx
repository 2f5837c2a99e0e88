import { Group, Stack, Text } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { rihlaTimeZone } from '@shared/calendar.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { stayContact } from '../arrival-rules';
import { formatClockTime, timeZoneName } from '../release-time';
import { ContactLinks } from './contact-links';
import classes from './guest-portal.module.css';
import { SecretToggle } from './secret-toggle';

/**
 * "Code not working?", opened under the door code: the backup code (masked until revealed), the
 * host's phone and WhatsApp (Rihla's without a host number), and the hours a person answers.
 */
export default function CodeHelpPanel({
  id,
  backupCode,
  booking,
}: {
  id: string;
  backupCode: string | null;
  booking: BookingDetails;
}) {
  const { t, i18n } = useTranslation('guest');
  const [revealed, setRevealed] = useState(false);
  // A key box's code is worded for the box (the property's way in).
  const context = booking.arrivalMethod === 'key_box' ? 'keyBox' : undefined;
  const contact = stayContact(
    booking.hostPhone,
    brand.phone,
    t('lock.helpMessage', { property: booking.propertyName, date: booking.checkInDate, context }),
  );
  const hours = brand.supportHours;
  return (
    <Stack id={id} gap="xs" className={classes.codeHelp} data-testid="code-help">
      {backupCode ? (
        <div>
          <Text fw={600}>{t('lock.backupTitle')}</Text>
          <Group justify="space-between" wrap="nowrap">
            {revealed ? (
              <Text className={classes.secret} data-testid="backup-code">
                {backupCode}
              </Text>
            ) : (
              <Text className={classes.secret} aria-label={t('lock.masked')} role="img">
                <span aria-hidden>{'•'.repeat(Math.max(4, backupCode.length))}</span>
              </Text>
            )}
            <SecretToggle
              label={t('lock.showBackup')}
              revealed={revealed}
              onToggle={() => setRevealed((value) => !value)}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {t('lock.backupHint', { context })}
          </Text>
        </div>
      ) : null}
      <Text size="sm">{t('lock.helpContact')}</Text>
      <ContactLinks contact={contact} />
      <Text size="sm" data-testid="support-hours">
        {t('lock.supportHours', {
          from: formatClockTime(hours.from, i18n.language),
          to: formatClockTime(hours.to, i18n.language),
          zone: timeZoneName(rihlaTimeZone, i18n.language) ?? t('arrival.moroccoTime'),
        })}
      </Text>
    </Stack>
  );
}
