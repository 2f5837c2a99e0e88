/**
 * The demo's conversations (issue 44), so Messages is not empty on `npm start`: Booking A's guest
 * (Benali, Riad Yasmine) asked about parking and the owner answered, all read; Booking B's guest
 * (García, Dar Anis) wrote once, not read yet. Seeded with the bookings, on an empty database only;
 * no notification or mail is made for them (the demo's notification counts stay as they were).
 * Side effects: inserts into booking_messages and booking_message_reads.
 */
import type { Queryable } from '../functions/_shared/database.ts';
import { demoHosts } from './seed-portfolio.ts';

interface SeedMessage {
  lastName: string;
  sender: 'guest' | 'host';
  text: string;
  language: string | null;
  hoursAgo: number;
  /** Read by the other side (the owner's read marker covers the booking's guest messages so far). */
  read: boolean;
}

const conversation: SeedMessage[] = [
  {
    lastName: 'Benali',
    sender: 'guest',
    text: 'Hello! We are arriving by car. Is there somewhere to park near the riad?',
    language: 'en',
    hoursAgo: 26,
    read: true,
  },
  {
    lastName: 'Benali',
    sender: 'host',
    text:
      "Welcome! Cars can't enter the medina: there is a guarded car park at Bab Doukkala, " +
      "about 5 minutes' walk away (around 40 MAD a night). Call me when you get there and I'll meet you.",
    language: null,
    hoursAgo: 25,
    read: true,
  },
  {
    lastName: 'Benali',
    sender: 'guest',
    text: 'Perfect, thank you! See you soon.',
    language: 'en',
    hoursAgo: 24,
    read: true,
  },
  {
    lastName: 'García',
    sender: 'guest',
    text: 'Hola, ¿podemos dejar las maletas antes de las 16:00?',
    language: 'es',
    hoursAgo: 2,
    read: false,
  },
];

export async function seedDemoMessages(tx: Queryable, now: Date): Promise<void> {
  const { rows: owners } = await tx.query<{ id: string; display_name: string }>(
    `SELECT h.id, h.display_name FROM hosts h JOIN auth_users u ON u.id = h.id WHERE u.email = $1`,
    [demoHosts.owner.email],
  );
  const owner = owners[0];
  if (!owner) return;
  for (const [index, message] of conversation.entries()) {
    const at = new Date(now.getTime() - message.hoursAgo * 3_600_000).toISOString();
    await tx.query(
      `INSERT INTO booking_messages (booking_id, client_id, sender, author_id, author_role, author_name, text,
                                     language, sent_at, delivered_at, read_at)
       SELECT b.id, md5('demo-message-' || $1::text)::uuid, $2, CASE WHEN $2 = 'host' THEN $3::uuid END,
              CASE WHEN $2 = 'host' THEN 'owner' ELSE 'guest' END,
              CASE WHEN $2 = 'host' THEN $4 ELSE coalesce(b.guest_first_name, b.guest_last_name) END,
              $5, $6, $7::timestamptz, CASE WHEN $8 THEN $7::timestamptz END, CASE WHEN $8 THEN $7::timestamptz END
         FROM bookings b WHERE b.guest_last_name = $9
       ON CONFLICT (booking_id, client_id) DO NOTHING`,
      [
        index,
        message.sender,
        owner.id,
        owner.display_name,
        message.text,
        message.language,
        at,
        message.read,
        message.lastName,
      ],
    );
  }
  // The owner has read Booking A's thread.
  await tx.query(
    `INSERT INTO booking_message_reads (host_id, booking_id, read_seq, read_at)
     SELECT $1::uuid, m.booking_id, max(m.seq), $2::timestamptz
       FROM booking_messages m JOIN bookings b ON b.id = m.booking_id
      WHERE b.guest_last_name = $3 GROUP BY m.booking_id
     ON CONFLICT DO NOTHING`,
    [owner.id, now.toISOString(), 'Benali'],
  );
}
