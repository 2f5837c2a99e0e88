/** PostgreSQL server adapter (node-postgres), used with DATABASE_URL. */
import pg from 'pg';
import type { Database, Queryable, QueryOptions, TransactionOptions } from './database.ts';
import { SettingsThenStatement } from './database-postgres-pipeline.ts';

/** A query config for node-postgres: named (prepared once per connection) when a name is given. */
function statement(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
  return options?.name ? { name: options.name, text: sql, values: params } : { text: sql, values: params };
}

/**
 * BEGIN and the transaction's settings as one simple-protocol message (one round trip): the
 * statements of one message run in order, and the settings last until COMMIT or ROLLBACK.
 */
export function openingStatement(
  settings: TransactionOptions['settings'],
  escapeLiteral: (value: string) => string,
): string {
  const entries = Object.entries(settings ?? {});
  if (entries.length === 0) return 'BEGIN';
  const calls = entries.map(
    ([name, value]) => `set_config(${escapeLiteral(name)}, ${escapeLiteral(value)}, true)`,
  );
  return `BEGIN; SELECT ${calls.join(', ')}`;
}

export function openPostgres(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle connection the server closes (restart, failover, dropped database) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) =>
    console.error('postgres: idle connection closed by the server:', error.message),
  );
  return {
    kind: 'postgres',
    async query(sql, params, options) {
      const result = await pool.query(statement(sql, params, options));
      return { rows: result.rows };
    },
    async transaction(work, options) {
      const client = await pool.connect();
      try {
        await client.query(openingStatement(options?.settings, (value) => client.escapeLiteral(value)));
        const tx: Queryable = {
          async query(sql, params, options) {
            const result = await client.query(statement(sql, params, options));
            return { rows: result.rows };
          },
        };
        const value = await work(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async queryInTransaction<Row>(
      sql: string,
      params: unknown[],
      options: QueryOptions & TransactionOptions,
    ) {
      const client = await pool.connect();
      try {
        const settings = Object.entries(options.settings ?? {});
        if (settings.length === 0)
          return { rows: (await client.query(statement(sql, params, options))).rows };
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const query = new SettingsThenStatement(
            settings,
            { name: options.name ?? '', text: sql, values: params },
            (error, result) => (error ? reject(error) : resolve(result?.rows ?? [])),
          );
          client.query(query as unknown as pg.Submittable);
        });
        return { rows: rows as Row[] };
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
