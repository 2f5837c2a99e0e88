/**
 * Guest bookings for "lookup under attack": many different guests, each looking up their own stay,
 * as a live server sees them (the per last name + check-in date rate limit allows a few lookups of
 * one booking at a time, not twenty). Inserted straight into the part's own fresh database, after the
 * server has migrated and seeded it, on the property of the demo booking Benali.
 */
import pg from 'pg';

export interface GuestBooking {
  lastName: string;
  checkInDate: string;
  /** The booking's id: the answer to a lookup must carry it. */
  id: string;
}

/** Family names guests type (a number makes each one unique; the last two exercise the folding). */
const families = ['Haddad', 'Martin', 'Okafor', 'Nguyen', 'Schmidt', 'Rossi', 'Alaoui', 'Müller', 'Núñez'];

const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/**
 * Inserts `count` bookings ("Haddad 1", "Martin 2", ...; check-in dates spread over 60 days from
 * `firstCheckIn`, three nights each) and returns them with their ids.
 */
export async function insertGuestBookings(
  databaseUrl: string,
  count: number,
  firstCheckIn: string,
): Promise<GuestBooking[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: properties } = await client.query<{ property_id: string }>(
      `SELECT property_id FROM bookings WHERE guest_last_name = 'Benali' LIMIT 1`,
    );
    const property = properties[0]?.property_id;
    if (!property) throw new Error('the demo booking Benali is not in the database');
    const names = Array.from({ length: count }, (_, i) => `${families[i % families.length]} ${i + 1}`);
    const checkIns = Array.from({ length: count }, (_, i) => addDays(firstCheckIn, i % 60));
    // Each guest in a flat of their own (a copy of Benali's): the database refuses a double booking.
    const { rows: flats } = await client.query<{ id: string }>(
      `INSERT INTO properties (name, address, owner_id, wifi_network, wifi_password, time_zone)
       SELECT p.name, p.address, p.owner_id, p.wifi_network, p.wifi_password, p.time_zone
         FROM properties p, generate_series(1, $2::int) WHERE p.id = $1
       RETURNING id`,
      [property, count],
    );
    const { rows } = await client.query<{ id: string; guest_last_name: string; check_in: string }>(
      `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, smart_lock_code)
       SELECT flat, name, check_in, check_in + 3, lpad(((n * 7919) % 10000)::text, 4, '0')
         FROM unnest($1::uuid[], $2::text[], $3::date[]) WITH ORDINALITY AS t(flat, name, check_in, n)
       RETURNING id, guest_last_name, to_char(check_in_date, 'YYYY-MM-DD') AS check_in`,
      [flats.map((flat) => flat.id), names, checkIns],
    );
    return rows.map((row) => ({ lastName: row.guest_last_name, checkInDate: row.check_in, id: row.id }));
  } finally {
    await client.end();
  }
}
