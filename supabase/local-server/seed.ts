/**
 * Demo data for `npm start`: the two guest bookings (Booking A and B) on an empty database, dates
 * relative to today in Morocco, and the demo hosts with their portfolios (seed-hosts.ts).
 */
import type { Database } from '../functions/_shared/database.ts';
import { addDays, localDate } from './seed-dates.ts';
import { seedDemoHosts } from './seed-hosts.ts';
import { seedDemoMessages } from './seed-messages.ts';
import { darAtlas, demoHosts } from './seed-portfolio.ts';
import { publishedStaysLines, seedPublishedStays } from './seed-stays.ts';

export { addDays, localDate } from './seed-dates.ts';

export interface DemoSummary {
  lines: string[];
}

export const demoHost = { email: demoHosts.owner.email, password: demoHosts.owner.password } as const;
export const demoBookings = {
  benali: {
    lastName: 'Benali',
    checkInOffset: 2,
    checkOutOffset: 5,
    lockCode: '4827',
    /** "Code not working?": the second code for the same door (issue 31). */
    backupCode: '519263',
    property: {
      name: 'Riad Yasmine',
      address: 'Riad Yasmine, 12 Derb Sidi Bouloukat, Medina, Marrakech 40000, Morocco',
      hostPhone: '+212 661 234 567',
      wifiNetwork: 'Rihla Guest',
      wifiPassword: 'mint-tea-4827',
      walkthrough: 'https://www.youtube-nocookie.com/embed/x8zBkp6l8yE',
      recommendations: 'https://www.visitmorocco.com/en/travel/marrakech',
      houseRules:
        'Quiet hours from 22:00 to 08:00: sound carries across the courtyard.\n' +
        'No smoking inside the riad; the roof terrace is fine.\n' +
        'Shoes off in the salon, please.',
      /** The door code shows 7 days before check-in, online check-in or not (issue 31): today's journeys. */
      codeReleaseHours: 168,
      codeRequiresCheckIn: false,
      images: [
        '/guide/benali-1.webp',
        '/guide/benali-2.webp',
        '/guide/benali-3.webp',
        '/guide/benali-4.webp',
      ],
    },
  },
  garcia: {
    lastName: 'García',
    checkInOffset: 10,
    checkOutOffset: 14,
    property: {
      name: 'Dar Anis',
      address: 'Dar Anis, 7 Derb Lamzerdi, Fès el-Bali, Fes 30110, Morocco',
      hostPhone: '+212 662 345 678',
      arrivalMethod: 'host_meets',
      checkInTime: '16:00',
    },
  },
} as const;

async function insertProperty(
  db: Database,
  values: [string, string, string | null, string | null, string | null, string | null, string[]],
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO properties (name, address, wifi_network, wifi_password, walkthrough_url, recommendations_url, image_urls)
     VALUES ($1, $2, $3, $4, $5, $6, $7::text[]) RETURNING id`,
    values,
  );
  return rows[0]!.id;
}

async function seedBookings(db: Database, today: string): Promise<void> {
  const { benali, garcia } = demoBookings;
  const riad = await insertProperty(db, [
    benali.property.name,
    benali.property.address,
    benali.property.wifiNetwork,
    benali.property.wifiPassword,
    benali.property.walkthrough,
    benali.property.recommendations,
    [...benali.property.images],
  ]);
  const dar = await insertProperty(db, [
    garcia.property.name,
    garcia.property.address,
    null,
    null,
    null,
    null,
    [],
  ]);
  // The way in (0013): Booking A's smart lock, Booking B's host meeting the guest. Booking A's house
  // rules (0021), which the guest sees with the stay.
  await db.query(
    `UPDATE properties SET host_phone = $2, arrival_method = $3, check_in_time = $4::time WHERE id = $1`,
    [dar, garcia.property.hostPhone, garcia.property.arrivalMethod, garcia.property.checkInTime],
  );
  await db.query(
    `UPDATE properties SET host_phone = $2, house_rules = $3, code_release_hours = $4, code_requires_checkin = $5
      WHERE id = $1`,
    [
      riad,
      benali.property.hostPhone,
      benali.property.houseRules,
      benali.property.codeReleaseHours,
      benali.property.codeRequiresCheckIn,
    ],
  );
  await db.query(
    `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, smart_lock_code,
                           backup_door_code)
     VALUES ($1, $2, $3::date, $4::date, $5, $6)`,
    [
      riad,
      benali.lastName,
      addDays(today, benali.checkInOffset),
      addDays(today, benali.checkOutOffset),
      benali.lockCode,
      benali.backupCode,
    ],
  );
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, smart_lock_code)
     VALUES ($1, $2, $3::date, $4::date, NULL) RETURNING id`,
    [dar, garcia.lastName, addDays(today, garcia.checkInOffset), addDays(today, garcia.checkOutOffset)],
  );
  const garciaId = rows[0]!.id;
  // Breakfast already paid for booking B: a paid order with its one line.
  const order = await db.query<{ id: string }>(
    `INSERT INTO extra_orders (booking_id_fk, status, selection_hash, total_amount, currency, client_secret,
                               checkout_session_id, paid_at)
     VALUES ($1, 'paid', 'seed', 700, 'eur', encode(gen_random_bytes(24), 'hex'), 'cs_test_seed_garcia_breakfast', now())
     RETURNING id`,
    [garciaId],
  );
  await db.query(
    `INSERT INTO booking_extras (booking_id_fk, order_id, extra_id, name, quantity, details, unit_amount, currency,
                                 payment_status, checkout_session_id)
     VALUES ($1, $2, 'breakfast', 'Breakfast', 1, $3::jsonb, 700, 'eur', 'paid', 'cs_test_seed_garcia_breakfast')`,
    [garciaId, order.rows[0]!.id, JSON.stringify({ timeMethod: 'specify', time: '08:30' })],
  );
}

/** When a demo door code shows: the release rule, in words (issue 31). */
/** How the demo guest gets in, as the stay view says it: the host at the door, or a code. */
function wayIn(row: { smart_lock_code: string | null; arrival_method: string }): string {
  if (row.arrival_method === 'host_meets') return 'the host meets the guests at the door (no code)';
  return `door code ${row.smart_lock_code ?? 'not set yet'}`;
}

function codeReleaseNote(row: {
  smart_lock_code: string | null;
  arrival_method: string;
  code_release_hours: number;
  code_requires_checkin: boolean;
}): string {
  if (!row.smart_lock_code || row.arrival_method === 'host_meets') return '';
  const hours = Number(row.code_release_hours);
  const when = hours >= 72 && hours % 24 === 0 ? `${hours / 24} days` : `${hours} hours`;
  return row.code_requires_checkin
    ? `, shown after online check-in and ${when} before check-in`
    : `, shown ${when} before check-in`;
}

/** Seeds only what is missing (bookings on an empty database, the demo hosts if absent) and describes the demo. */
export async function seedDemoData(db: Database, now: Date): Promise<DemoSummary> {
  const today = localDate(now);
  const { rows: counted } = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM properties',
  );
  const empty = Number(counted[0]?.count ?? 0) === 0;
  if (empty) await seedBookings(db, today);

  await seedDemoHosts(db, today);
  if (empty) await seedDemoMessages(db, now);
  await seedPublishedStays(db, today);
  // A database just filled has no statistics until autovacuum analyses it (never, on a server where it
  // is off): the planner then guesses every table's size and picks plans for thousands of rows, such
  // as a GiST index scan or a hash built on the bookings instead of the properties. Measured on the
  // host screens' statements under load: a tenth to a fifth of their time.
  if (empty) await db.exec('ANALYZE');

  const { benali, garcia } = demoBookings;
  const { rows } = await db.query<{
    guest_last_name: string;
    check_in_date: string;
    smart_lock_code: string | null;
    property_name: string;
    arrival_method: string;
    code_release_hours: number;
    code_requires_checkin: boolean;
  }>(
    `SELECT b.guest_last_name, to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in_date, b.smart_lock_code,
            p.name AS property_name, p.arrival_method, p.code_release_hours, p.code_requires_checkin
       FROM bookings b JOIN properties p ON p.id = b.property_id
       JOIN unnest($1::text[], $2::text[]) AS demo(last_name, property) ON demo.last_name = b.guest_last_name
                                                                       AND demo.property = p.name
      ORDER BY b.check_in_date`,
    [
      [benali.lastName, garcia.lastName, darAtlas.booking.lastName],
      [benali.property.name, garcia.property.name, darAtlas.property.name],
    ],
  );
  const lines = ['Demo guest bookings (find them at /guest-portal):'];
  for (const row of rows) {
    lines.push(
      `  last name ${row.guest_last_name}, check-in ${row.check_in_date}, ${wayIn(row)}${codeReleaseNote(row)} (${row.property_name})`,
    );
  }
  lines.push('Host logins (/host-login):');
  const { owner, owner2, team } = demoHosts;
  lines.push(`  ${owner.email} / ${owner.password} (owner: the sample portfolio, Riad Yasmine, Dar Anis)`);
  lines.push(`  ${owner2.email} / ${owner2.password} (owner: ${darAtlas.property.name}, Imlil)`);
  lines.push(`  ${team.email} / ${team.password} (the Rihla team: everything)`);
  lines.push(...publishedStaysLines(today));
  return { lines };
}
