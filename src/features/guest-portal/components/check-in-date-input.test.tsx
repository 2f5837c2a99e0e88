import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatStayDate } from '@/i18n/format';
import { renderWithApp } from '@/test/render';
import CheckInDateInput from './check-in-date-input';

const ariaLabels = { nextMonth: 'next', previousMonth: 'previous', monthLevelControl: 'level' };

async function openPicker(language: 'en' | 'ar', value: string) {
  await renderWithApp(
    <CheckInDateInput
      value={value}
      onChange={() => {}}
      label="Check-in"
      placeholder="Pick a date"
      language={language}
      ariaLabels={ariaLabels}
    />,
    { language },
  );
  await userEvent.setup().click(screen.getByRole('button', { name: /Check-in/ }));
  const level = await screen.findByLabelText('level');
  const dropdown = level.closest<HTMLElement>('[data-dates-dropdown]');
  if (!dropdown) throw new Error('the calendar did not open');
  return dropdown;
}

describe('the check-in date picker speaks the stay view’s calendar', () => {
  it('Arabic: the Moroccan month name of the stay view, weeks from Monday', async () => {
    const dialog = await openPicker('ar', '2026-11-24');
    expect(formatStayDate('2026-11-24', 'ar')).toContain('نونبر');
    expect(within(dialog).getByLabelText('level')).toHaveTextContent('نونبر 2026');
    expect(dialog).not.toHaveTextContent('نوفمبر');
    expect(screen.getByRole('button', { name: /Check-in/ })).toHaveTextContent('24 نونبر 2026');
    const weekdays = within(dialog)
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);
    expect(weekdays[0]).toBe('ن');
  });

  it('English: the same short month as the stay view, weeks from Monday', async () => {
    const dialog = await openPicker('en', '2026-09-10');
    expect(within(dialog).getByLabelText('level')).toHaveTextContent('September 2026');
    expect(screen.getByRole('button', { name: /Check-in/ })).toHaveTextContent('10 Sep 2026');
    expect(formatStayDate('2026-09-10', 'en')).toContain('Sep');
    const weekdays = within(dialog)
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);
    expect(weekdays[0]).toBe('Mon');
  });
});
