/**
 * Who reads the check-in forms' history (issue 41, migration 0031), on both databases, as
 * Supabase's API roles do: the booking's owner reads its lines and no other (with no WHERE clause),
 * the team reads them all, nobody signed in writes them (only the server does), and anon reads
 * nothing, also on a database with Supabase's default grants before the migrations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts } from '../../local-server/seed-portfolio.ts';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { openLikeSupabase } from '../../test-support/supabase-like.ts';
import { asUser } from './as-user.ts';
import type { Database } from './database.ts';
import { recordDeclarationChange } from './declaration-history.ts';

const rlsRefusal = /permission denied|row-level security/;

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
  describe.skipIf(!available)(`check-in history Row Level Security on ${kind}`, () => {
    let test: SeededDatabase;
    const users: Record<'ownerA' | 'ownerB' | 'team', string> = { ownerA: '', ownerB: '', team: '' };
    let haddadId: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const { rows } = await test.db.query<{ id: string; email: string }>('SELECT id, email FROM auth_users');
      const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
      users.ownerA = idOf(demoHosts.owner.email);
      users.ownerB = idOf(demoHosts.owner2.email);
      users.team = idOf(demoHosts.team.email);
      haddadId = (
        await test.db.query<{ id: string }>(
          `SELECT b.id FROM bookings b JOIN properties p ON p.id = b.property_id
            WHERE p.name = 'Dar Atlas' AND b.guest_last_name = 'Haddad'`,
        )
      ).rows[0]!.id;
      // Booking A (Riad Yasmine, owner A): two lines; Haddad (Dar Atlas, owner B): one.
      const line = (bookingId: string, guestIndex: number, clientIp: string) =>
        recordDeclarationChange(test.db, {
          bookingId,
          guestIndex,
          action: 'submitted',
          adults: 2,
          afterComplete: false,
          clientIp,
          at: new Date('2026-03-09T13:32:00Z'),
        });
      await line(test.benaliId, 1, '203.0.113.1');
      await line(test.benaliId, 2, '203.0.113.2');
      await line(haddadId, 1, '203.0.113.3');
    });
    afterAll(async () => {
      await test?.close();
    });

    const seenBy = (user: string) =>
      asUser(test.db, user, async (tx) =>
        (
          await tx.query<{ client_ip: string }>(
            'SELECT client_ip FROM guest_declaration_changes ORDER BY client_ip',
          )
        ).rows.map((row) => row.client_ip),
      );

    it('shows an owner the history of their own bookings only, and the team all of it', async () => {
      expect(await seenBy(users.ownerA)).toEqual(['203.0.113.1', '203.0.113.2']);
      expect(await seenBy(users.ownerB)).toEqual(['203.0.113.3']);
      expect(await seenBy(users.team)).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3']);
    });

    it('lets nobody signed in write a line, not even the booking’s owner or the team', async () => {
      for (const user of [users.ownerA, users.team]) {
        for (const sql of [
          `UPDATE guest_declaration_changes SET client_ip = 'x' WHERE booking_id = $1`,
          'DELETE FROM guest_declaration_changes WHERE booking_id = $1',
          `INSERT INTO guest_declaration_changes (booking_id, guest_index, action, adults, client_ip)
           VALUES ($1, 1, 'replaced', 1, '192.0.2.1')`,
        ]) {
          await expect(asUser(test.db, user, (tx) => tx.query(sql, [test.benaliId]))).rejects.toThrow(
            rlsRefusal,
          );
        }
      }
      expect(await seenBy(users.team)).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3']);
    });

    it('gives anon nothing', async () => {
      await expect(asRole(test.db, 'anon', 'SELECT * FROM guest_declaration_changes')).rejects.toThrow(
        /permission denied/,
      );
    });
  });

  describe.skipIf(!available)(`check-in history on a database set up as Supabase's, on ${kind}`, () => {
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

    it('takes back the default grants: anon reads nothing, authenticated may only read', async () => {
      await expect(asRole(db, 'anon', 'SELECT * FROM guest_declaration_changes')).rejects.toThrow(
        /permission denied/,
      );
      await expect(asRole(db, 'authenticated', 'DELETE FROM guest_declaration_changes')).rejects.toThrow(
        /permission denied/,
      );
      expect(await asRole(db, 'authenticated', 'SELECT * FROM guest_declaration_changes')).toEqual([]);
    });
  });
}
