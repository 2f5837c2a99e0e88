/** Inquiries for the host-inquiries tests, written as the server role (as submit-host-inquiry stores them). */
import { fixedNow } from '../../test-support/databases.ts';
import type { Database } from '../_shared/database.ts';

/** Five inquiries, oldest first, an hour apart (the last one an hour before the tests' "now"). */
export const senders = [
  {
    fullName: 'Youssef Alaoui',
    location: 'Fès médina',
    phone: '0612345678',
    language: 'fr',
    status: 'closed',
  },
  { fullName: 'Sara Bennani', location: 'Essaouira', phone: null, language: null, status: 'contacted' },
  {
    fullName: 'Lucía Romero',
    location: 'Chefchaouen',
    phone: '+34 612 345 678',
    language: 'es',
    status: 'new',
  },
  {
    fullName: 'Karim Tazi',
    location: 'Marrakech, Gueliz',
    phone: '+212 661 000 111',
    language: 'ar',
    status: 'new',
  },
  { fullName: 'Emma Clarke', location: 'Tangier', phone: null, language: 'en', status: 'new' },
] as const;

export async function insertInquiries(db: Database): Promise<string[]> {
  await db.query('DELETE FROM inquiries');
  const ids: string[] = [];
  for (const [index, sender] of senders.entries()) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO inquiries (full_name, email, phone, property_location, message, language, sender_hash, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'test', $7, $8) RETURNING id`,
      [
        sender.fullName,
        `${sender.fullName.split(' ')[0]!.toLowerCase()}@example.com`,
        sender.phone,
        sender.location,
        `I have a riad in ${sender.location}.`,
        sender.language,
        sender.status,
        new Date(fixedNow.getTime() - (senders.length - index) * 3_600_000).toISOString(),
      ],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}
