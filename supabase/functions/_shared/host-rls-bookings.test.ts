/**
 * Row Level Security of the booking editor's writes (issue 29), on both databases, straight in SQL
 * as `authenticated` (asUser), as host-bookings runs them: an owner adds, edits and cancels the
 * bookings of their own properties only, and reads nothing of another owner's; the team writes on
 * any property; no host deletes a booking; the exclusion constraint refuses an overlap through RLS
 * (SQLSTATE 23P01), and a cancelled booking frees its dates. Mirrors host-rls.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts } from '../../local-server/seed-portfolio.ts';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { asUser } from './as-user.ts';
import { sqlState } from './ical-apply.ts';

const rlsRefusal = /row-level security|permission denied/;
const insertSql = `
  INSERT INTO bookings (property_id, guest_first_name, guest_last_name, guest_email, guest_phone,
                        check_in_date, check_out_date, guests_count, source, stay_total, currency,
                        smart_lock_code, notes)
  VALUES ($1, 'Yasmine', $2, 'y@example.com', '+212 6 12 34 56 78', $3::date, $4::date, 2, 'direct',
          40000, 'mad', '482915', 'Late arrival')
  RETURNING id`;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`booking editor Row Level Security on ${kind}`, () => {
    let test: SeededDatabase;
    let ownerA: string;
    let ownerB: string;
    let team: string;
    let propertyA: string;
    let propertyB: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const { rows } = await test.db.query<{ id: string; email: string }>('SELECT id, email FROM auth_users');
      const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
      ownerA = idOf(demoHosts.owner.email);
      ownerB = idOf(demoHosts.owner2.email);
      team = idOf(demoHosts.team.email);
      const property = async (owner: string, name: string) =>
        (
          await test.db.query<{ id: string }>(
            `INSERT INTO properties (name, address, owner_id) VALUES ($1, 'Test', $2) RETURNING id`,
            [name, owner],
          )
        ).rows[0]!.id;
      propertyA = await property(ownerA, 'Dar RLS A');
      propertyB = await property(ownerB, 'Dar RLS B');
    });
    afterAll(async () => {
      await test?.close();
    });

    const insert = (user: string, propertyId: string, lastName: string, checkIn: string, checkOut: string) =>
      asUser(test.db, user, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(insertSql, [propertyId, lastName, checkIn, checkOut]);
        return rows[0]!.id;
      });
    const changed = (user: string, sql: string, params: unknown[]) =>
      asUser(test.db, user, async (tx) => (await tx.query(`${sql} RETURNING id`, params)).rows.length);
    const stored = async (id: string) =>
      (await test.db.query('SELECT * FROM bookings WHERE id = $1', [id])).rows[0] as Record<string, unknown>;

    it('lets an owner add, edit and cancel bookings of their own property', async () => {
      const id = await insert(ownerA, propertyA, 'Alaoui', '2027-03-01', '2027-03-04');
      expect(await stored(id)).toMatchObject({
        guest_last_name: 'Alaoui',
        currency: 'mad',
        status: 'confirmed',
      });
      const before = (await stored(id)).updated_at as Date;
      expect(
        await changed(
          ownerA,
          `UPDATE bookings SET notes = 'Cot', check_out_date = '2027-03-05' WHERE id = $1`,
          [id],
        ),
      ).toBe(1);
      expect(
        await changed(
          ownerA,
          `UPDATE bookings SET status = 'cancelled', cancelled_by = 'host' WHERE id = $1`,
          [id],
        ),
      ).toBe(1);
      const after = await stored(id);
      expect(after).toMatchObject({ notes: 'Cot', status: 'cancelled', cancelled_by: 'host' });
      expect((after.updated_at as Date).getTime()).toBeGreaterThanOrEqual(before.getTime());
    });

    it("refuses owner A every write on owner B's property and bookings, and shows A none of them", async () => {
      const bookingB = await insert(ownerB, propertyB, 'Berrada', '2027-03-01', '2027-03-04');
      const before = await stored(bookingB);
      await expect(insert(ownerA, propertyB, 'Intruder', '2027-04-01', '2027-04-03')).rejects.toThrow(
        rlsRefusal,
      );
      for (const sql of [
        `UPDATE bookings SET status = 'cancelled' WHERE id = $1`,
        `UPDATE bookings SET guest_last_name = 'Taken', notes = 'x' WHERE id = $1`,
        `UPDATE bookings SET property_id = '${propertyA}' WHERE id = $1`,
      ]) {
        expect(await changed(ownerA, sql, [bookingB]), sql).toBe(0);
      }
      expect(
        await asUser(
          test.db,
          ownerA,
          async (tx) =>
            (
              await tx.query('SELECT id FROM bookings WHERE id = $1 OR property_id = $2', [
                bookingB,
                propertyB,
              ])
            ).rows,
        ),
      ).toEqual([]);
      // Nor does A move a booking of A's onto B's property.
      const own = await insert(ownerA, propertyA, 'Chraibi', '2027-05-01', '2027-05-03');
      await expect(
        changed(ownerA, 'UPDATE bookings SET property_id = $2 WHERE id = $1', [own, propertyB]),
      ).rejects.toThrow(rlsRefusal);
      // Nobody deletes a booking through the host side: it is cancelled.
      await expect(changed(ownerA, 'DELETE FROM bookings WHERE id = $1', [own])).rejects.toThrow(rlsRefusal);
      await expect(changed(team, 'DELETE FROM bookings WHERE id = $1', [bookingB])).rejects.toThrow(
        rlsRefusal,
      );
      expect(await stored(bookingB)).toEqual(before);
    });

    it('lets the team add, edit and cancel on any property', async () => {
      const id = await insert(team, propertyB, 'Daoudi', '2027-06-01', '2027-06-03');
      expect(await changed(team, `UPDATE bookings SET property_id = $2 WHERE id = $1`, [id, propertyA])).toBe(
        1,
      );
      expect(await changed(team, `UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id])).toBe(1);
      expect(await stored(id)).toMatchObject({ property_id: propertyA, status: 'cancelled' });
    });

    it('refuses an overlapping confirmed stay through RLS (23P01), takes back-to-back ones and freed dates', async () => {
      const first = await insert(ownerA, propertyA, 'Essaidi', '2027-08-10', '2027-08-14');
      const overlap = await insert(ownerA, propertyA, 'Fassi', '2027-08-13', '2027-08-15').catch(
        (error) => error,
      );
      expect(sqlState(overlap)).toBe('23P01');
      await insert(ownerA, propertyA, 'Ghali', '2027-08-14', '2027-08-16');
      // The team meets the same constraint.
      expect(
        sqlState(await insert(team, propertyA, 'Hajji', '2027-08-11', '2027-08-12').catch((e) => e)),
      ).toBe('23P01');
      await changed(ownerA, `UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [first]);
      await insert(ownerA, propertyA, 'Fassi', '2027-08-11', '2027-08-14');
      // A cancelled booking cannot come back over a confirmed one.
      const back = await changed(ownerA, `UPDATE bookings SET status = 'confirmed' WHERE id = $1`, [
        first,
      ]).catch((error) => error);
      expect(sqlState(back)).toBe('23P01');
    });
  });
}
