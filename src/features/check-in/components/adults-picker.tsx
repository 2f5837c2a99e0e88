import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adultChoices } from '../rules/form-rules';
import { useCheckInStore } from '../store/check-in-store';
import classes from './check-in.module.css';
import { ChoiceGroup } from './choice-group';

/** Step 1: how many adults (18 or over) will stay, 1 to the booking's number of guests. */
export function AdultsPicker() {
  const { t } = useTranslation('checkin');
  const booking = useCheckInStore((state) => state.booking);
  const adults = useCheckInStore((state) => state.adults);
  const sent = useCheckInStore((state) => state.sent);
  const setAdults = useCheckInStore((state) => state.setAdults);
  if (!booking) return null;
  // Forms the server has cannot be taken back here: the count stays at least as high.
  const fewest = Math.max(1, ...sent);

  return (
    <Paper className={classes.card} withBorder>
      <ChoiceGroup
        id="checkin-adults"
        legend={t('adults.legend')}
        description={t('adults.hint')}
        legendSize="lg"
        layout="row"
        required={false}
        value={adults ? String(adults) : ''}
        choices={adultChoices(booking).map((count) => ({
          value: String(count),
          label: String(count),
          disabled: count < fewest,
        }))}
        onChange={(value) => setAdults(Number(value))}
      />
    </Paper>
  );
}
