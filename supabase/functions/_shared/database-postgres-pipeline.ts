/**
 * One statement in a transaction of its own, after the transaction's settings, in ONE round trip to
 * the PostgreSQL server (node-postgres has no such call: this is a query object of its own, which
 * node-postgres accepts as a "submittable").
 *
 * Why: under load the host reads' cost was the round trips more than the SQL. BEGIN with the
 * settings, the statement and COMMIT were three writes from Node, three wake-ups of the server
 * process and three answers read back; on this machine each such write costs tens of microseconds
 * of CPU in the kernel on each side, more than the dashboard's statement itself.
 *
 * How, with the extended query protocol: the settings' statement (`SELECT set_config($1, $2, true),
 * ...`) is bound and executed, then the statement, then one Sync, all written at once. Every
 * statement before a Sync runs in one transaction (PostgreSQL's implicit transaction block), which
 * the Sync commits, or rolls back after an error; so the settings hold for the statement and end
 * with it, as with BEGIN ... COMMIT, and the connection goes back to the pool as it was.
 * The settings' statement is named (parsed and planned once per connection), and so is the statement
 * when the caller names it, as every hot statement is.
 */
import pg from 'pg';

/** What this module uses of node-postgres' connection (its protocol writer). */
interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { name: string; text: string }): void;
  bind(message: { statement: string; values: unknown[]; valueMapper?: (value: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
}

/** What this module uses of node-postgres' own query class (its result handling). */
interface QueryInternals {
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
  handleError(error: Error, connection: Connection): void;
}

type Callback = (error: Error | null, result?: { rows: unknown[] }) => void;

const Query = pg.Query as unknown as new (
  config: { text: string; values: unknown[] },
  values: undefined,
  callback: Callback,
) => QueryInternals;

/** node-postgres' own mapping of JS values to parameters (dates, arrays, JSON), as its queries use. */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
  .prepareValue;

/** The settings' statement for n settings: `SELECT set_config($1, $2, true), ...` (names and values are parameters). */
export function settingsStatement(count: number): { name: string; text: string } {
  const calls = Array.from({ length: count }, (_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
  return { name: `rihla_settings_${count}`, text: `SELECT ${calls.join(', ')}` };
}

/**
 * The settings' statement then the statement, one Sync. The statement's rows are the answer; the
 * settings' row is skipped (its portal is not described, so it comes without a row description).
 */
export class SettingsThenStatement extends Query {
  /** Until the settings' statement completes, rows and completions are its own. */
  private settingsDone = false;
  /** Statements parsed by this message: known to the connection once the Sync answers without error. */
  private parsing: { name: string; text: string }[] = [];

  constructor(
    private readonly settings: [string, string][],
    private readonly statement: { name: string; text: string; values: unknown[] },
    callback: Callback,
  ) {
    // No name for node-postgres: this class keeps the connection's record of its two statements.
    super({ text: statement.text, values: statement.values }, undefined, callback);
  }

  submit(connection: Connection): Error | null {
    const known = this.statement.name ? connection.parsedStatements[this.statement.name] : undefined;
    if (known !== undefined && known !== this.statement.text) {
      return new Error(
        `Prepared statements must be unique - '${this.statement.name}' was used for a different statement`,
      );
    }
    const opening = settingsStatement(this.settings.length);
    // One write for every message (node-postgres corks its own extended queries the same way).
    connection.stream.cork?.();
    try {
      this.parseOnce(connection, opening);
      connection.bind({ statement: opening.name, values: this.settings.flat() });
      connection.execute({ portal: '' });
      this.parseOnce(connection, this.statement);
      connection.bind({
        statement: this.statement.name,
        values: this.statement.values,
        valueMapper: prepareValue,
      });
      connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  /**
   * Parses a named statement the connection does not have yet. A Close comes first: after an error
   * in an earlier message the server may hold a statement this connection never recorded, and
   * closing a statement that does not exist is no error.
   */
  private parseOnce(connection: Connection, statement: { name: string; text: string }) {
    // The unnamed statement ('') lasts until the next unnamed Parse: parsed every time, never recorded.
    if (statement.name === '') {
      connection.parse(statement);
      return;
    }
    if (connection.parsedStatements[statement.name] === statement.text) return;
    connection.close({ type: 'S', name: statement.name });
    connection.parse(statement);
    this.parsing.push(statement);
  }

  override handleDataRow(message: unknown) {
    if (this.settingsDone) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: Connection) {
    if (!this.settingsDone) {
      this.settingsDone = true;
      return;
    }
    super.handleCommandComplete(message, connection);
  }

  override handleReadyForQuery(connection: Connection) {
    for (const { name, text } of this.parsing) connection.parsedStatements[name] = text;
    super.handleReadyForQuery(connection);
  }
}
