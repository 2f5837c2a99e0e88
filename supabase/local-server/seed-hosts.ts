/**
 * The demo hosts (issue 28): three logins, their host rows, and what each owns. Seeds only what is
 * missing: a login that already exists keeps its password, and a portfolio is seeded with the host
 * row it belongs to (once). Written as the database owner, beside Row Level Security.
 */
import { hash } from '@node-rs/bcrypt';
import { rihlaTimeZone } from '../functions/_shared/calendar.ts';
import type { Database, Queryable } from '../functions/_shared/database.ts';
import { generateBackupDoorCode } from '../functions/_shared/door-code.ts';
import { addDays, stayDates } from './seed-dates.ts';
import {
  darAtlas,
  demoHosts,
  guestPropertyPlaces,
  type PortfolioBooking,
  type PortfolioProperty,
  sampleGuests,
  sampleNotifications,
  samplePortfolio,
  sampleTasks,
} from './seed-portfolio.ts';

type HostKey = keyof typeof demoHosts;

/** The auth user id of each demo login, created when missing. */
async function ensureLogins(db: Database): Promise<Record<HostKey, string>> {
  const keys = Object.keys(demoHosts) as HostKey[];
  const emails = keys.map((key) => demoHosts[key].email);
  const { rows: found } = await db.query<{ email: string }>(
    'SELECT email FROM auth_users WHERE email = ANY ($1::text[])',
    [emails],
  );
  const missing = keys.filter((key) => !found.some((row) => row.email === demoHosts[key].email));
  const hashes = await Promise.all(missing.map((key) => hash(demoHosts[key].password, 10)));
  for (const [index, key] of missing.entries()) {
    await db.query(
      'INSERT INTO auth_users (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
      [demoHosts[key].email, hashes[index]],
    );
  }
  const { rows } = await db.query<{ id: string; email: string }>(
    'SELECT id, email FROM auth_users WHERE email = ANY ($1::text[])',
    [emails],
  );
  const idOf = (key: HostKey) => rows.find((row) => row.email === demoHosts[key].email)!.id;
  return { owner: idOf('owner'), owner2: idOf('owner2'), team: idOf('team') };
}

async function insertProperties(tx: Queryable, ownerId: string, properties: readonly PortfolioProperty[]) {
  const { rows } = await tx.query<{ id: string; name: string }>(
    `INSERT INTO properties (name, address, city, region, host_phone, owner_id)
     SELECT p.name, p.address, p.city, p.region, p."hostPhone", $2
       FROM jsonb_to_recordset($1::jsonb) AS p(name text, address text, city text, region text, "hostPhone" text)
     RETURNING id, name`,
    [JSON.stringify(properties), ownerId],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Bookings of the given properties (by name), dates in days from today, totals from the nightly price. */
async function insertBookings(
  tx: Queryable,
  today: string,
  propertyIds: Map<string, string>,
  properties: readonly PortfolioProperty[],
  bookings: readonly PortfolioBooking[],
) {
  const rows = bookings.map((booking) => ({
    ...booking,
    // Every booking with a door code has a backup code (issue 31), different from it.
    backupCode: booking.backupCode ?? (booking.lockCode ? generateBackupDoorCode(booking.lockCode) : null),
    propertyId: propertyIds.get(booking.property),
    total:
      properties.find((p) => p.name === booking.property)!.nightly * (booking.checkOut - booking.checkIn),
  }));
  await tx.query(
    `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, guest_phone, guests_count,
                           source, check_in_date, check_out_date, smart_lock_code, backup_door_code, stay_total,
                           currency)
     SELECT b."propertyId", b."firstName", b."lastName", b.email, b.phone, b.guests, b.source,
            $2::date + b."checkIn", $2::date + b."checkOut", b."lockCode", b."backupCode", b.total, 'eur'
       FROM jsonb_to_recordset($1::jsonb) AS b("propertyId" uuid, "firstName" text, "lastName" text, email text,
            phone text, guests int, source text, "checkIn" int, "checkOut" int, "lockCode" text,
            "backupCode" text, total int)`,
    [JSON.stringify(rows), today],
  );
}

/**
 * The stays of the eleven months before this one, for the analytics (a year of revenue by month, occupancy,
 * sources): up to three stays a month in each sample property, sources in the sample's shares (45% direct,
 * 30% Airbnb, 15% Booking.com, 10% VRBO and others), one stay in twelve cancelled.
 */
async function insertPastStays(tx: Queryable, today: string, propertyIds: string[], nightly: number[]) {
  await tx.query(
    `INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, guests_count, source,
                           status, check_in_date, check_out_date, stay_total, currency)
     SELECT p.id, (ARRAY['Lucas','Nadia','Hugo','Sara','Mehdi','Julia','Adam','Ines','Noah','Lina'])[n % 10 + 1],
            (ARRAY['Moreau','Ziani','Rossi','Okafor','Dubois','Kowalski','Nguyen','Fischer','Costa'])[n % 9 + 1],
            'guest' || n || '@guest.example', 1 + n % 4,
            (ARRAY['direct','airbnb','direct','booking_com','airbnb','direct','vrbo','direct','airbnb','direct',
                   'booking_com','direct','airbnb','direct','others','direct','airbnb','booking_com','direct','airbnb'])[n % 20 + 1],
            CASE WHEN n % 12 = 5 THEN 'cancelled' ELSE 'confirmed' END,
            start, start + nights, p.nightly * nights, 'eur'
       FROM unnest($2::uuid[], $3::int[]) WITH ORDINALITY AS p(id, nightly, i),
            generate_series(1, 11) AS m,
            generate_series(0, 2) AS s,
            LATERAL (SELECT (m * 12 + s * 4 + p.i::int) AS n) AS k,
            LATERAL (SELECT (date_trunc('month', $1::date::timestamp) - make_interval(months => m))::date
                            + s * 10 + p.i::int AS start, 3 + (m + s + p.i::int) % 4 AS nights) AS d
      -- Over before this month's sample stays begin (nine days ago): no property is booked twice.
      WHERE d.start + d.nights <= $1::date - 9`,
    [today, propertyIds, nightly],
  );
}

async function insertTasks(tx: Queryable, today: string, propertyIds: Map<string, string>) {
  const rows = sampleTasks.map((task) => ({ ...task, propertyId: propertyIds.get(task.property) }));
  await tx.query(
    `INSERT INTO cleaning_tasks (property_id, scheduled_date, scheduled_time, status, cleaner_name, notes, completed_at)
     SELECT t."propertyId", $2::date + t.day, t.time::time, t.status, t.cleaner, t.notes,
            CASE WHEN t.status = 'completed'
                 THEN (($2::date + t.day) + time '14:00') AT TIME ZONE $3::text END
       FROM jsonb_to_recordset($1::jsonb) AS t("propertyId" uuid, day int, time text, status text, cleaner text, notes text)`,
    [JSON.stringify(rows), today, rihlaTimeZone],
  );
}

interface SeedNotification {
  kind: string;
  /** The English text; `key` and `params` let the screen write it in the host's language. */
  message: string;
  key: string;
  params: Record<string, string | number>;
  link: string;
  minutesAgo: number;
  read: boolean;
}

async function insertNotification(tx: Queryable, hostId: string, note: SeedNotification) {
  await tx.query(
    `INSERT INTO host_notifications (host_id, kind, message, message_key, message_params, link, read, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, now() - make_interval(mins => $8::int))`,
    [
      hostId,
      note.kind,
      note.message,
      note.key,
      JSON.stringify(note.params),
      note.link,
      note.read,
      note.minutesAgo,
    ],
  );
}

/** The first owner: the sample portfolio, and the two guest bookings' properties (Booking A and B). */
async function seedOwnerPortfolio(tx: Queryable, hostId: string, today: string) {
  for (const [name, place] of Object.entries(guestPropertyPlaces)) {
    await tx.query(
      'UPDATE properties SET owner_id = $2, city = $3, region = $4 WHERE name = $1 AND owner_id IS NULL',
      [name, hostId, place.city, place.region],
    );
  }
  const ids = await insertProperties(tx, hostId, samplePortfolio);
  await insertBookings(tx, today, ids, samplePortfolio, sampleGuests);
  await insertPastStays(
    tx,
    today,
    samplePortfolio.map((property) => ids.get(property.name)!),
    samplePortfolio.map((property) => property.nightly),
  );
  await insertTasks(tx, today, ids);
  const chloe = sampleGuests.find((guest) => guest.lastName === 'Bernard')!;
  const chloeStay = { checkIn: addDays(today, chloe.checkIn), checkOut: addDays(today, chloe.checkOut) };
  for (const note of sampleNotifications) {
    const message = note.message.replace('{dates}', stayDates(chloeStay.checkIn, chloeStay.checkOut));
    const params = note.message.includes('{dates}') ? { ...note.params, ...chloeStay } : note.params;
    await insertNotification(tx, hostId, { ...note, message, params });
  }
}

/** The second owner: Dar Atlas in Imlil, one booking and its turnover. */
async function seedDarAtlas(tx: Queryable, hostId: string, today: string) {
  const { property, booking } = darAtlas;
  const ids = await insertProperties(tx, hostId, [property]);
  await insertBookings(tx, today, ids, [property], [{ ...booking, property: property.name }]);
  await tx.query(
    `INSERT INTO cleaning_tasks (property_id, scheduled_date, scheduled_time, notes)
     VALUES ($1, $2::date + $3::int, '11:00', 'Turnover after the Haddad stay; stack firewood for the next guests.')`,
    [ids.get(property.name), today, booking.checkOut],
  );
  const stay = { checkIn: addDays(today, booking.checkIn), checkOut: addDays(today, booking.checkOut) };
  const guest = `${booking.firstName} ${booking.lastName}`;
  await insertNotification(tx, hostId, {
    kind: 'booking',
    message: `New booking: ${guest} at ${property.name}, ${stayDates(stay.checkIn, stay.checkOut)}.`,
    key: 'newBooking',
    params: { guest, property: property.name, ...stay },
    link: '/host/guests',
    minutesAgo: 45,
    read: false,
  });
}

/** Creates the demo logins, host rows and portfolios that are missing. */
export async function seedDemoHosts(db: Database, today: string): Promise<void> {
  const ids = await ensureLogins(db);
  await db.transaction(async (tx) => {
    const created = new Set<HostKey>();
    for (const key of Object.keys(demoHosts) as HostKey[]) {
      const host = demoHosts[key];
      const { rows } = await tx.query(
        `INSERT INTO hosts (id, display_name, phone, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [ids[key], host.displayName, host.phone, host.role],
      );
      if (rows.length > 0) created.add(key);
    }
    if (created.has('owner')) await seedOwnerPortfolio(tx, ids.owner, today);
    if (created.has('owner2')) await seedDarAtlas(tx, ids.owner2, today);
    if (created.has('team')) {
      await insertNotification(tx, ids.team, {
        kind: 'extra',
        message: 'Breakfast paid for the García stay at Dar Anis.',
        key: 'extraPaid',
        params: { extra: 'breakfast', guest: 'García', property: 'Dar Anis' },
        link: '/host/guests',
        minutesAgo: 30,
        read: false,
      });
    }
  });
}
