import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/dates/styles.css';
import { Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datesLocale } from '@/i18n/dates-locale';
import { weekStartOf } from '@/i18n/format';
import type { StaysAnswer } from '../api/stay-types';
import { addDays } from '../rules/stay-calendar';
import { maxGuests, maxStayNights, type StaySearch } from '../rules/stay-search';
import { GuestCountInput } from './guest-count-input';

const day = (value: unknown) => (value ? String(value).slice(0, 10) : null);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The list's filters: city, dates (check-in, check-out) and guests. Each change goes to the address
 * at once (useStaySearch replaces it); the dates once both are chosen.
 */
export function StaysFilters({
  search,
  cities,
  onChange,
}: {
  search: StaySearch;
  cities: StaysAnswer['cities'];
  onChange: (change: Partial<StaySearch>) => void;
}) {
  const { t, i18n } = useTranslation('stays');
  const language = i18n.language;
  // A check-in alone waits here for its check-out: the address carries both or neither.
  const [pending, setPending] = useState<string | null>(null);
  const dates: [string | null, string | null] = pending ? [pending, null] : [search.checkIn, search.checkOut];
  const cityOptions = cities.map((city) => ({ value: city.key, label: city.name }));
  if (search.city && !cityOptions.some((option) => option.value === search.city))
    cityOptions.push({ value: search.city, label: search.city });
  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Select
          label={t('filters.city')}
          placeholder={t('filters.anyCity')}
          data={cityOptions}
          value={search.city}
          onChange={(city) => onChange({ city })}
          clearable
          leftSection={<IconMapPin size={18} aria-hidden />}
          size="md"
          comboboxProps={{ withinPortal: true }}
        />
        <DatesProvider settings={{ locale: datesLocale(language), firstDayOfWeek: weekStartOf(language) }}>
          <DatePickerInput
            type="range"
            label={t('filters.dates')}
            placeholder={t('filters.datesPlaceholder')}
            value={dates}
            onChange={([from, to]) => {
              const checkIn = day(from);
              const checkOut = day(to);
              if (checkIn && !checkOut) return setPending(checkIn);
              setPending(null);
              onChange({ checkIn, checkOut });
            }}
            minDate={today()}
            maxDate={pending ? addDays(pending, maxStayNights) : undefined}
            allowSingleDateInRange={false}
            // Weekend days in red on the range's tint fall under WCAG's contrast; all days read alike.
            weekendDays={[]}
            clearable
            hideOutsideDates
            valueFormat="D MMM YYYY"
            labelSeparator="–"
            leftSection={<IconCalendar size={18} aria-hidden />}
            size="md"
            popoverProps={{ withinPortal: true, position: 'bottom-start', shadow: 'md' }}
            ariaLabels={{ previousMonth: t('filters.previousMonth'), nextMonth: t('filters.nextMonth') }}
          />
        </DatesProvider>
        <GuestCountInput
          label={t('filters.adults')}
          value={search.adults ?? 1}
          min={1}
          max={maxGuests}
          onChange={(adults) => onChange({ adults })}
          size="md"
        />
        <GuestCountInput
          label={t('filters.children')}
          value={search.children ?? 0}
          min={0}
          max={maxGuests}
          onChange={(children) => onChange({ children: children > 0 ? children : null })}
          size="md"
        />
      </SimpleGrid>
    </form>
  );
}
