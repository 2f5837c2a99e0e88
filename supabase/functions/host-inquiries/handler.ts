/**
 * host-inquiries: the team's Inquiries screen (the work-with-us form's inquiries). The calls'
 * contracts (list, get, setStatus; the team only): _shared/contracts/host-inquiries.contract.ts.
 * Every query runs as the caller (`asUser`), so Row Level Security decides too: the
 * `inquiries_team` policy (0015) shows the team every inquiry and an owner none (an owner is refused
 * 403 `team_only`, a clear refusal where RLS would show nothing).
 */
import {
  hostInquiriesGet,
  hostInquiriesList,
  hostInquiriesSetStatus,
} from '../_shared/contracts/host-inquiries.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import {
  type InquiriesListAnswer,
  type InquiryItem,
  type InquiryStatus,
  inquiriesPageSize,
} from '../_shared/host-api-types-extras.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

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

export const handler = serveCalls('host-inquiries', hostInquiriesList.invalidMessage, [
  route(hostInquiriesList, ({ body, asHost }) =>
    asHost((tx) => listInquiries(tx, body.status, body.page ?? 1, body.pageSize ?? inquiriesPageSize)),
  ),
  route(hostInquiriesGet, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      const inquiry = await inquiryById(tx, body.id);
      return inquiry ? { inquiry } : refuse('notFound');
    }),
  ),
  route(hostInquiriesSetStatus, ({ body, asHost, refuse, deps }) =>
    asHost(async (tx) => {
      const { rows } = await tx.query(setStatusSql, [body.id, body.status, deps.now().toISOString()], {
        name: 'host_inquiries_set_status',
      });
      if (!rows[0]) return refuse('notFound');
      const inquiry = await inquiryById(tx, body.id);
      return inquiry ? { inquiry } : refuse('notFound');
    }),
  ),
]);
