import { Text } from '@mantine/core';
import type { CheckInChange } from '@shared/host-api-types-guests.ts';
import { useTranslation } from 'react-i18next';
import { formatUpdatedAt } from '@/i18n/format';
import { checkInHistoryLines } from '../rules/checkin-status';
import classes from './booking-details.module.css';

/**
 * View Details' check-in history (issue 41): every form the guests sent, oldest first, with when
 * and from which address; a form sent again after the check-in was complete is marked. The police
 * declaration shows the current forms only.
 */
export function BookingCheckInHistory({ history }: { history: readonly CheckInChange[] | undefined }) {
  const { t, i18n } = useTranslation('host');
  const lines = checkInHistoryLines(history);
  if (lines.length === 0) return null;
  return (
    <div>
      <Text component="h4" size="sm" fw={700} m={0} id="booking-checkin-history">
        {t('checkIn.history.title')}
      </Text>
      <ol className={classes.checkInGuests} aria-labelledby="booking-checkin-history">
        {lines.map((line) => (
          <li key={`${line.at}-${line.values.index}-${line.key}`}>
            <Text size="sm" span>
              {t(line.key, {
                when: formatUpdatedAt(line.at, i18n.language),
                index: line.values.index,
                address: line.values.address,
              })}
            </Text>
            {line.afterComplete && (
              <Text size="sm" span c="orange.9" fw={600}>
                {` (${t('checkIn.history.afterComplete')})`}
              </Text>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
