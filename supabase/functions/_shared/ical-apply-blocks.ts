/**
 * Writes a feed's "not available" events as calendar blocks, in the caller's transaction (database):
 * new ones inserted, moved or renamed ones updated, those gone from the feed deleted; one statement
 * per 500 rows, nothing unchanged written. Blocks overlap nothing by rule: no conflicts here.
 */
import type { Queryable } from './database.ts';
import type { IcalSyncResult } from './host-api-types-ical.ts';
import type { LockedFeed } from './ical-apply.ts';
import type { FeedEvent } from './ical-parse.ts';

/** Rows written by one statement. */
export const batchSize = 500;

/** `items` in slices of `size`. */
export function batches<T>(items: T[], size = batchSize): T[][] {
  const slices: T[][] = [];
  for (let index = 0; index < items.length; index += size) slices.push(items.slice(index, index + size));
  return slices;
}

interface BlockRow {
  id: string;
  uid: string;
  start: string;
  end: string;
  summary: string;
}

const blocksSql = `
  SELECT id, external_uid AS uid, to_char(start_date, 'YYYY-MM-DD') AS start,
         to_char(end_date, 'YYYY-MM-DD') AS "end", summary
    FROM calendar_blocks WHERE ical_feed_id = $1`;
const insertBlocksSql = `
  INSERT INTO calendar_blocks (property_id, ical_feed_id, external_uid, start_date, end_date, summary)
  SELECT $1, $2, e.uid, e.start_date, e.end_date, e.summary
    FROM unnest($3::text[], $4::date[], $5::date[], $6::text[]) AS e(uid, start_date, end_date, summary)`;
const updateBlocksSql = `
  UPDATE calendar_blocks c SET start_date = e.start_date, end_date = e.end_date, summary = e.summary
    FROM unnest($1::uuid[], $2::date[], $3::date[], $4::text[]) AS e(id, start_date, end_date, summary)
   WHERE c.id = e.id`;
const deleteBlocksSql = 'DELETE FROM calendar_blocks WHERE id = ANY ($1::uuid[])';

export async function applyBlockEvents(
  tx: Queryable,
  feed: LockedFeed,
  blockEvents: FeedEvent[],
): Promise<IcalSyncResult['blocks']> {
  const blocks = await tx.query<BlockRow>(blocksSql, [feed.id]);
  const blockByUid = new Map(blocks.rows.map((row) => [row.uid, row]));
  const added: FeedEvent[] = [];
  const updated: { id: string; event: FeedEvent }[] = [];
  for (const event of blockEvents) {
    const block = blockByUid.get(event.uid);
    if (!block) added.push(event);
    else if (block.start !== event.start || block.end !== event.end || block.summary !== event.summary) {
      updated.push({ id: block.id, event });
    }
  }
  for (const batch of batches(added)) {
    await tx.query(insertBlocksSql, [
      feed.propertyId,
      feed.id,
      batch.map((event) => event.uid),
      batch.map((event) => event.start),
      batch.map((event) => event.end),
      batch.map((event) => event.summary),
    ]);
  }
  for (const batch of batches(updated)) {
    await tx.query(updateBlocksSql, [
      batch.map(({ id }) => id),
      batch.map(({ event }) => event.start),
      batch.map(({ event }) => event.end),
      batch.map(({ event }) => event.summary),
    ]);
  }
  const kept = new Set(blockEvents.map((event) => event.uid));
  const gone = blocks.rows.filter((row) => !kept.has(row.uid)).map((row) => row.id);
  if (gone.length) await tx.query(deleteBlocksSql, [gone]);
  return { added: added.length, updated: updated.length, removed: gone.length };
}
