/** Shared steps of the guest journeys: demo dates (Morocco's calendar) and the find form. */
import { expect, type Page } from '@playwright/test';

export function moroccoToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Casablanca',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Booking A (Benali) checks in two days from today, Booking B (García) ten days from today. */
export const bookingA = { lastName: 'Benali', checkIn: () => addDays(moroccoToday(), 2), code: '4827' };
export const bookingB = { lastName: 'García', checkIn: () => addDays(moroccoToday(), 10) };

/** "24 November 2026": the calendar's label for a day. */
export function dayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${day} ${monthName} ${year}`;
}

/** "Nov 24, 2026": how the booking view shows a date in English. */
export function shownDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Opens the calendar popover and clicks the day, moving to later months as needed. */
export async function pickCheckInDate(page: Page, isoDate: string): Promise<void> {
  await page.getByRole('button', { name: /Check-in date/ }).click();
  // The calendar's code loads on this first click: wait for it to open.
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  const day = page.getByRole('button', { name: dayLabel(isoDate), exact: true });
  for (let step = 0; step < 12 && !(await day.isVisible()); step++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  for (let step = 0; step < 24 && !(await day.isVisible()); step++) {
    await page.getByRole('button', { name: 'Previous month' }).click();
  }
  await day.click();
}

export async function findBooking(page: Page, lastName: string, isoDate: string): Promise<void> {
  await pickCheckInDate(page, isoDate);
  await page.getByRole('textbox', { name: /Last name/ }).fill(lastName);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

export async function expectBookingA(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Riad Yasmine' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show door code' })).toBeVisible();
}
