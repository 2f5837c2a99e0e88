/** The property's time zone: a searchable list of the IANA zones this browser knows. */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import { Select } from '@mantine/core';
import { rihlaTimeZone } from '@shared/calendar.ts';
import { IconWorld } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether this runtime's Intl knows `zone` (as the server checks it). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function timeZones(current: string): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [rihlaTimeZone];
  return current && !supported.includes(current) ? [current, ...supported] : supported;
}

export function PropertyTimeZoneSelect({
  value,
  onChange,
  error,
  className,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  className?: string;
}) {
  const { t } = useTranslation('host');
  const data = useMemo(
    () => timeZones(value).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [value],
  );
  return (
    <Select
      id="property-timeZone"
      label={t('propertyEditor.fields.timeZone')}
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('propertyEditor.fields.timeZoneNone')}
      leftSection={<IconWorld size={18} aria-hidden />}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      error={error}
      className={className}
      size="md"
    />
  );
}
