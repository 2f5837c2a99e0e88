/**
 * The published stays' data on both databases (issue 46, migration 0044): booking holds never share
 * a night with each other, a confirmed booking or a calendar block (20 at once for the same nights:
 * one hold), a lapsed hold gives way; anon reads none of the new tables; an owner sees their homes'
 * rates and holds (not another owner's) but neither publishes nor prices: the team does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benaliCheckIn,
  databaseKinds,
  openSeededDatabase,
  type SeededDatabase,
} from '../../test-support/databases.ts';
import { demoHostIds } from '../../test-support/host-tokens.ts';
import { asUser } from './as-user.ts';
import type { Database } from './database.ts';
import { addDays } from './extras-dates.ts';

const holdSql = `INSERT INTO booking_holds (property_id, check_in_date, check_out_date, created_at, expires_at,
    guest_first_name, guest_last_name, guest_email, guest_phone, adults, quote, total_amount, currency)
  VALUES ($1, $2::date, $3::date, $4::timestamptz, $4::timestamptz + interval '30 minutes',
    'Lina', 'Haddad', 'lina@example.com', '+212600000001', 2, '{}', 41000, 'EUR') RETURNING id`;

async function anonRows(db: Database, sql: string): Promise<unknown[]> {
  let rows: unknown[] = [];
  await db
    .transaction(async (tx) => {
      await tx.query('SET LOCAL ROLE anon');
      rows = (await tx.query(sql)).rows;
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return rows;
}

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`published stays' data on ${kind}`, () => {
    let test: SeededDatabase;
    let riad: string;
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      riad = (await test.db.query<{ id: string }>(`SELECT id FROM properties WHERE slug = 'riad-yasmine'`))
        .rows[0]!.id;
    }, 120_000);
    afterAll(async () => {
      await test?.close();
    });

    const hold = (from: string, to: string, at = '2026-03-10T09:00:00Z') =>
      test.db.query(holdSql, [riad, from, to, at]);

    it('refuses a hold over another live hold, a confirmed booking or a block (exclusion_violation), and takes adjacent nights', async () => {
      await hold('2026-06-01', '2026-06-04');
      await expect(hold('2026-06-03', '2026-06-05')).rejects.toMatchObject({ code: '23P01' });
      await expect(hold(benaliCheckIn, addDays(benaliCheckIn, 1))).rejects.toMatchObject({ code: '23P01' });
      await test.db.query(
        `INSERT INTO calendar_blocks (property_id, start_date, end_date, summary) VALUES ($1, '2026-06-10', '2026-06-12', 'Works')`,
        [riad],
      );
      await expect(hold('2026-06-11', '2026-06-13')).rejects.toMatchObject({ code: '23P01' });
      await hold('2026-06-04', '2026-06-06');
      await hold('2026-06-12', '2026-06-14');
    });

    it('lets a lapsed hold give way, marking it expired', async () => {
      const first = await hold('2026-07-01', '2026-07-04', '2026-03-10T09:00:00Z');
      const later = await hold('2026-07-02', '2026-07-03', '2026-03-10T09:31:00Z');
      const { rows } = await test.db.query<{ id: string; status: string }>(
        'SELECT id, status FROM booking_holds WHERE id = ANY($1::uuid[])',
        [[first.rows[0]!.id, (later.rows[0] as { id: string }).id]],
      );
      expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
        [(first.rows[0] as { id: string }).id]: 'expired',
        [(later.rows[0] as { id: string }).id]: 'active',
      });
    });

    it('gives one hold to 20 checkouts racing for the same nights', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => hold('2026-08-01', '2026-08-05')),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: '23P01' });
      }
    });

    it('gives anon none of the new tables', async () => {
      for (const table of ['property_rates', 'property_public_photos', 'booking_holds']) {
        await expect(anonRows(test.db, `SELECT * FROM ${table}`), table).rejects.toThrow(/permission denied/);
      }
    });

    it('shows an owner their homes’ rates and holds, not another owner’s; only the team prices and publishes', async () => {
      const ids = await demoHostIds(test.db);
      const ratesSeen = (user: string) =>
        asUser(
          test.db,
          user,
          async (tx) => (await tx.query('SELECT property_id FROM property_rates')).rows.length,
        );
      expect(await ratesSeen(ids.owner)).toBe(2);
      expect(await ratesSeen(ids.owner2)).toBe(1);
      expect(await ratesSeen(ids.team)).toBe(3);
      const holdsSeen = await asUser(
        test.db,
        ids.owner2,
        async (tx) => (await tx.query('SELECT id FROM booking_holds')).rows,
      );
      expect(holdsSeen).toEqual([]);
      await expect(
        asUser(test.db, ids.owner, (tx) =>
          tx.query('UPDATE properties SET nightly_rate = 1 WHERE id = $1', [riad]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUser(test.db, ids.owner, (tx) =>
          tx.query('UPDATE properties SET published = false WHERE id = $1', [riad]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUser(test.db, ids.owner, (tx) =>
          tx.query(
            'INSERT INTO property_rates (property_id, starts_on, ends_on, nightly) VALUES ($1, $2, $3, 1)',
            [riad, '2026-09-01', '2026-09-02'],
          ),
        ),
      ).rejects.toThrow(/row-level security/);
      const renamed = await asUser(test.db, ids.owner, (tx) =>
        tx.query(`UPDATE properties SET house_rules = 'No parties.' WHERE id = $1 RETURNING id`, [riad]),
      );
      expect(renamed.rows).toHaveLength(1);
      const priced = await asUser(test.db, ids.team, (tx) =>
        tx.query('UPDATE properties SET nightly_rate = 12500 WHERE id = $1 RETURNING nightly_rate', [riad]),
      );
      expect(priced.rows).toEqual([{ nightly_rate: 12500 }]);
    });
  });
}
