/**
 * host-extras: the Rihla team's Extras queue, the paid extras still to fulfil, and "Mark fulfilled".
 * POST with `Authorization: Bearer <access token>`; every query runs as the caller (`asUser`), so Row
 * Level Security decides: the team reads every line and may set who fulfilled it and when (0027),
 * an owner may not (403 `team_only`, and a direct UPDATE as an owner changes nothing).
 *
 * Request body, one of:
 *   { "action": "queue" }                             paid lines not fulfilled, soonest due first
 *   { "action": "queue", "include": "fulfilled" }     the 50 most recently fulfilled, newest first
 *   { "action": "fulfil", "lineId": uuid }            marks it fulfilled now, by the caller (once:
 *                                                     an already fulfilled line keeps its first who/when)
 *   { "action": "reopen", "lineId": uuid }            not fulfilled after all (Undo)
 *
 * Answers (200, see host-api-types-extras.ts): queue { items: ExtraQueueItem[], openCount };
 * fulfil / reopen { item }. Errors, JSON { error, code }: 400 `invalid_request` / `invalid_text`,
 * 401 `unauthorized`, 403 `not_a_host` / `team_only`, 404 `not_found` (no such line, or not an id),
 * 409 `not_paid` (fulfil a line that is not paid), 405, 413, 503 `not_configured`, 500 `server_error`.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
import type { Queryable } from '../_shared/database.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import type { ExtraQueueItem, ExtrasQueueAnswer } from '../_shared/host-api-types-extras.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { hostAccount, notAHost } from '../_shared/host-data.ts';
import {
  type ExtraLineRow,
  extraLine,
  extraLineColumns,
  extraLineJoins,
} from '../_shared/host-extra-lines.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';
import { dueDate } from './due-date.ts';

const lineId = z.string().max(100);
export const extrasRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('queue'), include: z.enum(['open', 'fulfilled']).optional() }),
  z.strictObject({ action: z.literal('fulfil'), lineId }),
  z.strictObject({ action: z.literal('reopen'), lineId }),
]);

export const invalidExtrasMessage =
  'Send { "action": "queue" } (optionally with "include": "open" or "fulfilled"), or { "action": "fulfil" } or { "action": "reopen" } with "lineId", the extra line’s id.';
export const teamOnlyMessage = 'The Extras queue is for the Rihla team: the team fulfils paid extras.';
export const lineNotFoundMessage = 'No extra line with this id.';
export const notPaidMessage = 'This extra is not paid: only paid extras are fulfilled.';

/** The most recently fulfilled lines the queue shows with include 'fulfilled'. */
export const fulfilledListLimit = 50;
/** The open lines the queue shows at most (soonest due first). */
export const openListLimit = 500;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
}

const queueSelect = `
  SELECT ${extraLineColumns},
         b.id AS booking_id, concat_ws(' ', b.guest_first_name, b.guest_last_name) AS guest_name,
         b.guest_phone, b.guest_email,
         to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in, to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out,
         p.id AS property_id, p.name AS property_name, p.city, b.status = 'cancelled' AS cancelled
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
const reopenSql = `UPDATE booking_extras SET fulfilled_at = NULL, fulfilled_by = NULL
   WHERE id = $1::uuid AND fulfilled_at IS NOT NULL`;

export function queueItem(row: QueueRow): ExtraQueueItem {
  const line = extraLine(row);
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
    dueDate: dueDate({
      extraId: line.extraId,
      details: line.details,
      checkIn: row.check_in,
      checkOut: row.check_out,
    }),
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

type Answer =
  | { kind: 'ok'; body: ExtrasQueueAnswer | { item: ExtraQueueItem } }
  | { kind: 'notAHost' }
  | { kind: 'teamOnly' }
  | { kind: 'notFound' }
  | { kind: 'notPaid' };

export const handler: FunctionHandler = guarded('host-extras', async (request, deps) => {
  const opened = await openHostRequest(request, deps, extrasRequestSchema, () =>
    errorResponse(400, invalidExtrasMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const body = opened.data;
  const now = deps.now().toISOString();

  const answer = await asUser<Answer>(
    deps.db,
    opened.caller.userId,
    async (tx) => {
      const account = await hostAccount(tx);
      if (!account) return { kind: 'notAHost' };
      // A clear refusal for an owner; RLS would show them only their own lines and let them change none.
      if (account.role !== 'team') return { kind: 'teamOnly' };
      if (body.action === 'queue') {
        const fulfilled = body.include === 'fulfilled';
        const { rows } = await tx.query<QueueRow>(fulfilled ? fulfilledSql : openSql, [], {
          name: fulfilled ? 'host_extras_fulfilled' : 'host_extras_open',
        });
        const items = rows.map(queueItem);
        return {
          kind: 'ok',
          body: { items: fulfilled ? items : items.sort(byDueDate), openCount: await openCount(tx) },
        };
      }
      const id = body.lineId.trim();
      if (!uuidPattern.test(id)) return { kind: 'notFound' };
      const before = await readLine(tx, id);
      if (!before) return { kind: 'notFound' };
      if (body.action === 'fulfil') {
        if (before.status !== 'paid') return { kind: 'notPaid' };
        await tx.query(fulfilSql, [id, now], { name: 'host_extras_fulfil' });
      } else {
        await tx.query(reopenSql, [id], { name: 'host_extras_reopen' });
      }
      const after = await readLine(tx, id);
      return after ? { kind: 'ok', body: { item: queueItem(after) } } : { kind: 'notFound' };
    },
    opened.caller.claims,
  );
  switch (answer.kind) {
    case 'notAHost':
      return notAHost();
    case 'teamOnly':
      return errorResponse(403, teamOnlyMessage, 'team_only');
    case 'notFound':
      return errorResponse(404, lineNotFoundMessage, 'not_found');
    case 'notPaid':
      return errorResponse(409, notPaidMessage, 'not_paid');
    default:
      return json(answer.body);
  }
});
