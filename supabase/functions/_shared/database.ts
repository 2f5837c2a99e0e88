/**
 * The one database interface the functions use. Adapters: PGlite (embedded, local default) and a
 * PostgreSQL server (DATABASE_URL, also Supabase's database in production). SQL is the same for both.
 */
export interface QueryOptions {
  /**
   * Names a hot statement so a PostgreSQL server parses and plans it once per connection and then
   * only binds and executes it (a named prepared statement). One name, one SQL text, always; never
   * for SQL built at run time. PGlite runs in-process and ignores it.
   */
  name?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: Row[] }>;
}

export interface TransactionOptions {
  /**
   * Settings for this transaction only (`set_config(name, value, true)`), applied together with
   * BEGIN: on a PostgreSQL server, one round trip for the opening instead of one per setting.
   * Names and values are sent as escaped literals, never as SQL.
   */
  settings?: Record<string, string>;
}

export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * One statement in a transaction of its own, after the transaction's settings: the same as
   * `transaction((tx) => tx.query(sql, params, options), options)`, in one round trip to a
   * PostgreSQL server instead of three (the settings and the statement pipelined before one Sync,
   * which commits). For the reads that are one statement, run as a user under load (host screens).
   */
  queryInTransaction<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[],
    options: QueryOptions & TransactionOptions,
  ): Promise<{ rows: Row[] }>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
