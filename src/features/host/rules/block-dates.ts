import { blockDatesProblem, blockReasonMaxLength, nightsBetween } from '@shared/manual-blocks.ts';
import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionError } from '@/lib/host-functions';
import type { CalendarDay } from '../api/get-calendar-month';
import { hostErrorKey } from './host-error-text';

/** What the Block Dates dialog holds while the host types (dates YYYY-MM-DD; the end is the first free day). */
export interface BlockFormValues {
  propertyId: string | null;
  startDate: string | null;
  endDate: string | null;
  reason: string;
}

export type BlockFormErrors = Partial<Record<keyof BlockFormValues, TextKey<'host'>>>;

/** The dialog's errors: the server's rules (manual-blocks.ts) before it sees them. */
export function blockFormErrors(values: BlockFormValues): BlockFormErrors {
  const errors: BlockFormErrors = {};
  if (!values.propertyId) errors.propertyId = 'blockDates.errors.property';
  if (!values.startDate) errors.startDate = 'blockDates.errors.start';
  if (!values.endDate) errors.endDate = 'blockDates.errors.end';
  if (values.startDate && values.endDate) {
    const problem = blockDatesProblem(values.startDate, values.endDate);
    if (problem === 'start') errors.startDate = 'blockDates.errors.start';
    else if (problem === 'end') errors.endDate = 'blockDates.errors.end';
    else if (problem === 'order') errors.endDate = 'blockDates.errors.order';
    else if (problem === 'tooLong') errors.endDate = 'blockDates.errors.tooLong';
  }
  if (values.reason.trim().length > blockReasonMaxLength) errors.reason = 'blockDates.errors.reasonTooLong';
  return errors;
}

/** The nights the dialog's dates block (0 while they are not a valid range). */
export function blockedNights(values: Pick<BlockFormValues, 'startDate' | 'endDate'>): number {
  if (!values.startDate || !values.endDate) return 0;
  return blockDatesProblem(values.startDate, values.endDate)
    ? 0
    : nightsBetween(values.startDate, values.endDate);
}

/** The host texts' key explaining a refused block (an overlap with a booking or a block), else the usual. */
export function blockRefusalKey(error: Pick<HostFunctionError, 'kind' | 'code'>): TextKey<'host'> {
  if (error.code === 'block_overlaps_booking') return 'blockDates.errors.overlapsBooking';
  if (error.code === 'block_overlaps_block') return 'blockDates.errors.overlapsBlock';
  if (error.code === 'not_found') return 'blockDates.errors.property';
  return hostErrorKey(error, true);
}

/** The stay a 409 `block_overlaps_booking` names (its dates), read defensively; else null. */
export function blockConflict(error: Pick<HostFunctionError, 'code' | 'body'>) {
  if (error.code !== 'block_overlaps_booking' || typeof error.body !== 'object' || error.body === null)
    return null;
  const conflict = (error.body as { conflict?: { checkIn?: unknown; checkOut?: unknown } }).conflict;
  const isDay = (value: unknown): value is string =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return conflict && isDay(conflict.checkIn) && isDay(conflict.checkOut)
    ? { checkIn: conflict.checkIn, checkOut: conflict.checkOut }
    : null;
}

/** A block by hand as the month shows it: its first and last night within the month. */
export interface MonthBlock {
  blockId: string;
  propertyName: string;
  reason: string;
  firstNight: string;
  lastNight: string;
}

/** The month's blocks by hand (one per block, by first night), from its per-night events. */
export function manualBlocksOf(days: readonly CalendarDay[]): MonthBlock[] {
  const blocks = new Map<string, MonthBlock>();
  for (const day of days) {
    for (const event of day.events) {
      if (event.type !== 'block' || !event.manual) continue;
      const known = blocks.get(event.blockId);
      if (known) {
        if (event.date < known.firstNight) known.firstNight = event.date;
        if (event.date > known.lastNight) known.lastNight = event.date;
      } else {
        blocks.set(event.blockId, {
          blockId: event.blockId,
          propertyName: event.propertyName,
          reason: event.summary,
          firstNight: event.date,
          lastNight: event.date,
        });
      }
    }
  }
  return [...blocks.values()].sort(
    (a, b) => a.firstNight.localeCompare(b.firstNight) || a.propertyName.localeCompare(b.propertyName),
  );
}
