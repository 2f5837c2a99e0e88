/**
 * Row Level Security of the host side (issue 28), on both databases: every query runs as Supabase's
 * PostgREST runs a signed-in user's (asUser: the `authenticated` role with the user's JWT claims),
 * with no WHERE clause where it matters, so only the policies decide. Owner A is the demo host
 * (the sample portfolio, Riad Yasmine, Dar Anis), owner B the second demo host (Dar Atlas).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts } from '../../local-server/seed-portfolio.ts';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { asUser } from './as-user.ts';
import type { Queryable } from './database.ts';

/** Each table a host reads, and how to tell its rows apart (SQL run as the database owner for the expected answer). */
const tables = {
  hosts: { columns: 'id', ownedBy: 'SELECT id FROM hosts WHERE id = $1' },
  properties: { columns: 'id', ownedBy: 'SELECT id FROM properties WHERE owner_id = $1' },
  bookings: {
    columns: 'id',
    ownedBy: 'SELECT b.id FROM bookings b JOIN properties p ON p.id = b.property_id WHERE p.owner_id = $1',
  },
  cleaning_tasks: {
    columns: 'id',
    ownedBy:
      'SELECT t.id FROM cleaning_tasks t JOIN properties p ON p.id = t.property_id WHERE p.owner_id = $1',
  },
  host_notifications: { columns: 'id', ownedBy: 'SELECT id FROM host_notifications WHERE host_id = $1' },
  booking_extras: {
    columns: 'id',
    ownedBy: `SELECT e.id FROM booking_extras e JOIN bookings b ON b.id = e.booking_id_fk
                JOIN properties p ON p.id = b.property_id WHERE p.owner_id = $1`,
  },
  extra_orders: {
    columns: 'id, booking_id_fk',
    ownedBy: `SELECT o.id FROM extra_orders o JOIN bookings b ON b.id = o.booking_id_fk
                JOIN properties p ON p.id = b.property_id WHERE p.owner_id = $1`,
  },
} as const;
type Table = keyof typeof tables;
const tableNames = Object.keys(tables) as Table[];

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
const rlsRefusal = /row-level security|permission denied|only the team/;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`host Row Level Security on ${kind}`, () => {
    let test: SeededDatabase;
    let ownerA: string;
    let ownerB: string;
    let team: string;
    let propertyB: string;
    let bookingB: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const { rows } = await test.db.query<{ id: string; email: string }>('SELECT id, email FROM auth_users');
      const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
      ownerA = idOf(demoHosts.owner.email);
      ownerB = idOf(demoHosts.owner2.email);
      team = idOf(demoHosts.team.email);
      propertyB = (
        await test.db.query<{ id: string }>('SELECT id FROM properties WHERE owner_id = $1', [ownerB])
      ).rows[0]!.id;
      bookingB = (
        await test.db.query<{ id: string }>('SELECT id FROM bookings WHERE property_id = $1', [propertyB])
      ).rows[0]!.id;
      await test.db.query(
        `INSERT INTO inquiries (full_name, email, property_location, sender_hash)
         VALUES ('Nora Fassi', 'nora@example.com', 'Tangier', 'test')`,
      );
    });
    afterAll(async () => {
      await test?.close();
    });

    const all = (tx: Queryable, table: Table) =>
      tx.query<{ id: string }>(`SELECT ${tables[table].columns} FROM ${table}`).then(({ rows }) => ids(rows));
    const expected = async (table: Table, owner: string) =>
      ids((await test.db.query<{ id: string }>(tables[table].ownedBy, [owner])).rows);
    /** Rows a statement changed (RETURNING id), run as the user. */
    const changed = (user: string, sql: string, params: unknown[] = []) =>
      asUser(test.db, user, async (tx) => (await tx.query(`${sql} RETURNING id`, params)).rows.length);

    it('runs as the authenticated role with the user as auth.uid(), and goes back to the server role after', async () => {
      const inside = await asUser(test.db, ownerA, async (tx) => {
        const { rows } = await tx.query<{ role: string; uid: string; jwt_role: string }>(
          "SELECT current_user AS role, auth.uid()::text AS uid, auth.jwt() ->> 'role' AS jwt_role",
        );
        return rows[0];
      });
      expect(inside).toEqual({ role: 'authenticated', uid: ownerA, jwt_role: 'authenticated' });
      await expect(
        asUser(test.db, ownerA, (tx) => tx.query('SELECT * FROM no_such_table')),
      ).rejects.toThrow();
      // Every pooled connection is the server's own role again, after a commit and after a rollback.
      const after = await Promise.all(
        Array.from({ length: 6 }, () => test.db.query<{ role: string }>('SELECT current_user AS role')),
      );
      expect(after.map(({ rows }) => rows[0]!.role)).not.toContain('authenticated');
      expect(() => asUser(test.db, "x' OR true --", async () => 1)).toThrow(TypeError);
    });

    it("carries the token's claims as they are, quotes and backslashes included (sent as literals, not SQL)", async () => {
      const email = "o'brien\\'; SET ROLE postgres; --@example.com";
      const seen = await asUser(
        test.db,
        ownerA,
        async (tx) =>
          (
            await tx.query<{ email: string; role: string }>(
              "SELECT auth.jwt() ->> 'email' AS email, current_user AS role",
            )
          ).rows[0],
        { email },
      );
      expect(seen).toEqual({ email, role: 'authenticated' });
    });

    it('shows each owner only their own rows, on every table, with no WHERE clause', async () => {
      for (const owner of [ownerA, ownerB]) {
        const seen = await asUser(test.db, owner, async (tx) => {
          const result: Partial<Record<Table, string[]>> = {};
          for (const table of tableNames) result[table] = await all(tx, table);
          return result;
        });
        for (const table of tableNames) {
          expect(seen[table], `${table} as ${owner === ownerA ? 'A' : 'B'}`).toEqual(
            await expected(table, owner),
          );
        }
      }
      // Not vacuous: A has rows on every table (Booking B's paid breakfast is on A's Dar Anis), B on its own.
      for (const table of tableNames)
        expect((await expected(table, ownerA)).length, table).toBeGreaterThan(0);
      for (const table of ['properties', 'bookings', 'cleaning_tasks', 'host_notifications'] as const) {
        expect((await expected(table, ownerB)).length, table).toBeGreaterThan(0);
      }
      // An owner reads no inquiry.
      expect(await asUser(test.db, ownerA, (tx) => tx.query('SELECT id FROM inquiries'))).toEqual({
        rows: [],
      });
    });

    it("does not let owner A update or delete owner B's rows", async () => {
      const before = await test.db.query('SELECT * FROM bookings WHERE id = $1', [bookingB]);
      expect(await changed(ownerA, "UPDATE properties SET name = 'Taken' WHERE id = $1", [propertyB])).toBe(
        0,
      );
      expect(await changed(ownerA, 'DELETE FROM properties WHERE id = $1', [propertyB])).toBe(0);
      expect(
        await changed(ownerA, "UPDATE bookings SET smart_lock_code = '0000' WHERE id = $1", [bookingB]),
      ).toBe(0);
      expect(
        await changed(ownerA, "UPDATE cleaning_tasks SET status = 'completed' WHERE property_id = $1", [
          propertyB,
        ]),
      ).toBe(0);
      expect(await changed(ownerA, 'DELETE FROM cleaning_tasks WHERE property_id = $1', [propertyB])).toBe(0);
      expect(
        await changed(ownerA, 'UPDATE host_notifications SET read = true WHERE host_id = $1', [ownerB]),
      ).toBe(0);
      expect(await changed(ownerA, 'DELETE FROM host_notifications WHERE host_id = $1', [ownerB])).toBe(0);
      expect(await changed(ownerA, "UPDATE hosts SET display_name = 'Taken' WHERE id = $1", [ownerB])).toBe(
        0,
      );
      // Nobody deletes a booking through the host side (it is cancelled: its payments stay).
      await expect(changed(ownerA, 'DELETE FROM bookings WHERE id = $1', [bookingB])).rejects.toThrow(
        rlsRefusal,
      );
      // A statement with no WHERE touches only A's own rows.
      const ownBookings = (await expected('bookings', ownerA)).length;
      expect(await changed(ownerA, 'UPDATE bookings SET guests_count = guests_count')).toBe(ownBookings);
      expect(await changed(ownerA, 'UPDATE cleaning_tasks SET notes = notes')).toBe(
        (await expected('cleaning_tasks', ownerA)).length,
      );
      expect((await test.db.query('SELECT * FROM bookings WHERE id = $1', [bookingB])).rows).toEqual(
        before.rows,
      );
      const { rows } = await test.db.query<{ count: string }>(
        `SELECT (SELECT count(*) FROM properties WHERE id = $1 AND name = 'Dar Atlas')
              + (SELECT count(*) FROM cleaning_tasks WHERE property_id = $1 AND status = 'pending')
              + (SELECT count(*) FROM host_notifications WHERE host_id = $2 AND NOT read) AS count`,
        [propertyB, ownerB],
      );
      expect(Number(rows[0]!.count)).toBe(3);
    });

    it("does not let owner A write rows for B's property or hand A's rows to B", async () => {
      const ownProperty = (await expected('properties', ownerA))[0]!;
      const ownBooking = (await expected('bookings', ownerA))[0]!;
      const refusals = [
        ["INSERT INTO properties (name, address, owner_id) VALUES ('Dar Fake', 'Nowhere', $1)", [ownerB]],
        ["INSERT INTO properties (name, address) VALUES ('Dar Orphan', 'Nowhere')", []],
        [
          `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date)
           VALUES ($1, 'Intruder', '2026-05-01', '2026-05-03')`,
          [propertyB],
        ],
        ["INSERT INTO cleaning_tasks (property_id, scheduled_date) VALUES ($1, '2026-05-01')", [propertyB]],
        ["INSERT INTO host_notifications (host_id, kind, message) VALUES ($1, 'system', 'Hello')", [ownerB]],
        ["INSERT INTO host_notifications (host_id, kind, message) VALUES ($1, 'system', 'Hello')", [ownerA]],
        ['UPDATE properties SET owner_id = $1 WHERE id = $2', [ownerB, ownProperty]],
        ['UPDATE bookings SET property_id = $1 WHERE id = $2', [propertyB, ownBooking]],
        ["UPDATE host_notifications SET message = 'Rewritten' WHERE host_id = $1", [ownerA]],
        ["INSERT INTO hosts (id, display_name) VALUES (gen_random_uuid(), 'Sock puppet')", []],
      ] as const;
      for (const [sql, params] of refusals) {
        await expect(changed(ownerA, sql, [...params]), sql).rejects.toThrow(rlsRefusal);
      }
      // What A may do: add a property of A's own, a booking and a task on it, and read a notification.
      const added = await asUser(test.db, ownerA, async (tx) => {
        const property = await tx.query<{ id: string }>(
          "INSERT INTO properties (name, address, owner_id) VALUES ('Dar Neuf', 'Rabat', $1) RETURNING id",
          [ownerA],
        );
        const id = property.rows[0]!.id;
        await tx.query(
          `INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, source, stay_total)
           VALUES ($1, 'Owner-made', '2026-05-01', '2026-05-03', 'airbnb', 24000)`,
          [id],
        );
        const task = await tx.query<{ completed_at: Date | null }>(
          "INSERT INTO cleaning_tasks (property_id, scheduled_date, status) VALUES ($1, '2026-05-03', 'completed') RETURNING completed_at",
          [id],
        );
        const read = await tx.query('UPDATE host_notifications SET read = true RETURNING id');
        await tx.query('DELETE FROM cleaning_tasks WHERE property_id = $1', [id]);
        return { completedAt: task.rows[0]!.completed_at, read: read.rows.length };
      });
      expect(added.completedAt).not.toBeNull();
      expect(added.read).toBe((await expected('host_notifications', ownerA)).length);
    });

    it('never lets a user set their own role; the team sets it', async () => {
      await expect(changed(ownerA, "UPDATE hosts SET role = 'team' WHERE id = $1", [ownerA])).rejects.toThrow(
        /only the team/,
      );
      await expect(changed(ownerA, "UPDATE hosts SET role = 'team'")).rejects.toThrow(/only the team/);
      expect(
        await changed(ownerA, "UPDATE hosts SET display_name = 'Amina T.', language = 'fr' WHERE id = $1", [
          ownerA,
        ]),
      ).toBe(1);
      const { rows } = await test.db.query<{ role: string; display_name: string }>(
        'SELECT role, display_name FROM hosts WHERE id = $1',
        [ownerA],
      );
      expect(rows[0]).toEqual({ role: 'owner', display_name: 'Amina T.' });
      expect(await changed(team, "UPDATE hosts SET role = 'team' WHERE id = $1", [ownerB])).toBe(1);
      expect(await changed(team, "UPDATE hosts SET role = 'owner' WHERE id = $1", [ownerB])).toBe(1);
    });

    it('shows the team every row of every table, and lets it act on any property', async () => {
      const seen = await asUser(test.db, team, async (tx) => {
        const result: Partial<Record<Table | 'inquiries', string[]>> = {};
        for (const table of tableNames) result[table] = await all(tx, table);
        result.inquiries = ids((await tx.query<{ id: string }>('SELECT id FROM inquiries')).rows);
        return result;
      });
      for (const table of [...tableNames, 'inquiries'] as const) {
        const everything = ids((await test.db.query<{ id: string }>(`SELECT id FROM ${table}`)).rows);
        expect(everything.length, table).toBeGreaterThan(0);
        expect(seen[table], table).toEqual(everything);
      }
      expect(
        await changed(team, "UPDATE cleaning_tasks SET cleaner_name = 'Khadija' WHERE property_id = $1", [
          propertyB,
        ]),
      ).toBe(1);
      expect(await changed(team, "UPDATE inquiries SET status = 'contacted'")).toBe(1);
      // The order's secret and Checkout links stay the guest's, even for the team.
      await expect(
        asUser(test.db, team, (tx) => tx.query('SELECT client_secret FROM extra_orders')),
      ).rejects.toThrow(/permission denied/);
    });

    it('shows a signed-in user with no host row nothing at all', async () => {
      const stranger = crypto.randomUUID();
      const seen = await asUser(test.db, stranger, async (tx) => {
        const counts: number[] = [];
        for (const table of tableNames) counts.push((await all(tx, table)).length);
        counts.push((await tx.query('SELECT id FROM inquiries')).rows.length);
        return counts;
      });
      expect(seen).toEqual(seen.map(() => 0));
    });
  });
}
