import { NativeSelect, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { AirportTransferDetails } from '@shared/api-types.ts';
import { flightDates, type StayDates } from '@shared/extras-dates.ts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortStayDate } from '../rules/dates';
import classes from './extras.module.css';

type FlightKey = 'flightNumber' | 'flightDate' | 'flightTime';
type ReturnKey = 'returnFlightNumber' | 'returnFlightDate' | 'returnFlightTime';

export interface FlightFieldsProps {
  /** The leg: the transfer's own flight, or the return transfer's. */
  leg: 'main' | 'return';
  direction: AirportTransferDetails['direction'];
  values: AirportTransferDetails;
  stay: StayDates;
  language: string;
  refs: Record<FlightKey | ReturnKey, RefObject<HTMLInputElement | HTMLSelectElement | null>>;
  errorOf: (field: FlightKey | ReturnKey) => string | undefined;
  onChange: (field: FlightKey | ReturnKey, value: string) => void;
}

/** Flight number, date (a day the direction allows during the stay) and time of one leg. */
export function FlightFields({
  leg,
  direction,
  values,
  stay,
  language,
  refs,
  errorOf,
  onChange,
}: FlightFieldsProps) {
  const { t } = useTranslation('extras');
  const keys = (
    leg === 'main'
      ? { number: 'flightNumber', date: 'flightDate', time: 'flightTime' }
      : { number: 'returnFlightNumber', date: 'returnFlightDate', time: 'returnFlightTime' }
  ) as { number: FlightKey | ReturnKey; date: FlightKey | ReturnKey; time: FlightKey | ReturnKey };
  const prefix = leg === 'main' ? 'transfer' : 'transfer.return';
  const dateHint =
    direction === 'arrival' ? 'transfer.flightDateArrivalHint' : 'transfer.flightDateDepartureHint';

  return (
    <>
      <TextInput
        ref={refs[keys.number] as RefObject<HTMLInputElement>}
        className={classes.field}
        label={t(`${prefix}.flightNumber`)}
        description={t('transfer.flightNumberHint')}
        placeholder={t('transfer.flightNumberPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        withAsterisk
        value={values[keys.number]}
        error={errorOf(keys.number)}
        onChange={(event) => onChange(keys.number, event.currentTarget.value)}
      />
      <NativeSelect
        ref={refs[keys.date] as RefObject<HTMLSelectElement>}
        className={classes.field}
        label={t(`${prefix}.flightDate`)}
        description={t(dateHint)}
        withAsterisk
        value={values[keys.date]}
        error={errorOf(keys.date)}
        onChange={(event) => onChange(keys.date, event.currentTarget.value)}
        data={flightDates(direction, stay).map((date) => ({
          value: date,
          label: formatShortStayDate(date, language),
        }))}
      />
      <TimeInput
        ref={refs[keys.time] as RefObject<HTMLInputElement>}
        className={classes.field}
        label={t(`${prefix}.flightTime`)}
        description={t('transfer.flightTimeHint')}
        withAsterisk
        value={values[keys.time]}
        error={errorOf(keys.time)}
        onChange={(event) => onChange(keys.time, event.currentTarget.value)}
      />
    </>
  );
}
