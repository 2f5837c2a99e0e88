import type { CheckInStatus } from '@shared/host-api-types-guests.ts';
import { useTranslation } from 'react-i18next';
import classes from './host-ui.module.css';

/**
 * A booking's online check-in (issue 31): not started, partial, complete, named "Online check-in" so
 * that it does not read as the stay's status above it ("Checked-in", issue 43). Small, to sit under the
 * stay's status. A styled span drawn like the light badges around it, not Mantine's Badge: the
 * dashboard would otherwise carry a second copy of Badge's code in its first view.
 */
export function CheckInBadge({ status }: { status: CheckInStatus }) {
  const { t } = useTranslation('host');
  return (
    <span className={classes.checkInBadge} data-status={status} title={t('checkIn.statusHint')}>
      {t(`checkIn.status.${status}`)}
    </span>
  );
}
