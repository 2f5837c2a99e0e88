/**
 * host-statement: View Payouts, the month's statement per owner. The call's contract:
 * _shared/contracts/host-statement.contract.ts. Row Level Security decides what exists: an owner
 * reads only their properties' bookings and extras (and only their own host row), the team all.
 * Stays: confirmed bookings checking in within the month with a stored price (as Analytics counts
 * revenue); extras: lines paid, their order paid within the month (Morocco's day). Amounts and
 * currencies as stored, never converted. A month left out is this month in Morocco.
 */
import { hostStatement } from '../_shared/contracts/host-statement.contract.ts';
import { localDay, monthStart } from '../_shared/host-data.ts';
import { serve } from '../_shared/procedure.ts';
import { statementOwners } from '../_shared/statement.ts';

const place = `p.owner_id AS "ownerId", coalesce(h.display_name, '') AS "ownerName",
               p.id AS "propertyId", p.name AS "propertyName"`;

// $1 the month's first day, $2 the next month's.
const staysSql = `
  SELECT ${place}, b.id AS "bookingId", concat_ws(' ', b.guest_first_name, b.guest_last_name) AS "guestName",
         to_char(b.check_in_date, 'YYYY-MM-DD') AS "checkIn", to_char(b.check_out_date, 'YYYY-MM-DD') AS "checkOut",
         (b.check_out_date - b.check_in_date)::int AS nights, b.stay_total AS amount, upper(b.currency) AS currency
    FROM bookings b JOIN properties p ON p.id = b.property_id LEFT JOIN hosts h ON h.id = p.owner_id
   WHERE b.status = 'confirmed' AND b.stay_total IS NOT NULL
     AND b.check_in_date >= $1::date AND b.check_in_date < $2::date`;

// $1, $2 a day either side of the month (any zone's day of payment is within): the rows are kept
// by their day of payment in Morocco, worked out here (the runtime's zone data, not the database's).
const extrasSql = `
  SELECT ${place}, e.id AS "lineId", b.id AS "bookingId",
         concat_ws(' ', b.guest_first_name, b.guest_last_name) AS "guestName",
         e.extra_id AS "extraId", coalesce(nullif(e.name, ''), e.extra_id) AS name, e.quantity,
         (e.unit_amount * e.quantity)::int AS amount, upper(e.currency) AS currency,
         to_char(o.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "paidAt"
    FROM booking_extras e JOIN extra_orders o ON o.id = e.order_id
    JOIN bookings b ON b.id = e.booking_id_fk JOIN properties p ON p.id = b.property_id
    LEFT JOIN hosts h ON h.id = p.owner_id
   WHERE e.payment_status = 'paid' AND o.paid_at >= $1::date - 1 AND o.paid_at < $2::date + 1`;

type StayRow = Parameters<typeof statementOwners>[0][number];
type ExtraRow = Omit<Parameters<typeof statementOwners>[1][number], 'paidOn'> & { paidAt: string };

export const handler = serve(hostStatement, async ({ body, deps, asHost }) => {
  const first = body.month ? `${body.month}-01` : monthStart(localDay(deps.now()));
  const next = monthStart(first, 1);
  const owners = await asHost(async (tx) => {
    const stays = await tx.query<StayRow>(staysSql, [first, next], { name: 'host_statement_stays' });
    const extras = await tx.query<ExtraRow>(extrasSql, [first, next], { name: 'host_statement_extras' });
    const paid = extras.rows
      .map(({ paidAt, ...line }) => ({ ...line, paidOn: localDay(new Date(paidAt)) }))
      .filter((line) => line.paidOn >= first && line.paidOn < next);
    return statementOwners(stays.rows, paid);
  });
  return { month: first.slice(0, 7), owners };
});
