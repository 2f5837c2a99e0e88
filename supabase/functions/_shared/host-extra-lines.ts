/**
 * A booking's extra line as the host screens show it (View Details, the team's Extras queue): the
 * SQL select list over `booking_extras e`, its order `o` and the fulfilling host `f`, and the
 * mapping to BookingExtraLine. The fulfilling host's name comes through Row Level Security: the
 * team sees it, an owner (who sees only their own host row) gets null.
 */
import type { BookingExtraLine, ExtraLineStatus } from './host-api-types-guests.ts';

export interface ExtraLineRow {
  id: string;
  extra_id: string;
  name: string;
  quantity: number;
  unit_amount: number;
  currency: string;
  status: ExtraLineStatus;
  details: unknown;
  paid_at: string | null;
  ordered_at: string;
  fulfilled_at: string | null;
  fulfilled_by: string | null;
}

const isoInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The select list of ExtraLineRow; FROM booking_extras e LEFT JOIN extra_orders o, hosts f (see `extraLineJoins`). */
export const extraLineColumns = `e.id, e.extra_id, e.name, e.quantity, e.unit_amount, e.currency,
         e.payment_status AS status, e.details,
         CASE WHEN e.payment_status IN ('paid', 'refunded') THEN ${isoInstant('o.paid_at')} END AS paid_at,
         ${isoInstant('e.created_at')} AS ordered_at,
         ${isoInstant('e.fulfilled_at')} AS fulfilled_at, f.display_name AS fulfilled_by`;

// A line's order may be hidden from the caller only if RLS hid the booking too: same policy.
export const extraLineJoins = `LEFT JOIN extra_orders o ON o.id = e.order_id
         LEFT JOIN hosts f ON f.id = e.fulfilled_by`;

/** The details map as text only (a value of another type is left out: the screen shows text). */
export function textDetails(details: unknown): Record<string, string> {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return {};
  const entries = Object.entries(details as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

export function extraLine(row: ExtraLineRow): BookingExtraLine {
  return {
    id: row.id,
    extraId: row.extra_id,
    name: row.name,
    quantity: row.quantity,
    unitAmount: row.unit_amount,
    amount: row.unit_amount * row.quantity,
    currency: row.currency.toUpperCase(),
    status: row.status,
    details: textDetails(row.details),
    paidAt: row.paid_at,
    orderedAt: row.ordered_at,
    fulfilledAt: row.fulfilled_at,
    fulfilledBy: row.fulfilled_at ? row.fulfilled_by : null,
  };
}
