/**
 * Who reads the guest declarations (issue 31), on both databases, as Supabase's API roles do: the
 * booking's owner reads its forms and no other (with no WHERE clause), the team reads them all,
 * nobody signed in writes them, and anon reads nothing, also on a database with Supabase's default
 * grants (ALL to anon and authenticated) before the migrations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts } from '../../local-server/seed-portfolio.ts';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { storeDeclaration } from '../../test-support/guest-declaration-fixtures.ts';
import { openLikeSupabase } from '../../test-support/supabase-like.ts';
import { asUser } from './as-user.ts';
import type { Database } from './database.ts';

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
  describe.skipIf(!available)(`guest declarations Row Level Security on ${kind}`, () => {
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
      // Booking A (Riad Yasmine, owner A): two forms; Haddad (Dar Atlas, owner B): one.
      await storeDeclaration(test.db, test.benaliId, 1, { lastName: 'Benali' });
      await storeDeclaration(test.db, test.benaliId, 2, { lastName: 'Benali' });
      await storeDeclaration(test.db, haddadId, 1, { lastName: 'Haddad' });
    });
    afterAll(async () => {
      await test?.close();
    });

    const namesSeenBy = (user: string) =>
      asUser(test.db, user, async (tx) =>
        (
          await tx.query<{ last_name: string; guest_index: number }>(
            'SELECT last_name, guest_index FROM guest_declarations ORDER BY last_name, guest_index',
          )
        ).rows.map((row) => `${row.last_name} ${row.guest_index}`),
      );

    it('shows an owner the forms of their own bookings only, with no WHERE clause', async () => {
      expect(await namesSeenBy(users.ownerA)).toEqual(['Benali 1', 'Benali 2']);
      expect(await namesSeenBy(users.ownerB)).toEqual(['Haddad 1']);
      // Even naming the other owner's booking finds nothing.
      const foreign = await asUser(test.db, users.ownerA, (tx) =>
        tx.query('SELECT id FROM guest_declarations WHERE booking_id = $1', [haddadId]),
      );
      expect(foreign.rows).toEqual([]);
    });

    it('shows the team every form', async () => {
      expect(await namesSeenBy(users.team)).toEqual(['Benali 1', 'Benali 2', 'Haddad 1']);
    });

    it('lets nobody signed in write a form, not even the booking’s owner or the team', async () => {
      for (const user of [users.ownerA, users.team]) {
        await expect(
          asUser(test.db, user, (tx) =>
            tx.query(`UPDATE guest_declarations SET last_name = 'X' WHERE booking_id = $1`, [test.benaliId]),
          ),
        ).rejects.toThrow(rlsRefusal);
        await expect(
          asUser(test.db, user, (tx) =>
            tx.query('DELETE FROM guest_declarations WHERE booking_id = $1', [test.benaliId]),
          ),
        ).rejects.toThrow(rlsRefusal);
        await expect(
          asUser(test.db, user, (tx) =>
            tx.query(
              `INSERT INTO guest_declarations (booking_id, guest_index, first_name, last_name, sex, birth_date,
                 birth_place, nationality, id_type, id_number_enc, id_expiry, residence_country, residence_address,
                 arriving_from, going_to, signature_enc, signed_at, signed_ip, consent_version)
               SELECT booking_id, 9, first_name, last_name, sex, birth_date, birth_place, nationality, id_type,
                 id_number_enc, id_expiry, residence_country, residence_address, arriving_from, going_to,
                 signature_enc, signed_at, signed_ip, consent_version
                 FROM guest_declarations WHERE booking_id = $1 AND guest_index = 1`,
              [test.benaliId],
            ),
          ),
        ).rejects.toThrow(rlsRefusal);
      }
      expect(await namesSeenBy(users.team)).toEqual(['Benali 1', 'Benali 2', 'Haddad 1']);
    });

    it('gives anon nothing', async () => {
      await expect(asRole(test.db, 'anon', 'SELECT * FROM guest_declarations')).rejects.toThrow(
        /permission denied/,
      );
      await expect(asRole(test.db, 'anon', 'SELECT count(*) FROM guest_declarations')).rejects.toThrow(
        /permission denied/,
      );
    });
  });

  describe.skipIf(!available)(`guest declarations on a database set up as Supabase's, on ${kind}`, () => {
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
      await expect(asRole(db, 'anon', 'SELECT * FROM guest_declarations')).rejects.toThrow(
        /permission denied/,
      );
      await expect(asRole(db, 'authenticated', 'DELETE FROM guest_declarations')).rejects.toThrow(
        /permission denied/,
      );
      expect(await asRole(db, 'authenticated', 'SELECT * FROM guest_declarations')).toEqual([]);
    });
  });
}
