import '@mantine/dates/styles.css';
import { NativeSelect } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconBuildingCommunity, IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { datesLocale } from '@/i18n/dates-locale';
import { weekStartOf } from '@/i18n/format';
import { useProperties } from '../api/get-properties';

/** The Declarations screen's day (arrivals of that day) and property ("All properties" or one). */
export function DeclarationsFilters({
  date,
  propertyId,
  onChange,
}: {
  date: string;
  propertyId: string | null;
  onChange: (filter: { date?: string; propertyId?: string | null }) => void;
}) {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const properties = useProperties().data?.properties ?? [];
  // A property of the address the list does not have (yet): kept as chosen, by its id.
  const known = propertyId === null || properties.some((property) => property.id === propertyId);
  return (
    <>
      <DatesProvider settings={{ locale: datesLocale(language), firstDayOfWeek: weekStartOf(language) }}>
        <DatePickerInput
          label={t('declarations.filters.date')}
          value={date}
          onChange={(next) => next && onChange({ date: String(next).slice(0, 10) })}
          valueFormat="ddd D MMM YYYY"
          leftSection={<IconCalendar size={18} aria-hidden />}
          clearable={false}
          size="md"
          popoverProps={{ withinPortal: true, position: 'bottom-start', shadow: 'md' }}
          ariaLabels={{
            previousMonth: t('calendar.previous'),
            nextMonth: t('calendar.next'),
            monthLevelControl: t('cleaners.form.chooseMonth'),
          }}
        />
      </DatesProvider>
      <NativeSelect
        label={t('declarations.filters.property')}
        value={propertyId ?? ''}
        onChange={(event) => onChange({ propertyId: event.currentTarget.value || null })}
        leftSection={<IconBuildingCommunity size={18} aria-hidden />}
        size="md"
        data={[
          { value: '', label: t('declarations.filters.allProperties') },
          ...properties.map((property) => ({
            value: property.id,
            label: property.city ? `${property.name} · ${property.city}` : property.name,
          })),
          ...(known ? [] : [{ value: propertyId ?? '', label: t('declarations.filters.thisProperty') }]),
        ]}
      />
    </>
  );
}
