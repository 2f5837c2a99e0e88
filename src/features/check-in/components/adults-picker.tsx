import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adultChoices, adultsPickerId, adultsRefusalAmong } from '../rules/form-rules';
import { useCheckInStore } from '../store/check-in-store';
import classes from './check-in.module.css';
import { ChoiceGroup } from './choice-group';

/**
 * Step 1: how many adults (18 or over) will stay, 1 to the booking's number of guests; the
 * server's refusal of the count (fewer than the forms it has, issue 41) shows under it.
 */
export function AdultsPicker() {
  const { t } = useTranslation('checkin');
  const booking = useCheckInStore((state) => state.booking);
  const adults = useCheckInStore((state) => state.adults);
  const sent = useCheckInStore((state) => state.sent);
  const setAdults = useCheckInStore((state) => state.setAdults);
  const results = useCheckInStore((state) => state.results);
  const guests = useCheckInStore((state) => state.guests);
  if (!booking) return null;
  const refusal = adultsRefusalAmong(
    Object.values(results),
    Object.values(guests).map((entry) => entry.refusal),
  );
  // Forms the server has cannot be taken back here: the count stays at least as high.
  const fewest = Math.max(1, ...sent);

  return (
    <Paper className={classes.card} withBorder>
      <ChoiceGroup
        id={adultsPickerId}
        legend={t('adults.legend')}
        description={t('adults.hint')}
        legendSize="lg"
        layout="row"
        required={false}
        value={adults ? String(adults) : ''}
        error={refusal ? t(`adults.errors.${refusal}`) : undefined}
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
