/**
 * Who reads and writes a booking's conversation (issue 44, migration 0040), on both databases, as
 * Supabase's API roles do: an owner reads the messages of their own properties' bookings and no
 * other (with no WHERE clause), the team reads them all; a host writes only host messages, as
 * themselves, with their own role, on a booking they see, and changes nothing of a message but its
 * delivered and read times (of the guest's messages); read markers are each host's own; anon gets
 * nothing, also on a database with Supabase's default grants before the migrations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { type DemoHostIds, demoHostIds } from '../../test-support/host-tokens.ts';
import { openLikeSupabase } from '../../test-support/supabase-like.ts';
import { asUser } from './as-user.ts';
import type { Database } from './database.ts';

const refused = /permission denied|row-level security/;

/** One statement as an API role with no claims, rolled back. */
async function asRole(db: Database, role: 'anon' | 'authenticated', sql: string): Promise<unknown[]> {
  let rows: unknown[] = [];
  await db
    .transaction(async (tx) => {
      await tx.query(`SET LOCAL ROLE ${role}`);
      rows = (await tx.query(sql)).rows;
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return rows;
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`conversation Row Level Security on ${kind}`, () => {
    let test: SeededDatabase;
    let ids: DemoHostIds;
    let haddadId: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      ids = await demoHostIds(test.db);
      haddadId = (
        await test.db.query<{ id: string }>(
          `SELECT b.id FROM bookings b JOIN properties p ON p.id = b.property_id
            WHERE p.name = 'Dar Atlas' AND b.guest_last_name = 'Haddad'`,
        )
      ).rows[0]!.id;
      // Owner B's guest (Haddad, Dar Atlas) writes once; the demo has Booking A's and B's (owner A).
      await test.db.query(
        `INSERT INTO booking_messages (booking_id, client_id, sender, author_role, author_name, text)
         VALUES ($1, gen_random_uuid(), 'guest', 'guest', 'Leila', 'Firewood?')`,
        [haddadId],
      );
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    const texts = (user: string) =>
      asUser(test.db, user, async (tx) =>
        (await tx.query<{ text: string }>('SELECT text FROM booking_messages ORDER BY seq')).rows.map(
          (row) => row.text,
        ),
      );
    const hostMessage = (bookingId: string, authorId: string, role: string, sender = 'host') =>
      `INSERT INTO booking_messages (booking_id, client_id, sender, author_id, author_role, author_name, text)
       VALUES ('${bookingId}', gen_random_uuid(), '${sender}', '${authorId}', '${role}', 'Someone', 'Hello')`;

    it('shows an owner only their bookings’ messages, the team all', async () => {
      const ownerA = await texts(ids.owner);
      expect(ownerA).toHaveLength(4);
      expect(ownerA).not.toContain('Firewood?');
      expect(await texts(ids.owner2)).toEqual(['Firewood?']);
      expect(await texts(ids.team)).toHaveLength(5);
    });

    it('lets a host write only as themselves, on a booking they see', async () => {
      const write = (user: string, sql: string) => asUser(test.db, user, (tx) => tx.query(sql));
      await expect(write(ids.owner, hostMessage(haddadId, ids.owner, 'owner'))).rejects.toThrow(refused);
      await expect(write(ids.owner2, hostMessage(haddadId, ids.owner, 'owner'))).rejects.toThrow(refused);
      await expect(write(ids.owner2, hostMessage(haddadId, ids.owner2, 'team'))).rejects.toThrow(refused);
      await expect(write(ids.owner2, hostMessage(test.benaliId, ids.owner2, 'owner'))).rejects.toThrow(
        refused,
      );
      await expect(
        write(
          ids.owner2,
          `INSERT INTO booking_messages (booking_id, client_id, sender, author_role, author_name, text)
           VALUES ('${haddadId}', gen_random_uuid(), 'guest', 'guest', 'Leila', 'Forged')`,
        ),
      ).rejects.toThrow(refused);
      await expect(write(ids.owner2, `UPDATE booking_messages SET text = 'Changed'`)).rejects.toThrow(
        refused,
      );
      await expect(write(ids.owner2, 'DELETE FROM booking_messages')).rejects.toThrow(refused);
      // Marking the guest's messages read is theirs; another owner's booking's rows are not even seen.
      const marked = await asUser(test.db, ids.owner, (tx) =>
        tx.query(`UPDATE booking_messages SET read_at = now() WHERE booking_id = $1 RETURNING id`, [
          haddadId,
        ]),
      );
      expect(marked.rows).toEqual([]);
      await asUser(test.db, ids.owner2, (tx) => tx.query(hostMessage(haddadId, ids.owner2, 'owner')));
      await asUser(test.db, ids.team, (tx) => tx.query(hostMessage(haddadId, ids.team, 'team')));
      expect(await texts(ids.owner2)).toEqual(['Firewood?', 'Hello', 'Hello']);
    });

    it("keeps each host's read markers their own", async () => {
      const mark = (user: string, hostId: string, bookingId: string) =>
        asUser(test.db, user, (tx) =>
          tx.query(`INSERT INTO booking_message_reads (host_id, booking_id, read_seq) VALUES ($1, $2, 1)`, [
            hostId,
            bookingId,
          ]),
        );
      await expect(mark(ids.owner, ids.owner2, haddadId)).rejects.toThrow(refused);
      await expect(mark(ids.owner, ids.owner, haddadId)).rejects.toThrow(refused);
      await mark(ids.owner2, ids.owner2, haddadId);
      const seen = await asUser(test.db, ids.owner, (tx) => tx.query('SELECT * FROM booking_message_reads'));
      expect(seen.rows.every((row) => (row as { host_id: string }).host_id === ids.owner)).toBe(true);
    });

    it('gives anon nothing', async () => {
      await expect(asRole(test.db, 'anon', 'SELECT * FROM booking_messages')).rejects.toThrow(
        /permission denied/,
      );
      await expect(asRole(test.db, 'anon', 'SELECT * FROM booking_message_reads')).rejects.toThrow(
        /permission denied/,
      );
    });
  });

  describe.skipIf(!available)(`conversation tables on a database set up as Supabase's, on ${kind}`, () => {
    let db: Database;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const test = await openLikeSupabase(kind);
      db = test.db;
      close = test.close;
    }, 120_000);
    afterAll(async () => {
      await close?.();
    });

    it('takes back the default grants: anon nothing, authenticated no delete', async () => {
      await expect(asRole(db, 'anon', 'SELECT * FROM booking_messages')).rejects.toThrow(/permission denied/);
      await expect(asRole(db, 'authenticated', 'DELETE FROM booking_messages')).rejects.toThrow(
        /permission denied/,
      );
      expect(await asRole(db, 'authenticated', 'SELECT * FROM booking_messages')).toEqual([]);
    });
  });
}
