/**
 * host-extras: the Rihla team's Extras queue, the paid extras still to fulfil, and "Mark fulfilled".
 * The calls' contracts (queue, fulfil, reopen; the team only): _shared/contracts/host-extras.contract.ts.
 * Every query runs as the caller (`asUser`), so Row Level Security decides too: the team reads every
 * line and may set who fulfilled it and when (0027); an owner is refused 403 `team_only`, and a
 * direct UPDATE as an owner changes nothing. A breakfast for several mornings is fulfilled one
 * morning at a time (`morning`, issue 43; fulfilled_mornings, 0038), the line as a whole with the last.
 */
import type { AnswerOf } from '../_shared/contract.ts';
import {
  hostExtrasFulfil,
  hostExtrasOpenCount,
  hostExtrasQueue,
  hostExtrasReopen,
} from '../_shared/contracts/host-extras.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import {
  type ExtraLineRow,
  extraLine,
  extraLineColumns,
  extraLineJoins,
  textDetails,
} from '../_shared/host-extra-lines.ts';
import { route, serveCalls } from '../_shared/procedure.ts';
import { isUuid } from '../_shared/uuid.ts';
import { dueDate } from './due-date.ts';
import { everyMorningFulfilled, lineMornings, morningStates } from './mornings.ts';

type ExtraQueueItem = AnswerOf<typeof hostExtrasFulfil>['item'];

/** The most recently fulfilled lines the queue shows with include 'fulfilled'. */
export const fulfilledListLimit = 50;
/** The open lines the queue shows at most (soonest due first). */
export const openListLimit = 500;

interface QueueRow extends ExtraLineRow {
  booking_id: string;
  guest_name: string;
  guest_phone: string | null;
  guest_email: string | null;
  check_in: string;
  check_out: string;
  property_id: string;
  property_name: string;
  city: string | null;
  cancelled: boolean;
  /** The breakfast mornings fulfilled, 'YYYY-MM-DD,...' ('' for none). */
  fulfilled_mornings: string;
}

const queueSelect = `
  SELECT ${extraLineColumns},
         b.id AS booking_id, concat_ws(' ', b.guest_first_name, b.guest_last_name) AS guest_name,
         b.guest_phone, b.guest_email,
         to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in, to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out,
         p.id AS property_id, p.name AS property_name, p.city, b.status = 'cancelled' AS cancelled,
         (SELECT coalesce(string_agg(to_char(m, 'YYYY-MM-DD'), ',' ORDER BY m), '')
            FROM unnest(e.fulfilled_mornings) AS m) AS fulfilled_mornings
    FROM booking_extras e
    JOIN bookings b ON b.id = e.booking_id_fk
    JOIN properties p ON p.id = b.property_id
         ${extraLineJoins}`;

// Open lines: sorted by their due day in code (it depends on the details); the check-in orders the fetch.
const openSql = `${queueSelect}
   WHERE e.payment_status = 'paid' AND e.fulfilled_at IS NULL
   ORDER BY b.check_in_date, e.created_at, e.id
   LIMIT ${openListLimit}`;

const fulfilledSql = `${queueSelect}
   WHERE e.payment_status = 'paid' AND e.fulfilled_at IS NOT NULL
   ORDER BY e.fulfilled_at DESC, e.id
   LIMIT ${fulfilledListLimit}`;

const oneSql = `${queueSelect} WHERE e.id = $1::uuid`;

const openCountSql = `SELECT count(*)::int AS count FROM booking_extras
   WHERE payment_status = 'paid' AND fulfilled_at IS NULL`;

// Once: a line already fulfilled keeps its first who and when (parallel marks update one row once).
const fulfilSql = `UPDATE booking_extras SET fulfilled_at = $2::timestamptz, fulfilled_by = auth.uid()
   WHERE id = $1::uuid AND payment_status = 'paid' AND fulfilled_at IS NULL`;
const reopenSql = `UPDATE booking_extras SET fulfilled_at = NULL, fulfilled_by = NULL, fulfilled_mornings = '{}'
   WHERE id = $1::uuid AND (fulfilled_at IS NOT NULL OR cardinality(fulfilled_mornings) > 0)`;
// One morning of a breakfast (issue 43): added once, earliest first; taken away with the line's fulfilment.
const fulfilMorningSql = `UPDATE booking_extras
   SET fulfilled_mornings = ARRAY(SELECT DISTINCT m FROM unnest(array_append(fulfilled_mornings, $2::date)) AS m ORDER BY m)
   WHERE id = $1::uuid AND payment_status = 'paid' AND fulfilled_at IS NULL`;
const reopenMorningSql = `UPDATE booking_extras
   SET fulfilled_mornings = array_remove(fulfilled_mornings, $2::date), fulfilled_at = NULL, fulfilled_by = NULL
   WHERE id = $1::uuid`;

const fulfilledMornings = (row: QueueRow) =>
  row.fulfilled_mornings ? row.fulfilled_mornings.split(',') : [];

export function queueItem(row: QueueRow): ExtraQueueItem {
  const line = extraLine(row);
  const mornings = morningStates(
    lineMornings(line.extraId, line.details),
    fulfilledMornings(row),
    line.fulfilledAt !== null,
  );
  // A breakfast is next needed on its first morning not yet fulfilled.
  const nextMorning = mornings.find((morning) => !morning.fulfilled)?.day;
  return {
    line,
    booking: {
      id: row.booking_id,
      guestName: row.guest_name,
      guestPhone: row.guest_phone,
      guestEmail: row.guest_email,
      checkIn: row.check_in,
      checkOut: row.check_out,
      property: { id: row.property_id, name: row.property_name, city: row.city },
      cancelled: row.cancelled,
    },
    dueDate:
      nextMorning ??
      dueDate({
        extraId: line.extraId,
        details: line.details,
        checkIn: row.check_in,
        checkOut: row.check_out,
      }),
    mornings,
  };
}

/** Soonest due first; the same day: the earlier check-in, then the line's id (a stable order). */
export function byDueDate(a: ExtraQueueItem, b: ExtraQueueItem): number {
  return (
    a.dueDate.localeCompare(b.dueDate) ||
    a.booking.checkIn.localeCompare(b.booking.checkIn) ||
    a.line.orderedAt.localeCompare(b.line.orderedAt) ||
    a.line.id.localeCompare(b.line.id)
  );
}

async function openCount(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(openCountSql, [], { name: 'host_extras_open_count' });
  return rows[0]?.count ?? 0;
}

async function readLine(tx: Queryable, id: string): Promise<QueueRow | undefined> {
  const { rows } = await tx.query<QueueRow>(oneSql, [id], { name: 'host_extras_one' });
  return rows[0];
}

export const handler = serveCalls('host-extras', hostExtrasQueue.invalidMessage, [
  route(hostExtrasQueue, ({ body, asHost }) =>
    asHost(async (tx) => {
      const fulfilled = body.include === 'fulfilled';
      const { rows } = await tx.query<QueueRow>(fulfilled ? fulfilledSql : openSql, [], {
        name: fulfilled ? 'host_extras_fulfilled' : 'host_extras_open',
      });
      const items = rows.map(queueItem);
      return { items: fulfilled ? items : items.sort(byDueDate), openCount: await openCount(tx) };
    }),
  ),
  route(hostExtrasOpenCount, ({ asHost }) => asHost(async (tx) => ({ openCount: await openCount(tx) }))),
  route(hostExtrasFulfil, ({ body, asHost, refuse, deps }) =>
    asHost(async (tx) => {
      const id = body.lineId.trim();
      const before = isUuid(id) ? await readLine(tx, id) : undefined;
      if (!before) return refuse('notFound');
      if (before.status !== 'paid') return refuse('notPaid');
      if (body.morning !== undefined) {
        const mornings = lineMornings(before.extra_id, textDetails(before.details));
        if (!mornings.includes(body.morning)) return refuse('unknownMorning');
        await tx.query(fulfilMorningSql, [id, body.morning], { name: 'host_extras_fulfil_morning' });
        const marked = await readLine(tx, id);
        // The last morning fulfils the line as a whole.
        if (marked && !everyMorningFulfilled(mornings, fulfilledMornings(marked)))
          return { item: queueItem(marked) };
      }
      await tx.query(fulfilSql, [id, deps.now().toISOString()], { name: 'host_extras_fulfil' });
      const after = await readLine(tx, id);
      return after ? { item: queueItem(after) } : refuse('notFound');
    }),
  ),
  route(hostExtrasReopen, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      const id = body.lineId.trim();
      const before = isUuid(id) ? await readLine(tx, id) : undefined;
      if (!before) return refuse('notFound');
      if (body.morning !== undefined) {
        if (!lineMornings(before.extra_id, textDetails(before.details)).includes(body.morning)) {
          return refuse('unknownMorning');
        }
        await tx.query(reopenMorningSql, [id, body.morning], { name: 'host_extras_reopen_morning' });
      } else await tx.query(reopenSql, [id], { name: 'host_extras_reopen' });
      const after = await readLine(tx, id);
      return after ? { item: queueItem(after) } : refuse('notFound');
    }),
  ),
]);
