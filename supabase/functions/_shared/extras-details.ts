/**
 * The details a guest gives for an airport transfer or a breakfast: one zod schema per extra, used
 * by the app's dialogs (field errors, loaded with the dialog) and by the server (400 before any
 * order). Pure: no I/O. Values are normalised (flight number "AT 800", phone "+212600111222").
 */
import { z } from 'zod';
import { breakfastTimes, guestCountOptions } from './extras-catalogue.ts';
import {
  breakfastMornings,
  defaultFlightDate,
  flightDates,
  parseMornings,
  type StayDates,
} from './extras-dates.ts';

export {
  addDays,
  breakfastMornings,
  breakfastQuantity,
  defaultFlightDate,
  flightDates,
  parseMornings,
  type StayDates,
} from './extras-dates.ts';

/** What is wrong with a field; the app shows `transfer.errors.<problem>` / `breakfast.errors.<problem>`. */
export type DetailProblem =
  | 'required'
  | 'direction'
  | 'flightNumber'
  | 'flightDate'
  | 'time'
  | 'phone'
  | 'guestCount'
  | 'people'
  | 'mornings'
  | 'timeMethod';

export const transferFields = [
  'flightNumber',
  'flightDate',
  'flightTime',
  'guestCount',
  'contactNumber',
  'returnFlightNumber',
  'returnFlightDate',
  'returnFlightTime',
] as const;
export type TransferField = (typeof transferFields)[number] | 'direction' | 'addReturnTransfer';
export type BreakfastField = 'timeMethod' | 'time' | 'people' | 'mornings';

export const breakfastPeopleOptions = ['1', '2', '3', '4', '5', '6'] as const;

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "at800", "AT-800", "fr 1234a" -> "AT 800", "FR 1234A"; null when it is no airline flight number. */
export function normalizeFlightNumber(value: string): string | null {
  const compact = value.replace(/[\s-]+/g, '').toUpperCase();
  const match = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])(\d{1,4})([A-Z]?)$/.exec(compact);
  return match ? `${match[1]} ${match[2]}${match[3]}` : null;
}

/** "+212 600-111 222", "00212600111222" -> "+212600111222"; null without a country code or with letters. */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^(\+|00)[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  // Moroccan numbers are often written with the national 0 after the country code: +212 0612...
  if (digits.startsWith('2120') && digits.length === 13) digits = `212${digits.slice(4)}`;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith('212') && digits.length !== 12) return null;
  return `+${digits}`;
}

const text = z.string().max(500).optional();

type Issue = { field: string; problem: DetailProblem };
function report(ctx: z.RefinementCtx, { field, problem }: Issue) {
  ctx.addIssue({ code: 'custom', path: [field], message: problem });
}

/** The airport transfer's details; with the stay, flight dates are checked against it. */
export function transferDetailsSchema(stay: StayDates | null) {
  return z
    .object({
      direction: text,
      flightNumber: text,
      flightDate: text,
      flightTime: text,
      guestCount: text,
      contactNumber: text,
      notes: text,
      addReturnTransfer: text,
      returnFlightNumber: text,
      returnFlightDate: text,
      returnFlightTime: text,
    })
    .superRefine((details, ctx) => {
      const direction = details.direction;
      if (direction !== 'arrival' && direction !== 'departure') {
        report(ctx, { field: 'direction', problem: 'direction' });
        return;
      }
      const returnDirection = direction === 'arrival' ? 'departure' : 'arrival';
      const leg = (prefix: '' | 'return', legDirection: 'arrival' | 'departure') => {
        const name = (field: 'FlightNumber' | 'FlightDate' | 'FlightTime') =>
          prefix ? `return${field}` : `${field[0]!.toLowerCase()}${field.slice(1)}`;
        const number = (details[name('FlightNumber') as keyof typeof details] ?? '').trim();
        const date = (details[name('FlightDate') as keyof typeof details] ?? '').trim();
        const time = (details[name('FlightTime') as keyof typeof details] ?? '').trim();
        if (!number) report(ctx, { field: name('FlightNumber'), problem: 'required' });
        else if (!normalizeFlightNumber(number))
          report(ctx, { field: name('FlightNumber'), problem: 'flightNumber' });
        // A missing date is the leg's likeliest day, filled in once the stay is known (transform):
        // the spec's four fields (flight number, time, guests, contact number) book a transfer.
        if (date && (!isoDatePattern.test(date) || (stay && !flightDates(legDirection, stay).includes(date))))
          report(ctx, { field: name('FlightDate'), problem: 'flightDate' });
        if (!time) report(ctx, { field: name('FlightTime'), problem: 'required' });
        else if (!timePattern.test(time)) report(ctx, { field: name('FlightTime'), problem: 'time' });
      };
      leg('', direction);
      const guests = (details.guestCount ?? '').trim();
      if (!guests) report(ctx, { field: 'guestCount', problem: 'required' });
      else if (!(guestCountOptions as readonly string[]).includes(guests))
        report(ctx, { field: 'guestCount', problem: 'guestCount' });
      const phone = (details.contactNumber ?? '').trim();
      if (!phone) report(ctx, { field: 'contactNumber', problem: 'required' });
      else if (!normalizePhone(phone)) report(ctx, { field: 'contactNumber', problem: 'phone' });
      const withReturn = details.addReturnTransfer ?? 'false';
      if (withReturn !== 'true' && withReturn !== 'false')
        report(ctx, { field: 'addReturnTransfer', problem: 'required' });
      if (withReturn === 'true') leg('return', returnDirection);
    })
    .transform((details) => {
      const withReturn = details.addReturnTransfer === 'true';
      const direction = details.direction === 'departure' ? 'departure' : 'arrival';
      const dateOf = (value: string | undefined, legDirection: 'arrival' | 'departure') =>
        (value ?? '').trim() || (stay ? defaultFlightDate(legDirection, stay) : '');
      const clean: Record<string, string> = {
        direction,
        flightNumber: normalizeFlightNumber(details.flightNumber ?? '') ?? '',
        flightDate: dateOf(details.flightDate, direction),
        flightTime: (details.flightTime ?? '').trim(),
        guestCount: (details.guestCount ?? '').trim(),
        contactNumber: normalizePhone(details.contactNumber ?? '') ?? '',
        notes: (details.notes ?? '').trim(),
        addReturnTransfer: withReturn ? 'true' : 'false',
      };
      if (withReturn) {
        clean.returnFlightNumber = normalizeFlightNumber(details.returnFlightNumber ?? '') ?? '';
        clean.returnFlightDate = dateOf(
          details.returnFlightDate,
          direction === 'arrival' ? 'departure' : 'arrival',
        );
        clean.returnFlightTime = (details.returnFlightTime ?? '').trim();
      }
      return clean;
    });
}

/** Breakfast: a time (or later), for how many people, on which mornings of the stay. */
export function breakfastDetailsSchema(stay: StayDates | null) {
  return z
    .object({ timeMethod: text, time: text, people: text, mornings: text })
    .superRefine((details, ctx) => {
      if (details.timeMethod === 'later') {
        if (details.time !== undefined && details.time !== 'decide_later')
          report(ctx, { field: 'time', problem: 'time' });
      } else if (details.timeMethod !== 'specify') {
        report(ctx, { field: 'timeMethod', problem: 'timeMethod' });
      } else if (!(breakfastTimes as readonly string[]).includes(details.time ?? '')) {
        report(ctx, { field: 'time', problem: 'time' });
      }
      if (!(breakfastPeopleOptions as readonly string[]).includes(details.people ?? ''))
        report(ctx, { field: 'people', problem: 'people' });
      const mornings = parseMornings(details.mornings);
      const allowed = stay ? new Set(breakfastMornings(stay)) : null;
      if (
        mornings.length === 0 ||
        new Set(mornings).size !== mornings.length ||
        mornings.some((date) => !isoDatePattern.test(date) || (allowed && !allowed.has(date)))
      )
        report(ctx, { field: 'mornings', problem: 'mornings' });
    })
    .transform((details) => ({
      timeMethod: details.timeMethod === 'later' ? 'later' : 'specify',
      time: details.timeMethod === 'later' ? 'decide_later' : (details.time ?? ''),
      people: details.people ?? '1',
      mornings: [...parseMornings(details.mornings)].sort().join(','),
    }));
}

export type DetailsCheck<F extends string> =
  | { ok: true; details: Record<string, string> }
  | { ok: false; errors: Partial<Record<F, DetailProblem>> };

const knownProblems = new Set<string>([
  'required',
  'direction',
  'flightNumber',
  'flightDate',
  'time',
  'phone',
  'guestCount',
  'people',
  'mornings',
  'timeMethod',
]);

function check<F extends string>(
  schema: z.ZodType<Record<string, string>>,
  details: unknown,
): DetailsCheck<F> {
  const parsed = schema.safeParse(details);
  if (parsed.success) return { ok: true, details: parsed.data };
  const errors: Partial<Record<F, DetailProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'details') as F;
    errors[field] ??= knownProblems.has(issue.message) ? (issue.message as DetailProblem) : 'required';
  }
  return { ok: false, errors };
}

export function checkTransferDetails(details: unknown, stay: StayDates | null): DetailsCheck<TransferField> {
  return check(transferDetailsSchema(stay), details);
}

export function checkBreakfastDetails(
  details: unknown,
  stay: StayDates | null,
): DetailsCheck<BreakfastField> {
  return check(breakfastDetailsSchema(stay), details);
}
