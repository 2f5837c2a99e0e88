import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { type CalendarAriaLabels, DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

export interface CheckInDateInputProps {
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
  placeholder: string;
  language: string;
  disabled?: boolean;
  ariaLabels: CalendarAriaLabels;
}

/** The calendar popover date picker (lazy loaded: the saved-stay view never waits for it). Values are YYYY-MM-DD. */
export default function CheckInDateInput({
  value,
  onChange,
  label,
  placeholder,
  language,
  disabled,
  ariaLabels,
}: CheckInDateInputProps) {
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        value={value}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
        label={label}
        placeholder={placeholder}
        valueFormat="D MMM YYYY"
        leftSection={<IconCalendar size={18} aria-hidden />}
        withAsterisk
        clearable={false}
        size="md"
        disabled={disabled}
        popoverProps={{ withinPortal: true }}
        ariaLabels={ariaLabels}
      />
    </DatesProvider>
  );
}
