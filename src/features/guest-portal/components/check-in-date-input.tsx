import '@mantine/dates/styles.css';
import { type CalendarAriaLabels, DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { datesLocale } from '@/i18n/dates-locale';
import { weekStartOf } from '@/i18n/format';

export interface CheckInDateInputProps {
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
  placeholder: string;
  language: string;
  disabled?: boolean;
  ariaLabels: CalendarAriaLabels;
  /** On mount, take the focus from the placeholder field it replaces, and open the calendar if asked. */
  takeOver?: 'focus' | 'open';
}

/** The calendar popover date picker, loaded on the guest's first interaction with the field. Values are YYYY-MM-DD. */
export default function CheckInDateInput({
  value,
  onChange,
  label,
  placeholder,
  language,
  disabled,
  ariaLabels,
  takeOver,
}: CheckInDateInputProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const takeOverOnMount = useRef(takeOver);
  useEffect(() => {
    const button = wrapper.current?.querySelector('button');
    if (!button) return;
    if (takeOverOnMount.current) button.focus();
    if (takeOverOnMount.current === 'open') button.click();
  }, []);
  return (
    <div ref={wrapper}>
      <DatesProvider settings={{ locale: datesLocale(language), firstDayOfWeek: weekStartOf(language) }}>
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
    </div>
  );
}
