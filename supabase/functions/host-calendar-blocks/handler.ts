/**
 * host-calendar-blocks: dates a host blocks by hand, and their removal. The calls' contracts:
 * _shared/contracts/host-calendar-blocks.contract.ts. Every query runs through Row Level Security
 * (an owner: their properties; the team: all), so another owner's property or block is not found
 * (404). A block is refused (409) when it overlaps a confirmed booking (checked with the property's
 * row locked, as booking writes lock it, so a booking and a block written at once take turns) or
 * another block by hand (the exclusion constraint calendar_blocks_manual_no_overlap: of two
 * requests at once, one is refused). A channel's blocks are the channel's: remove finds only manual
 * ones. Side effects: the database (calendar_blocks).
 */
import {
  hostCalendarBlocksCreate,
  hostCalendarBlocksRemove,
  invalidBlockBody,
} from '../_shared/contracts/host-calendar-blocks.contract.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

interface Conflict {
  checkIn: string;
  checkOut: string;
}

const lockPropertySql = 'SELECT name FROM properties WHERE id = $1::uuid FOR NO KEY UPDATE';
const bookingOverlapSql = `
  SELECT to_char(check_in_date, 'YYYY-MM-DD') AS "checkIn", to_char(check_out_date, 'YYYY-MM-DD') AS "checkOut"
    FROM bookings
   WHERE property_id = $1::uuid AND status = 'confirmed'
     AND daterange(check_in_date, check_out_date, '[)') && daterange($2::date, $3::date, '[)')
   ORDER BY check_in_date LIMIT 1`;
const insertSql = `
  INSERT INTO calendar_blocks (property_id, start_date, end_date, summary, created_by)
  VALUES ($1::uuid, $2::date, $3::date, $4, (SELECT auth.uid()))
  RETURNING id, property_id AS "propertyId", to_char(start_date, 'YYYY-MM-DD') AS "startDate",
            to_char(end_date, 'YYYY-MM-DD') AS "endDate", summary AS reason`;
const removeSql = 'DELETE FROM calendar_blocks WHERE id = $1::uuid AND ical_feed_id IS NULL RETURNING id';

/** The SQLSTATE of a database error (pg and PGlite both set `code`). */
const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;

export const handler = serveCalls('host-calendar-blocks', invalidBlockBody, [
  route(hostCalendarBlocksCreate, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      const property = await tx.query<{ name: string }>(lockPropertySql, [body.propertyId], {
        name: 'host_blocks_lock_property',
      });
      const propertyName = property.rows[0]?.name;
      if (propertyName === undefined) return refuse('notFound');
      const params = [body.propertyId, body.startDate, body.endDate];
      const overlap = await tx.query<Conflict>(bookingOverlapSql, params, { name: 'host_blocks_overlap' });
      const conflict = overlap.rows[0];
      if (conflict) return refuse('overlapsBooking', undefined, { fields: { conflict } });
      await tx.query('SAVEPOINT block_write');
      try {
        const { rows } = await tx.query<{
          id: string;
          propertyId: string;
          startDate: string;
          endDate: string;
          reason: string;
        }>(insertSql, [...params, body.reason ?? ''], { name: 'host_blocks_insert' });
        await tx.query('RELEASE SAVEPOINT block_write');
        return { block: { ...rows[0]!, propertyName } };
      } catch (error) {
        if (sqlState(error) !== '23P01') throw error;
        await tx.query('ROLLBACK TO SAVEPOINT block_write');
        return refuse('overlapsBlock');
      }
    }),
  ),
  route(hostCalendarBlocksRemove, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      const { rows } = await tx.query(removeSql, [body.blockId], { name: 'host_blocks_remove' });
      return rows.length > 0 ? { removed: true as const } : refuse('notFound');
    }),
  ),
]);
