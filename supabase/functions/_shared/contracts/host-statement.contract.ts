/**
 * host-statement: View Payouts, the month's statement per owner: the paid stays and paid extras of
 * each property, with totals per currency. Pure (zod only); served by supabase/functions/host-statement.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { firstCalendarYear, lastCalendarYear } from '../host-api-types-cleaning.ts';
import { isCalendarMonth } from './host-calendar.contract.ts';
import { count, currency, day, id, minorUnits } from './shapes.ts';

/** A stay of the month: a confirmed booking checking in within it, with its price as stored. */
export const statementStay = z.strictObject({
  bookingId: id,
  guestName: z.string(),
  checkIn: day,
  checkOut: day,
  nights: count,
  /** The stay's price as stored (minor units), in `currency`: never converted. */
  amount: minorUnits,
  currency,
});

/** An extra paid within the month (its order's payment time, Morocco's day). */
export const statementExtra = z.strictObject({
  lineId: id,
  bookingId: id,
  guestName: z.string(),
  /** The catalogue's id: the screen names the extra in the reader's language. */
  extraId: z.string(),
  /** The name recorded with the line (English): shown for an extra the catalogue no longer has. */
  name: z.string(),
  quantity: count,
  /** Unit price times quantity (minor units), in `currency`. */
  amount: minorUnits,
  currency,
  paidOn: day,
});

export const statementProperty = z.strictObject({
  propertyId: id,
  propertyName: z.string(),
  /** By check-in. */
  stays: z.array(statementStay),
  /** By payment day. */
  extras: z.array(statementExtra),
});

/** An owner's sums in one currency. */
export const statementTotal = z.strictObject({
  currency,
  stays: minorUnits,
  extras: minorUnits,
  total: minorUnits,
  nights: count,
});

export const statementOwner = z.strictObject({
  /** Null: properties that have no owner. */
  ownerId: id.nullable(),
  ownerName: z.string(),
  /** By name; only properties with a stay or an extra in the month. */
  properties: z.array(statementProperty),
  /** One per currency, by currency. */
  totals: z.array(statementTotal),
});

export const hostStatement = defineContract({
  function: 'host-statement',
  caller: 'host',
  summary:
    "View Payouts: the month's statement per owner (an owner gets only theirs): the paid stays (confirmed, checking in within the month, with a stored price) and the extras paid within it, per property, with totals per currency (never converted).",
  request: z.strictObject({
    /** YYYY-MM; this month (Morocco) when left out. */
    month: z.string().refine(isCalendarMonth).optional(),
  }),
  answer: z.strictObject({
    /** YYYY-MM */
    month: z.string().regex(/^\d{4}-\d{2}$/),
    /** Owners by name. */
    owners: z.array(statementOwner),
  }),
  invalidMessage: `Send month as YYYY-MM (a month of the years ${firstCalendarYear} to ${lastCalendarYear}), or nothing for this month.`,
});
