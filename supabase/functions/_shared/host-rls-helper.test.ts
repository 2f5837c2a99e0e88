/**
 * rihla_visible_property_ids (migration 0026, faster) gives the same ids as its definition of 0019,
 * on both databases: for each owner, the team, a signed-in user with no host row, and no claims at
 * all; and again after a team member is made an owner and an owner the team. The policies built on
 * it are tested in host-rls.test.ts and host-rls-bookings.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts } from '../../local-server/seed-portfolio.ts';
import { databaseKinds, openSeededDatabase, type SeededDatabase } from '../../test-support/databases.ts';
import { asUser } from './as-user.ts';

/** The 0019 definition, as a plain query (run by the owner of the tables, as the helper is). */
const definition0019 = `
  SELECT coalesce(array_agg(p.id ORDER BY p.id), '{}') AS ids
    FROM public.properties p
   WHERE p.owner_id = auth.uid()
      OR EXISTS (SELECT 1 FROM public.hosts h WHERE h.id = auth.uid() AND h.role = 'team')`;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`rihla_visible_property_ids on ${kind}`, () => {
    let test: SeededDatabase;
    const users: Record<string, string> = {};
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const { rows } = await test.db.query<{ id: string; email: string }>('SELECT id, email FROM auth_users');
      for (const [key, host] of Object.entries(demoHosts)) {
        users[key] = rows.find((row) => row.email === host.email)!.id;
      }
      users.stranger = crypto.randomUUID();
    });
    afterAll(async () => {
      await test?.close();
    });

    /** The helper's ids (sorted) as the user, and the 0019 definition's with the same claims. */
    const both = async (user: string) => {
      const claims = JSON.stringify({ sub: user, role: 'authenticated' });
      const expected = await test.db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('request.jwt.claims', $1, true)`, [claims]);
        return (await tx.query<{ ids: string[] }>(definition0019)).rows[0]!.ids;
      });
      const actual = await asUser(
        test.db,
        user,
        async (tx) =>
          (
            await tx.query<{ ids: string[] }>(
              "SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM unnest(rihla_visible_property_ids()) id",
            )
          ).rows[0]!.ids,
      );
      return { actual, expected };
    };

    it('gives every user the ids of 0019', async () => {
      const counts: Record<string, number> = {};
      for (const [key, user] of Object.entries(users)) {
        const { actual, expected } = await both(user);
        expect(actual).toEqual(expected);
        counts[key] = actual.length;
      }
      const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM properties');
      expect(counts.team).toBe(rows[0]!.n);
      expect(counts.owner).toBeGreaterThan(0);
      expect(counts.owner2).toBeGreaterThan(0);
      expect(counts.stranger).toBe(0);
    });

    it('answers nothing without claims, as 0019 did', async () => {
      const ids = await test.db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('request.jwt.claims', '{}', true)`);
        return (await tx.query<{ ids: string[] }>('SELECT rihla_visible_property_ids() AS ids')).rows[0]!.ids;
      });
      expect(ids).toEqual([]);
    });

    it('follows a change of role at once', async () => {
      await test.db.query(`UPDATE hosts SET role = 'team' WHERE id = $1`, [users.owner]);
      await test.db.query(`UPDATE hosts SET role = 'owner' WHERE id = $1`, [users.team]);
      try {
        for (const user of [users.owner!, users.team!]) {
          const { actual, expected } = await both(user);
          expect(actual).toEqual(expected);
        }
      } finally {
        await test.db.query(`UPDATE hosts SET role = 'owner' WHERE id = $1`, [users.owner]);
        await test.db.query(`UPDATE hosts SET role = 'team' WHERE id = $1`, [users.team]);
      }
    });
  });
}
