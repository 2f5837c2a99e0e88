/** Demo data for `npm start` on an empty database: two bookings (dates relative to today in Morocco) and the host account. */
import { hash } from '@node-rs/bcrypt';
import type { Database } from '../functions/_shared/database.ts';

export interface DemoSummary {
  lines: string[];
}

export const demoHost = { email: 'host@rihla.example', password: 'rihla-demo-host' } as const;
export const demoTimeZone = 'Africa/Casablanca';

/** Today's date (YYYY-MM-DD) in the properties' time zone. */
export function localDate(now: Date, timeZone = demoTimeZone): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export const demoBookings = {
  benali: {
    lastName: 'Benali',
    checkInOffset: 2,
    checkOutOffset: 5,
    lockCode: '4827',
    property: {
      name: 'Riad Yasmine',
      address: 'Riad Yasmine, 12 Derb Sidi Bouloukat, Medina, Marrakech 40000, Morocco',
      hostPhone: '+212 661 234 567',
      wifiNetwork: 'Rihla Guest',
      wifiPassword: 'mint-tea-4827',
      walkthrough: 'https://www.youtube-nocookie.com/embed/x8zBkp6l8yE',
      recommendations: 'https://www.visitmorocco.com/en/travel/marrakech',
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
  // The way in (0013): Booking A's smart lock, Booking B's host meeting the guest.
  await db.query(
    `UPDATE properties SET host_phone = $2, arrival_method = $3, check_in_time = $4::time WHERE id = $1`,
    [dar, garcia.property.hostPhone, garcia.property.arrivalMethod, garcia.property.checkInTime],
  );
  await db.query(`UPDATE properties SET host_phone = $2 WHERE id = $1`, [riad, benali.property.hostPhone]);
  await db.query(
    `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, smart_lock_code)
     VALUES ($1, $2, $3::date, $4::date, $5)`,
    [
      riad,
      benali.lastName,
      addDays(today, benali.checkInOffset),
      addDays(today, benali.checkOutOffset),
      benali.lockCode,
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

/** Seeds only what is missing (bookings on an empty database, the host account if absent) and describes the demo. */
export async function seedDemoData(db: Database, now: Date): Promise<DemoSummary> {
  const today = localDate(now);
  const { rows: counted } = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM properties',
  );
  if (Number(counted[0]?.count ?? 0) === 0) await seedBookings(db, today);

  const { rows: hosts } = await db.query('SELECT 1 FROM auth_users WHERE email = $1', [demoHost.email]);
  if (hosts.length === 0) {
    await db.query(
      'INSERT INTO auth_users (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
      [demoHost.email, await hash(demoHost.password, 10)],
    );
  }

  const { rows } = await db.query<{
    guest_last_name: string;
    check_in_date: string;
    smart_lock_code: string | null;
  }>(
    `SELECT guest_last_name, to_char(check_in_date, 'YYYY-MM-DD') AS check_in_date, smart_lock_code
       FROM bookings WHERE guest_last_name IN ($1, $2) ORDER BY check_in_date`,
    [demoBookings.benali.lastName, demoBookings.garcia.lastName],
  );
  const lines = ['Demo guest bookings (find them at /guest-portal):'];
  for (const row of rows) {
    lines.push(
      `  last name ${row.guest_last_name}, check-in ${row.check_in_date}, door code ${row.smart_lock_code ?? 'none'}`,
    );
  }
  lines.push(`Host login (/host-login): ${demoHost.email} / ${demoHost.password}`);
  return { lines };
}
