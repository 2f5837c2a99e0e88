/**
 * host-inquiries: the team's Inquiries screen (the work-with-us form's inquiries). POST with
 * `Authorization: Bearer <access token>`; every query runs as the caller (`asUser`), so Row Level
 * Security decides: the `inquiries_team` policy (0015) shows the team every inquiry and an owner none.
 *
 * Request body, one of:
 *   { "action": "list", "status"?: "new" | "contacted" | "closed", "page"?: 1.., "pageSize"?: 1..100 }
 *   { "action": "get", "id": uuid }
 *   { "action": "setStatus", "id": uuid, "status": "new" | "contacted" | "closed" }
 *
 * Answers (200):
 *   list:      { inquiries: InquiryItem[] (newest first), total, page, pageSize, counts: { new, contacted, closed } }
 *   get:       { inquiry }
 *   setStatus: { inquiry } (the status changed: who and when are recorded; already so: nothing changes)
 * Errors, JSON { error, code }: 400 `invalid_request` / `invalid_text`, 401 `unauthorized`,
 * 403 `not_a_host` / `team_only` (an owner: the screen is the team's), 404 `not_found`, 405, 413,
 * 503 `not_configured`, 500 `server_error`.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
import type { Queryable } from '../_shared/database.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import {
  type InquiriesListAnswer,
  type InquiryAnswer,
  type InquiryItem,
  type InquiryStatus,
  inquiriesMaxPageSize,
  inquiriesPageSize,
  inquiryStatuses,
} from '../_shared/host-api-types-extras.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { hostAccount, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';
import { uuidSchema } from '../_shared/validation.ts';

const status = z.enum(inquiryStatuses);

export const inquiriesRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('list'),
    status: status.optional(),
    page: z.number().int().min(1).max(100_000).optional(),
    pageSize: z.number().int().min(1).max(inquiriesMaxPageSize).optional(),
  }),
  z.strictObject({ action: z.literal('get'), id: uuidSchema }),
  z.strictObject({ action: z.literal('setStatus'), id: uuidSchema, status }),
]);

export const invalidInquiriesMessage =
  'Send { "action": "list", "status"?: "new" | "contacted" | "closed", "page"?: 1.., "pageSize"?: 1..100 }, ' +
  '{ "action": "get", "id": <an inquiry id> } or { "action": "setStatus", "id": <an inquiry id>, "status": ' +
  '"new" | "contacted" | "closed" }, with no other fields.';
export const inquiryNotFoundMessage = 'No such inquiry.';
export const inquiriesTeamOnlyMessage =
  'Inquiries are for the Rihla team: sign in with a team account to read and answer them.';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Who moved it along: the team reads every host row (hosts_select), so the name is there.
const itemFrom = `SELECT i.id, i.full_name AS "fullName", i.email, i.phone, i.property_location AS "propertyLocation",
         i.message, i.language, i.status, ${utc('i.created_at')} AS "createdAt",
         ${utc('i.status_changed_at')} AS "statusChangedAt", h.display_name AS "statusChangedBy"
    FROM inquiries i LEFT JOIN hosts h ON h.id = i.status_changed_by`;

const listSql = `${itemFrom}
   WHERE $1::text IS NULL OR i.status = $1::text
   ORDER BY i.created_at DESC, i.id
   LIMIT $2 OFFSET $3`;

const countsSql = 'SELECT status, count(*)::int AS count FROM inquiries GROUP BY status';

const getSql = `${itemFrom} WHERE i.id = $1::uuid`;

// The same status again changes nothing (not even who and when): a double click records one change.
// Parallel changes queue on the row's lock; the later one sees the earlier one's row.
const setStatusSql = `UPDATE inquiries
     SET status_changed_at = CASE WHEN status = $2::text THEN status_changed_at ELSE $3::timestamptz END,
         status_changed_by = CASE WHEN status = $2::text THEN status_changed_by ELSE auth.uid() END,
         status = $2::text
   WHERE id = $1::uuid
   RETURNING id`;

async function inquiryById(tx: Queryable, inquiryId: string): Promise<InquiryItem | null> {
  const { rows } = await tx.query<InquiryItem>(getSql, [inquiryId], { name: 'host_inquiries_get' });
  return rows[0] ?? null;
}

async function listInquiries(
  tx: Queryable,
  filter: InquiryStatus | undefined,
  page: number,
  pageSize: number,
): Promise<InquiriesListAnswer> {
  const { rows } = await tx.query<InquiryItem>(listSql, [filter ?? null, pageSize, (page - 1) * pageSize], {
    name: 'host_inquiries_list',
  });
  const counted = await tx.query<{ status: InquiryStatus; count: number }>(countsSql, [], {
    name: 'host_inquiries_counts',
  });
  const counts: Record<InquiryStatus, number> = { new: 0, contacted: 0, closed: 0 };
  for (const row of counted.rows) counts[row.status] = row.count;
  const total = filter ? counts[filter] : counts.new + counts.contacted + counts.closed;
  return { inquiries: rows, total, page, pageSize, counts };
}

type Answer =
  | { kind: 'ok'; body: InquiriesListAnswer | InquiryAnswer }
  | { kind: 'notAHost' }
  | { kind: 'teamOnly' }
  | { kind: 'notFound' };

export const handler: FunctionHandler = guarded('host-inquiries', async (request, deps) => {
  const opened = await openHostRequest(request, deps, inquiriesRequestSchema, () =>
    errorResponse(400, invalidInquiriesMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const body = opened.data;

  const answer = await asUser<Answer>(
    deps.db,
    opened.caller.userId,
    async (tx) => {
      const account = await hostAccount(tx);
      if (!account) return { kind: 'notAHost' };
      // A clear refusal for an owner; RLS would show them no inquiry anyway.
      if (account.role !== 'team') return { kind: 'teamOnly' };
      if (body.action === 'list') {
        const page = body.page ?? 1;
        const pageSize = body.pageSize ?? inquiriesPageSize;
        return { kind: 'ok', body: await listInquiries(tx, body.status, page, pageSize) };
      }
      if (body.action === 'setStatus') {
        const { rows } = await tx.query(setStatusSql, [body.id, body.status, deps.now().toISOString()], {
          name: 'host_inquiries_set_status',
        });
        if (!rows[0]) return { kind: 'notFound' };
      }
      const inquiry = await inquiryById(tx, body.id);
      return inquiry ? { kind: 'ok', body: { inquiry } } : { kind: 'notFound' };
    },
    opened.caller.claims,
  );
  if (answer.kind === 'notAHost') return notAHost();
  if (answer.kind === 'teamOnly') return errorResponse(403, inquiriesTeamOnlyMessage, 'team_only');
  if (answer.kind === 'notFound') return errorResponse(404, inquiryNotFoundMessage, 'not_found');
  return json(answer.body);
});
