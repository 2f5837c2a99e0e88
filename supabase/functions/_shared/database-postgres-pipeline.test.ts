/**
 * `queryInTransaction` and `asUserQuery` (one statement after the transaction's settings, one round
 * trip to a PostgreSQL server): the same answers as `transaction` and `asUser`, on both databases,
 * and on the PostgreSQL server a connection that goes back to the pool as it was, whatever happened.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts } from '../../local-server/seed-portfolio.ts';
import {
  databaseKinds,
  openSeededDatabase,
  postgresAnswers,
  type SeededDatabase,
} from '../../test-support/databases.ts';
import { dashboardSql } from '../host-dashboard/handler.ts';
import { pageSqls } from '../host-guests/handler.ts';
import { asUser, asUserQuery } from './as-user.ts';
import type { Database } from './database.ts';
import { openPostgres } from './database-postgres.ts';
import { SettingsThenStatement, settingsStatement } from './database-postgres-pipeline.ts';

const whoAmI = `SELECT current_user AS role, current_setting('request.jwt.claims', true) AS claims,
                       auth.uid() AS uid`;
/** After the transaction: no role, no claims ('' once a setting has been set and reverted; auth.uid() would fail on it). */
const leftBehind = `SELECT current_user AS role, current_setting('request.jwt.claims', true) AS claims`;

for (const { kind, available } of await databaseKinds()) {
  describe.skipIf(!available)(`one statement as a user on ${kind}`, () => {
    let test: SeededDatabase;
    const users: Record<string, string> = {};
    beforeAll(async () => {
      test = await openSeededDatabase(kind);
      const { rows } = await test.db.query<{ id: string; email: string }>('SELECT id, email FROM auth_users');
      for (const [key, host] of Object.entries(demoHosts)) {
        users[key] = rows.find((row) => row.email === host.email)!.id;
      }
      users.nobody = crypto.randomUUID();
    });
    afterAll(async () => {
      await test?.close();
    });

    it('runs the statement as the user, and nothing of it is left afterwards', async () => {
      const { rows } = await asUserQuery<{ role: string; claims: string; uid: string }>(
        test.db,
        users.owner!,
        whoAmI,
        [],
        { name: 'rihla_test_who' },
        { email: 'a@example.com' },
      );
      expect(rows[0]?.role).toBe('authenticated');
      expect(rows[0]?.uid).toBe(users.owner);
      expect(JSON.parse(rows[0]!.claims)).toEqual({
        email: 'a@example.com',
        sub: users.owner,
        role: 'authenticated',
      });
      const after = await test.db.query<{ role: string; claims: string | null }>(leftBehind);
      expect(after.rows[0]?.role).not.toBe('authenticated');
      expect(after.rows[0]?.claims || null).toBeNull();
    });

    it('answers the host screens exactly as asUser does, for owners, the team and a stranger', async () => {
      const dashboardParams = ['2026-03-10', '2026-02-01', '2026-03-01', '2026-04-01', 20];
      for (const user of Object.values(users)) {
        for (const [sql, params, name] of [
          [dashboardSql, dashboardParams, 'host_dashboard'],
          [pageSqls.desc, ['2026-03-10', null, 50, 0], 'host_guests_desc'],
          [pageSqls.asc, ['2026-03-10', 'a', 5, 5], 'host_guests_asc'],
          ['SELECT count(*)::int AS n FROM bookings', [], 'rihla_test_count'],
        ] as const) {
          const expected = await asUser(test.db, user, async (tx) => (await tx.query(sql, [...params])).rows);
          const { rows } = await asUserQuery(test.db, user, sql, [...params], { name });
          expect(rows).toEqual(expected);
        }
      }
    });

    it('rejects with the statement error and rolls the settings back', async () => {
      await expect(
        asUserQuery(test.db, users.owner!, 'SELECT 1 / 0 AS x', [], { name: 'rihla_test_fail' }),
      ).rejects.toThrow(/division by zero/);
      const after = await test.db.query<{ role: string; claims: string | null }>(leftBehind);
      expect(after.rows[0]?.role).not.toBe('authenticated');
      expect(after.rows[0]?.claims || null).toBeNull();
    });
  });
}

describe.skipIf(!(await postgresAnswers()))('the pipelined statement on the PostgreSQL server', () => {
  let test: SeededDatabase;
  // One connection, so every call below shares it: what one leaves behind, the next one sees.
  let single: Database;
  let owner: string;
  beforeAll(async () => {
    test = await openSeededDatabase('postgres');
    single = openPostgres(await urlOf(test.db), { max: 1 });
    owner = (
      await test.db.query<{ id: string }>('SELECT id FROM auth_users WHERE email = $1', [
        demoHosts.owner.email,
      ])
    ).rows[0]!.id;
  });
  afterAll(async () => {
    await single?.close();
    await test?.close();
  });

  const prepared = async () =>
    (await single.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
      (row) => row.name,
    );

  it('prepares the settings and a named statement once per connection', async () => {
    for (let run = 0; run < 8; run++) {
      const { rows } = await asUserQuery<{ n: number }>(
        single,
        owner,
        'SELECT count(*)::int AS n FROM properties',
        [],
        {
          name: 'rihla_test_properties',
        },
      );
      expect(rows[0]?.n).toBe(6);
    }
    expect(await prepared()).toEqual(
      expect.arrayContaining([settingsStatement(2).name, 'rihla_test_properties']),
    );
  });

  it('keeps the connection usable after a statement that fails to parse, and prepares it again', async () => {
    const fresh = openPostgres(await urlOf(test.db), { max: 1 });
    try {
      // The first message of a fresh connection: the settings' statement is parsed in it, then the
      // statement fails; neither is recorded, and the next message closes and parses both again.
      await expect(
        asUserQuery(fresh, owner, 'SELEC nonsense', [], { name: 'rihla_test_bad' }),
      ).rejects.toThrow(/syntax error/);
      const { rows } = await asUserQuery<{ uid: string }>(fresh, owner, 'SELECT auth.uid() AS uid', [], {
        name: 'rihla_test_bad',
      });
      expect(rows[0]?.uid).toBe(owner);
      const who = await fresh.query<{ role: string }>('SELECT current_user AS role');
      expect(who.rows[0]?.role).not.toBe('authenticated');
    } finally {
      await fresh.close();
    }
  });

  it('refuses one name for two different statements', async () => {
    await asUserQuery(single, owner, 'SELECT 1 AS one', [], { name: 'rihla_test_unique' });
    await expect(
      asUserQuery(single, owner, 'SELECT 2 AS two', [], { name: 'rihla_test_unique' }),
    ).rejects.toThrow(/must be unique/);
  });

  it('sends the settings and the statement in one write and reads one answer', async () => {
    const client = new pg.Client({ connectionString: await urlOf(test.db) });
    await client.connect();
    try {
      // What reaches the socket: node-postgres corks the stream, so its messages leave as one writev.
      const writes: number[] = [];
      const stream = (client as unknown as { connection: { stream: Record<string, unknown> } }).connection
        .stream;
      for (const method of ['_write', '_writev'] as const) {
        const original = stream[method] as (...args: unknown[]) => unknown;
        stream[method] = (...args: unknown[]) => {
          writes.push(1);
          return original.apply(stream, args);
        };
      }
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        client.query(
          new SettingsThenStatement(
            [
              ['request.jwt.claims', JSON.stringify({ sub: owner, role: 'authenticated' })],
              ['role', 'authenticated'],
            ],
            { name: 'rihla_test_write', text: 'SELECT auth.uid() AS uid', values: [] },
            (error, result) => (error ? reject(error) : resolve(result?.rows ?? [])),
          ) as unknown as pg.Submittable,
        );
      });
      expect(rows).toEqual([{ uid: owner }]);
      expect(writes).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});

async function urlOf(db: Database): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}
