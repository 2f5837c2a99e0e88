/**
 * Writes a feed's parsed events into the database, in the caller's transaction (a host's, through
 * Row Level Security, or the server's): reservations become or update bookings (matched by the
 * property and the event's UID), "not available" events become or update blocks (ical-apply-blocks.ts);
 * a reservation gone from the feed cancels its booking (if it has not ended yet: channels drop past
 * stays from their exports; `cancelled_by` 'channel'), a block gone from it is deleted. Only dates,
 * status, `cancelled_by` and the feed link are ever written to an existing booking: what the host
 * entered stays. A booking the host cancelled (`cancelled_by` 'host', or null: a cancel from before
 * migration 0025) is never written, whatever the feed says, and is no conflict; one the sync
 * cancelled is confirmed again, with the feed's dates, when its event comes back. Nothing unchanged
 * is written, so a second sync changes no row. Writes go in batches (one statement per 500 rows:
 * cancels first, so freed nights can be taken, then moves, then new bookings). Reservations that
 * overlap a confirmed booking are found first and written one at a time, each recorded as a conflict
 * (SQLSTATE 23P01, rolled back to its own savepoint) while the rest goes on; a batch that still
 * overlaps (within itself, or a booking written meanwhile) is rolled back and written one at a time.
 * The bookings written get their check-out cleaning kept in line (checkout-cleaning.ts).
 */
import { syncCheckoutCleanings } from './checkout-cleaning.ts';
import type { Queryable } from './database.ts';
import type { IcalConflict, IcalSyncResult } from './host-api-types-ical.ts';
import { applyBlockEvents, batches } from './ical-apply-blocks.ts';
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
  UPDATE bookings SET status = 'cancelled', cancelled_by = 'channel'
   WHERE id = ANY ($1::uuid[]) AND status = 'confirmed'
  RETURNING id`;
const insertBookingsSql = `
  INSERT INTO bookings (property_id, check_in_date, check_out_date, source, status, external_uid, ical_feed_id)
  SELECT $1, e.check_in, e.check_out, $2, 'confirmed', e.uid, $3
    FROM unnest($4::date[], $5::date[], $6::text[]) AS e(check_in, check_out, uid)`;
const collidingSql = `
  SELECT id AS "bookingId", concat_ws(' ', guest_first_name, guest_last_name) AS name, source,
         to_char(check_in_date, 'YYYY-MM-DD') AS "checkIn", to_char(check_out_date, 'YYYY-MM-DD') AS "checkOut"
    FROM bookings
   WHERE property_id = $1 AND status = 'confirmed' AND id IS DISTINCT FROM $4::uuid
     AND daterange(check_in_date, check_out_date, '[)') && daterange($2::date, $3::date, '[)')
   ORDER BY check_in_date, id LIMIT 1`;
// Which of a batch's reservations overlap a confirmed booking other than their own (1-based).
const overlappingSql = `
  SELECT e.i::int AS index
    FROM unnest($2::uuid[], $3::date[], $4::date[]) WITH ORDINALITY AS e(id, check_in, check_out, i)
   WHERE EXISTS (SELECT 1 FROM bookings b
                  WHERE b.property_id = $1 AND b.status = 'confirmed' AND b.id IS DISTINCT FROM e.id
                    AND daterange(b.check_in_date, b.check_out_date, '[)') && daterange(e.check_in, e.check_out, '[)'))`;
const updateBookingsSql = `
  UPDATE bookings b SET check_in_date = e.check_in, check_out_date = e.check_out, status = 'confirmed',
         cancelled_by = NULL, ical_feed_id = $1
    FROM unnest($2::uuid[], $3::date[], $4::date[]) AS e(id, check_in, check_out)
   WHERE b.id = e.id AND (b.status = 'confirmed' OR b.cancelled_by = 'channel')
  RETURNING b.id`;
const touchedBookingsSql =
  'SELECT id FROM bookings WHERE property_id = $1 AND external_uid = ANY ($2::text[])';
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

type Outcome = 'added' | 'updated' | 'unchanged' | IcalConflict;

/**
 * Writes one batch in one statement under a savepoint; on an overlap (23P01) the batch is rolled
 * back and written one reservation at a time. Each reservation's outcome.
 */
async function writeStatement(
  tx: Queryable,
  feed: LockedFeed,
  batch: { event: FeedEvent; existing: BookingRow | undefined }[],
  kind: 'added' | 'updated',
): Promise<Outcome[]> {
  await tx.query('SAVEPOINT ical_batch');
  try {
    if (kind === 'added') {
      await tx.query(insertBookingsSql, [
        feed.propertyId,
        feed.source,
        feed.id,
        batch.map(({ event }) => event.start),
        batch.map(({ event }) => event.end),
        batch.map(({ event }) => event.uid),
      ]);
      await tx.query('RELEASE SAVEPOINT ical_batch');
      return batch.map(() => kind);
    }
    {
      const { rows } = await tx.query<{ id: string }>(updateBookingsSql, [
        feed.id,
        batch.map(({ existing }) => existing?.id),
        batch.map(({ event }) => event.start),
        batch.map(({ event }) => event.end),
      ]);
      // Rows the host cancelled since they were read are not written (their cancel stands).
      const updated = new Set(rows.map((row) => row.id));
      await tx.query('RELEASE SAVEPOINT ical_batch');
      return batch.map(({ existing }) => (updated.has(existing?.id ?? '') ? 'updated' : 'unchanged'));
    }
  } catch (error) {
    if (sqlState(error) !== '23P01') throw error;
    await tx.query('ROLLBACK TO SAVEPOINT ical_batch');
    await tx.query('RELEASE SAVEPOINT ical_batch');
    const outcomes: Outcome[] = [];
    for (const { event, existing } of batch) outcomes.push(await applyReservation(tx, feed, event, existing));
    return outcomes;
  }
}

/**
 * Writes one batch: the reservations that overlap a confirmed booking (one query finds them) one at
 * a time, each a conflict, the others in one statement. Each reservation's outcome.
 */
async function writeBatch(
  tx: Queryable,
  feed: LockedFeed,
  batch: { event: FeedEvent; existing: BookingRow | undefined }[],
  kind: 'added' | 'updated',
): Promise<Outcome[]> {
  const { rows } = await tx.query<{ index: number }>(overlappingSql, [
    feed.propertyId,
    batch.map(({ existing }) => existing?.id ?? null),
    batch.map(({ event }) => event.start),
    batch.map(({ event }) => event.end),
  ]);
  const overlapping = new Set(rows.map((row) => Number(row.index) - 1));
  const clear = batch.filter((_, index) => !overlapping.has(index));
  const outcomes = clear.length ? await writeStatement(tx, feed, clear, kind) : [];
  for (const index of [...overlapping].sort((a, b) => a - b)) {
    const { event, existing } = batch[index] as (typeof batch)[number];
    outcomes.push(await applyReservation(tx, feed, event, existing));
  }
  return outcomes;
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

  const bookings = await tx.query<BookingRow>(bookingsSql, [
    feed.propertyId,
    feed.id,
    reservations.map((event) => event.uid),
  ]);
  const bookingByUid = new Map(bookings.rows.map((row) => [row.uid, row]));
  const present = new Set(reservations.map((event) => event.uid));
  const gone = bookings.rows
    .filter(
      (row) =>
        row.feedId === feed.id &&
        !present.has(row.uid) &&
        row.status === 'confirmed' &&
        row.checkOut >= today,
    )
    .map((row) => row.id);
  if (gone.length) result.bookings.cancelled = (await tx.query(cancelSql, [gone])).rows.length;

  const toAdd: { event: FeedEvent; existing: undefined }[] = [];
  const toUpdate: { event: FeedEvent; existing: BookingRow }[] = [];
  for (const event of reservations) {
    const existing = bookingByUid.get(event.uid);
    if (!existing) toAdd.push({ event, existing });
    else if (hostCancelled(existing)) continue;
    else if (
      existing.checkIn !== event.start ||
      existing.checkOut !== event.end ||
      existing.status !== 'confirmed' ||
      existing.feedId !== feed.id
    ) {
      toUpdate.push({ event, existing });
    }
  }
  const outcomes: Outcome[] = [];
  for (const batch of batches(toUpdate)) outcomes.push(...(await writeBatch(tx, feed, batch, 'updated')));
  for (const batch of batches(toAdd)) outcomes.push(...(await writeBatch(tx, feed, batch, 'added')));
  for (const outcome of outcomes) {
    if (typeof outcome === 'object') conflicts.push(outcome);
    else if (outcome !== 'unchanged') result.bookings[outcome] += 1;
  }

  const touched = [...toAdd, ...toUpdate].map(({ event }) => event.uid);
  if (touched.length || gone.length) {
    const { rows } = await tx.query<{ id: string }>(touchedBookingsSql, [feed.propertyId, touched]);
    await syncCheckoutCleanings(tx, [...gone, ...rows.map((row) => row.id)], today);
  }

  result.blocks = await applyBlockEvents(
    tx,
    feed,
    events.filter((event) => event.kind === 'block'),
  );
  result.conflicts = conflicts.length;
  return { result, conflicts };
}
