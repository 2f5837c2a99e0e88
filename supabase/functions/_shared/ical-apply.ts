/**
 * Writes a feed's parsed events into the database, in the caller's transaction (a host's, through
 * Row Level Security, or the server's): reservations become or update bookings (matched by the
 * property and the event's UID), "not available" events become or update blocks; a reservation
 * gone from the feed cancels its booking (if it has not ended yet: channels drop past stays from
 * their exports; `cancelled_by` 'channel'), a block gone from it is deleted. Only dates, status,
 * `cancelled_by` and the feed link are ever written to an existing booking: what the host entered
 * stays. A booking the host cancelled (`cancelled_by` 'host', or null: a cancel from before
 * migration 0025) is never written, whatever the feed says, and is no conflict; one the sync
 * cancelled is confirmed again, with the feed's dates, when its event comes back. Nothing unchanged
 * is written, so a second sync changes no row. A reservation that overlaps a confirmed booking
 * (SQLSTATE 23P01) is rolled back to its own savepoint and recorded as a conflict; the rest goes on.
 */
import type { Queryable } from './database.ts';
import type { IcalConflict, IcalSyncResult } from './host-api-types-ical.ts';
import type { FeedEvent } from './ical-parse.ts';

export interface LockedFeed {
  id: string;
  propertyId: string;
  source: string;
}

interface BookingRow {
  id: string;
  uid: string;
  checkIn: string;
  checkOut: string;
  status: string;
  cancelledBy: 'host' | 'channel' | null;
  feedId: string | null;
}

interface BlockRow {
  id: string;
  uid: string;
  start: string;
  end: string;
  summary: string;
}

/** The SQLSTATE of a database error (pg and PGlite both set `code`). */
export function sqlState(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

const bookingsSql = `
  SELECT id, external_uid AS uid, to_char(check_in_date, 'YYYY-MM-DD') AS "checkIn",
         to_char(check_out_date, 'YYYY-MM-DD') AS "checkOut", status, cancelled_by AS "cancelledBy",
         ical_feed_id AS "feedId"
    FROM bookings
   WHERE property_id = $1 AND external_uid IS NOT NULL AND (ical_feed_id = $2 OR external_uid = ANY ($3::text[]))`;
const insertBookingSql = `
  INSERT INTO bookings (property_id, check_in_date, check_out_date, source, status, external_uid, ical_feed_id)
  VALUES ($1, $2::date, $3::date, $4, 'confirmed', $5, $6)`;
// Checked again as the row is written: a host's cancel committed since the read is kept.
const updateBookingSql = `
  UPDATE bookings SET check_in_date = $2::date, check_out_date = $3::date, status = 'confirmed',
         cancelled_by = NULL, ical_feed_id = $4
   WHERE id = $1 AND (status = 'confirmed' OR cancelled_by = 'channel')
  RETURNING id`;
const cancelSql = `
  UPDATE bookings SET status = 'cancelled', cancelled_by = 'channel' WHERE id = $1 AND status = 'confirmed'
  RETURNING id`;
const collidingSql = `
  SELECT id AS "bookingId", concat_ws(' ', guest_first_name, guest_last_name) AS name, source,
         to_char(check_in_date, 'YYYY-MM-DD') AS "checkIn", to_char(check_out_date, 'YYYY-MM-DD') AS "checkOut"
    FROM bookings
   WHERE property_id = $1 AND status = 'confirmed' AND id IS DISTINCT FROM $4::uuid
     AND daterange(check_in_date, check_out_date, '[)') && daterange($2::date, $3::date, '[)')
   ORDER BY check_in_date, id LIMIT 1`;
const blocksSql = `
  SELECT id, external_uid AS uid, to_char(start_date, 'YYYY-MM-DD') AS start,
         to_char(end_date, 'YYYY-MM-DD') AS "end", summary
    FROM calendar_blocks WHERE ical_feed_id = $1`;
const insertBlockSql = `
  INSERT INTO calendar_blocks (property_id, ical_feed_id, external_uid, start_date, end_date, summary)
  VALUES ($1, $2, $3, $4::date, $5::date, $6)`;
const updateBlockSql = `UPDATE calendar_blocks SET start_date = $2::date, end_date = $3::date, summary = $4 WHERE id = $1`;
const deleteBlocksSql = 'DELETE FROM calendar_blocks WHERE id = ANY ($1::uuid[])';

/** A booking the host cancelled: the feed never confirms it again nor moves it (null: before 0025). */
const hostCancelled = (row: BookingRow) => row.status === 'cancelled' && row.cancelledBy !== 'channel';

/** Writes one reservation; a conflict when it overlaps a confirmed booking, else what it did. */
async function applyReservation(
  tx: Queryable,
  feed: LockedFeed,
  event: FeedEvent,
  existing: BookingRow | undefined,
): Promise<'added' | 'updated' | 'unchanged' | IcalConflict> {
  if (existing && hostCancelled(existing)) return 'unchanged';
  if (
    existing &&
    existing.checkIn === event.start &&
    existing.checkOut === event.end &&
    existing.status === 'confirmed' &&
    existing.feedId === feed.id
  ) {
    return 'unchanged';
  }
  await tx.query('SAVEPOINT ical_event');
  try {
    if (existing) {
      // No row: the host cancelled it since it was read (their cancel stands).
      const { rows } = await tx.query(updateBookingSql, [existing.id, event.start, event.end, feed.id]);
      await tx.query('RELEASE SAVEPOINT ical_event');
      return rows.length ? 'updated' : 'unchanged';
    }
    await tx.query(insertBookingSql, [
      feed.propertyId,
      event.start,
      event.end,
      feed.source,
      event.uid,
      feed.id,
    ]);
    await tx.query('RELEASE SAVEPOINT ical_event');
    return 'added';
  } catch (error) {
    if (sqlState(error) !== '23P01') throw error;
    await tx.query('ROLLBACK TO SAVEPOINT ical_event');
    await tx.query('RELEASE SAVEPOINT ical_event');
    const { rows } = await tx.query<NonNullable<IcalConflict['with']>>(collidingSql, [
      feed.propertyId,
      event.start,
      event.end,
      existing?.id ?? null,
    ]);
    return { uid: event.uid, checkIn: event.start, checkOut: event.end, with: rows[0] ?? null };
  }
}

/**
 * Applies `events` for `feed` (its row locked by the caller: one sync of a feed at a time).
 * `today` (YYYY-MM-DD): bookings that ended before it are not cancelled when they leave the feed.
 */
export async function applyFeedEvents(
  tx: Queryable,
  feed: LockedFeed,
  events: FeedEvent[],
  today: string,
): Promise<{ result: IcalSyncResult; conflicts: IcalConflict[] }> {
  const result: IcalSyncResult = {
    feedId: feed.id,
    ok: true,
    error: null,
    bookings: { added: 0, updated: 0, cancelled: 0 },
    blocks: { added: 0, updated: 0, removed: 0 },
    conflicts: 0,
  };
  const conflicts: IcalConflict[] = [];
  const reservations = events.filter((event) => event.kind === 'reservation');
  const blockEvents = events.filter((event) => event.kind === 'block');

  const bookings = await tx.query<BookingRow>(bookingsSql, [
    feed.propertyId,
    feed.id,
    reservations.map((event) => event.uid),
  ]);
  const bookingByUid = new Map(bookings.rows.map((row) => [row.uid, row]));
  for (const event of reservations) {
    const outcome = await applyReservation(tx, feed, event, bookingByUid.get(event.uid));
    if (typeof outcome === 'object') conflicts.push(outcome);
    else if (outcome !== 'unchanged') result.bookings[outcome] += 1;
  }
  const present = new Set(reservations.map((event) => event.uid));
  for (const row of bookings.rows) {
    if (row.feedId !== feed.id || present.has(row.uid) || row.status !== 'confirmed' || row.checkOut < today)
      continue;
    if ((await tx.query(cancelSql, [row.id])).rows.length) result.bookings.cancelled += 1;
  }

  const blocks = await tx.query<BlockRow>(blocksSql, [feed.id]);
  const blockByUid = new Map(blocks.rows.map((row) => [row.uid, row]));
  for (const event of blockEvents) {
    const block = blockByUid.get(event.uid);
    if (!block) {
      await tx.query(insertBlockSql, [
        feed.propertyId,
        feed.id,
        event.uid,
        event.start,
        event.end,
        event.summary,
      ]);
      result.blocks.added += 1;
    } else if (block.start !== event.start || block.end !== event.end || block.summary !== event.summary) {
      await tx.query(updateBlockSql, [block.id, event.start, event.end, event.summary]);
      result.blocks.updated += 1;
    }
  }
  const kept = new Set(blockEvents.map((event) => event.uid));
  const gone = blocks.rows.filter((row) => !kept.has(row.uid)).map((row) => row.id);
  if (gone.length) await tx.query(deleteBlocksSql, [gone]);
  result.blocks.removed = gone.length;
  result.conflicts = conflicts.length;
  return { result, conflicts };
}
