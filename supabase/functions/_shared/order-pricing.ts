/**
 * Pricing of a selection of extras: every amount from the catalogue, every detail checked with the
 * schemas the app's dialogs use, and the refusals (400/404) the checkout functions answer with.
 */
import type { CheckoutLineItem } from './api-types.ts';
import type { Queryable } from './database.ts';
import { type ExtraId, findExtra, toMinorUnits } from './extras-catalogue.ts';
import {
  breakfastQuantity,
  checkBreakfastDetails,
  checkTransferDetails,
  type DetailProblem,
  type StayDates,
} from './extras-details.ts';

export interface SelectionLine {
  id: string;
  quantity: number;
  details: Record<string, string>;
}

export interface PricedLine {
  extraId: ExtraId;
  quantity: number;
  unitAmount: number;
  currency: 'eur';
  details: Record<string, string>;
  /** English name for receipts and logs; Checkout shows the guest's translated name when sent. */
  name: string;
}

export interface Refusal {
  status: number;
  error: string;
  code: string;
}

export const refusals = {
  empty: { status: 400, error: 'Please select at least one extra.', code: 'invalid_request' },
  duplicate: {
    status: 400,
    error: 'Each extra can appear only once in a selection.',
    code: 'invalid_request',
  },
  unknownExtra: { status: 400, error: 'One of the selected extras does not exist.', code: 'unknown_extra' },
  invalidDetails: {
    status: 400,
    error: 'Some details are missing for a selected extra. Please fill them in and try again.',
    code: 'invalid_details',
  },
  returnNeedsTransfer: {
    status: 400,
    error:
      'The return transfer can only be booked with an airport transfer whose return option and return flight are given.',
    code: 'invalid_details',
  },
  amountMismatch: {
    status: 400,
    error: 'The amounts do not match our current prices. Please refresh the page and try again.',
    code: 'amount_mismatch',
  },
  alreadyPaid: {
    status: 400,
    error: 'One of the selected extras is already paid for this booking.',
    code: 'already_paid',
  },
  breakfastQuantity: {
    status: 400,
    error: 'The breakfast quantity must be the number of people times the number of mornings.',
    code: 'amount_mismatch',
  },
  notFound: { status: 404, error: "We couldn't find this booking.", code: 'not_found' },
} satisfies Record<string, Refusal>;

const englishNames: Record<ExtraId, string> = {
  airport_transfer: 'Airport transfer',
  early_checkin: 'Early check-in',
  late_checkout: 'Late check-out',
  breakfast: 'Breakfast',
  universal_adaptor: 'Universal adaptor',
  airport_transfer_return: 'Return airport transfer',
};

const fieldNames: Record<string, string> = {
  direction: 'direction',
  flightNumber: 'flight number',
  flightDate: 'flight date',
  flightTime: 'flight time',
  guestCount: 'number of guests',
  contactNumber: 'contact number',
  addReturnTransfer: 'return option',
  returnFlightNumber: 'return flight number',
  returnFlightDate: 'return flight date',
  returnFlightTime: 'return flight time',
  timeMethod: 'breakfast time choice',
  time: 'breakfast time',
  people: 'number of people',
  mornings: 'mornings',
};

const problemTexts: Record<DetailProblem, string> = {
  required: 'is missing',
  direction: 'must be arrival or departure',
  flightNumber: 'must be an airline flight number such as AT 800 or FR 1234',
  flightDate:
    'must be a date of your stay (arrival: the day before check-in or check-in day; departure: from check-in to check-out)',
  time: 'must be a time of day such as 14:30',
  phone: 'must be a phone number with its country code, such as +212 600 111 222',
  guestCount: 'must be 1 to 4',
  people: 'must be 1 to 6',
  mornings: 'must be one or more mornings of your stay',
  timeMethod: 'must be a time or "decide later"',
};

/** A 400 that names the extra, the field and what is wrong with it, in plain English. */
function invalidDetails(extraId: ExtraId, errors: Partial<Record<string, DetailProblem>>): Refusal {
  const [field, problem] = Object.entries(errors)[0] ?? ['details', 'required'];
  return {
    status: 400,
    error: `${englishNames[extraId]}: the ${fieldNames[field] ?? field} ${problemTexts[problem ?? 'required']}.`,
    code: 'invalid_details',
  };
}

/**
 * Prices a selection from the catalogue and checks ids, duplicates and every detail with the same
 * schemas as the app's dialogs (flight dates and breakfast mornings against the stay, when given).
 * Details are stored normalised.
 */
export function priceSelection(
  selection: SelectionLine[],
  stay: StayDates | null = null,
): { ok: true; lines: PricedLine[] } | { ok: false; refusal: Refusal } {
  if (selection.length === 0) return { ok: false, refusal: refusals.empty };
  const seen = new Set<string>();
  const lines: PricedLine[] = [];
  for (const item of selection) {
    const extra = findExtra(item.id);
    if (!extra) return { ok: false, refusal: refusals.unknownExtra };
    if (seen.has(extra.id)) return { ok: false, refusal: refusals.duplicate };
    seen.add(extra.id);
    let details = item.details;
    if (extra.id === 'airport_transfer' || extra.id === 'breakfast') {
      const checked =
        extra.id === 'airport_transfer'
          ? checkTransferDetails(item.details, stay)
          : checkBreakfastDetails(item.details, stay);
      if (!checked.ok) return { ok: false, refusal: invalidDetails(extra.id, checked.errors) };
      details = checked.details;
      if (extra.id === 'breakfast' && item.quantity !== breakfastQuantity(details))
        return { ok: false, refusal: refusals.breakfastQuantity };
    }
    lines.push({
      extraId: extra.id,
      quantity: item.quantity,
      unitAmount: toMinorUnits(extra.price),
      currency: 'eur',
      details,
      name: englishNames[extra.id],
    });
  }
  const transfer = lines.find((line) => line.extraId === 'airport_transfer');
  const withReturn = seen.has('airport_transfer_return');
  if (withReturn && !transfer) return { ok: false, refusal: refusals.returnNeedsTransfer };
  if (transfer && withReturn !== (transfer.details.addReturnTransfer === 'true'))
    return { ok: false, refusal: refusals.returnNeedsTransfer };
  return { ok: true, lines };
}

/** The booking's dates, for checking flight dates and breakfast mornings; null when no confirmed booking has this id. */
export async function stayDates(db: Queryable, bookingId: string): Promise<StayDates | null> {
  const { rows } = await db.query<StayDates>(
    `SELECT to_char(check_in_date, 'YYYY-MM-DD') AS "checkInDate", to_char(check_out_date, 'YYYY-MM-DD') AS "checkOutDate"
       FROM bookings WHERE id = $1::uuid AND status = 'confirmed'`,
    [bookingId],
  );
  return rows[0] ?? null;
}

/**
 * Pairs each priced line with a client item of the same amount, currency and quantity. Null when the
 * client's amounts differ in any way (count, amount, currency, quantity). The pairing lets Checkout
 * show the guest's translated names while the server decides every amount.
 */
export function matchItems(lines: PricedLine[], items: CheckoutLineItem[]): CheckoutLineItem[] | null {
  if (items.length !== lines.length) return null;
  const unused = [...items];
  const matched: CheckoutLineItem[] = [];
  for (const line of lines) {
    const index = unused.findIndex(
      (item) =>
        item.amount === line.unitAmount &&
        item.currency.toLowerCase() === line.currency &&
        item.quantity === line.quantity,
    );
    if (index < 0) return null;
    matched.push(unused.splice(index, 1)[0]!);
  }
  return matched;
}
