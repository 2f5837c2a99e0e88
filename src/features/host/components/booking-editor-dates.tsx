import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { datesLocale } from '@/i18n/dates-locale';
import { weekStartOf } from '@/i18n/format';
import { nightsBetween } from '../rules/booking-form';
import classes from './booking-editor.module.css';

const day = (value: unknown) => (value ? String(value).slice(0, 10) : null);

/**
 * The stay's dates as one range: check-in, then check-out, in one calendar that closes when both are
 * chosen. Two months side by side where they fit (a tablet, either way up), one on a phone; weeks
 * and month names in the host's language, as every date picker of the app.
 */
export function BookingDatesInput({
  checkIn,
  checkOut,
  onChange,
  error,
  readOnly,
}: {
  checkIn: string | null;
  checkOut: string | null;
  onChange: (checkIn: string | null, checkOut: string | null) => void;
  error?: string;
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const twoMonths = useMediaQuery('(min-width: 46em)') ?? false;
  const nights = nightsBetween(checkIn, checkOut);
  const description =
    nights !== null && nights > 0
      ? t('bookingEditor.fields.nights', { count: nights })
      : checkIn && !checkOut
        ? t('bookingEditor.fields.chooseCheckOut')
        : t('bookingEditor.fields.datesHint');
  return (
    <DatesProvider settings={{ locale: datesLocale(language), firstDayOfWeek: weekStartOf(language) }}>
      <DatePickerInput
        type="range"
        label={t('bookingEditor.fields.dates')}
        placeholder={t('bookingEditor.fields.datesPlaceholder')}
        value={[checkIn, checkOut]}
        onChange={([from, to]) => onChange(day(from), day(to))}
        numberOfColumns={twoMonths ? 2 : 1}
        // Each day belongs to one month on screen (the neighbours' days would be faint and repeated).
        hideOutsideDates
        valueFormat="D MMM YYYY"
        labelSeparator="–"
        leftSection={<IconCalendar size={18} aria-hidden />}
        description={description}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={error}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        withAsterisk={!readOnly}
        size="md"
        data-field="dates"
        popoverProps={{ withinPortal: true, position: 'bottom-start', shadow: 'md' }}
        classNames={{ day: classes.day }}
        // The month and year headers keep their visible text as their name ("November 2026").
        ariaLabels={{ previousMonth: t('calendar.previous'), nextMonth: t('calendar.next') }}
      />
    </DatesProvider>
  );
}
