/**
 * Dates a host blocks by hand (Block Dates): what a block's dates must be. Pure, free of zod, so the
 * app's dialog checks the same rule as the function.
 */
import { isCalendarDate } from './calendar.ts';
import { firstCalendarYear, lastCalendarYear } from './host-api-types-cleaning.ts';

/** A block covers at most this many nights (a year); longer closures are several blocks. */
export const maxBlockNights = 366;
/** The reason's length at most (calendar_blocks.summary). */
export const blockReasonMaxLength = 200;

/** The nights from `start` to `end` (the end is the first free day, as a check-out). */
export function nightsBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/** A day of the years the calendar covers. */
export function isBlockDay(value: string): boolean {
  if (!isCalendarDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= firstCalendarYear && year <= lastCalendarYear;
}

export type BlockDatesProblem = 'start' | 'end' | 'order' | 'tooLong';

/** What is wrong with a block's dates, or null: real days, the end after the start, one year at most. */
export function blockDatesProblem(start: string, end: string): BlockDatesProblem | null {
  if (!isBlockDay(start)) return 'start';
  if (!isBlockDay(end)) return 'end';
  const nights = nightsBetween(start, end);
  if (nights < 1) return 'order';
  if (nights > maxBlockNights) return 'tooLong';
  return null;
}
