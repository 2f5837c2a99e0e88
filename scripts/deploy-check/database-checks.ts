/**
 * Checks 3 and 4: every migration applies, in order, to an empty database prepared as Supabase has
 * it, then a second time (idempotent); then every relation in public is closed to the API roles by
 * Row Level Security. Creates a temporary database and role on the PostgreSQL server and drops both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type CheckResult, resultOf } from './check-result.ts';
import { clusterPrelude, databasePrelude, migrationSession } from './supabase-prelude.ts';

export const migrationsTitle = 'Migrations: apply in order to an empty Supabase-like database, then again';
export const rlsTitle = 'Row Level Security: every table in public has RLS on and a policy or no grant';

/** `supabase db push` orders and records migrations by the digits before the first `_`. */
export function migrationNameProblems(files: string[]): string[] {
  const problems: string[] = [];
  const versions = new Map<string, string>();
  for (const file of files) {
    const match = /^(\d+)_[A-Za-z0-9_.-]+\.sql$/.exec(file);
    if (!match) {
      problems.push(`${file}: not named <digits>_<name>.sql, as supabase db push expects`);
      continue;
    }
    const other = versions.get(match[1]!);
    if (other) problems.push(`${file}: same version ${match[1]} as ${other} (supabase db push keys on it)`);
    versions.set(match[1]!, file);
  }
  return problems;
}

export interface RelationRow {
  name: string;
  /** pg_class.relkind: r table, p partitioned table, v view, m materialized view, f foreign table. */
  kind: string;
  rls: boolean;
  policies: number;
  /** Which of anon and authenticated hold any privilege on it (table or column). */
  grantedTo: string[];
  securityInvoker: boolean;
}

/**
 * The rule: a table has RLS on, and at least one policy or an explicit deny, that is no privilege
 * at all for anon and authenticated (RLS without a policy lets nobody in, but a grant beside it
 * says someone meant to: write the policy or revoke). A view, materialized view or foreign table
 * is not subject to RLS: none may be readable by anon or authenticated (unless a security_invoker
 * view, which runs under the caller's rights).
 */
export function relationProblem(relation: RelationRow): string | null {
  const roles = relation.grantedTo.join(' and ');
  if (relation.kind === 'r' || relation.kind === 'p') {
    if (!relation.rls) return `${relation.name}: Row Level Security is off`;
    if (relation.policies === 0 && relation.grantedTo.length) {
      return `${relation.name}: RLS on without a policy, yet ${roles} hold privileges: add a policy or REVOKE ALL`;
    }
    return null;
  }
  if (relation.grantedTo.length && !(relation.kind === 'v' && relation.securityInvoker)) {
    return `${relation.name}: a ${relation.kind === 'v' ? 'view' : 'relation'} without RLS that ${roles} can use`;
  }
  return null;
}

const relationsQuery = `
SELECT c.relname AS name, c.relkind::text AS kind, c.relrowsecurity AS rls,
  (SELECT count(*) FROM pg_policy p WHERE p.polrelid = c.oid)::int AS policies,
  ARRAY(SELECT r.rolname::text FROM pg_roles r WHERE r.rolname IN ('anon', 'authenticated') AND (
    has_table_privilege(r.oid, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
    OR has_any_column_privilege(r.oid, c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')) ORDER BY 1) AS "grantedTo",
  coalesce(c.reloptions::text[] && ARRAY['security_invoker=true', 'security_invoker=on'], false) AS "securityInvoker"
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
ORDER BY c.relname`;

/** Where in the file an error points (the query starts with `BEGIN;\n`). */
function errorPlace(sql: string, error: { position?: string }): string {
  const position = Number(error.position) - 1 - 'BEGIN;\n'.length;
  if (!Number.isFinite(position) || position < 0 || position > sql.length) return '';
  return ` (line ${sql.slice(0, position).split('\n').length})`;
}

/** One run of every file in order, each in a transaction; stops at the first failure. */
async function applyRun(client: pg.Client, dir: string, files: string[], run: string): Promise<string[]> {
  for (const file of files) {
    const sql = readFileSync(join(dir, file), 'utf8');
    try {
      await client.query(`BEGIN;\n${sql}\n;COMMIT;`);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      const message = (error as Error).message;
      return [`${file}, ${run} run: ${message}${errorPlace(sql, error as { position?: string })}`];
    }
  }
  return [];
}

export async function checkDatabase(migrationsDir: string, adminUrl: string): Promise<CheckResult[]> {
  const files = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const nameProblems = migrationNameProblems(files);
  const server = new URL(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    const skipped = `skipped: PostgreSQL at ${server.hostname}:${server.port || 5432} not answering`;
    return [
      nameProblems.length
        ? resultOf(migrationsTitle, '', nameProblems)
        : { title: migrationsTitle, status: 'skipped', summary: skipped, problems: [] },
      { title: rlsTitle, status: 'skipped', summary: skipped, problems: [] },
    ];
  }
  const name = `rihla_deploy_check_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let client: pg.Client | null = null;
  try {
    await admin.query(clusterPrelude(name));
    await admin.query(`CREATE DATABASE ${name} OWNER ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(databasePrelude(name));
    const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
      .server_version;
    await client.query(migrationSession(name));
    const firstRun = await applyRun(client, migrationsDir, files, 'first');
    const summary = `${files.length} files applied twice on PostgreSQL ${version.split(' ')[0]}, by an owner that is not superuser`;
    if (firstRun.length) {
      return [
        resultOf(migrationsTitle, summary, [...nameProblems, ...firstRun]),
        {
          title: rlsTitle,
          status: 'skipped',
          summary: 'skipped: the migrations did not apply',
          problems: [],
        },
      ];
    }
    // Row Level Security as the first run left it; then the second run.
    await client.query('RESET ROLE');
    const relations = (await client.query<RelationRow>(relationsQuery)).rows;
    const tables = relations.filter((relation) => relation.kind === 'r' || relation.kind === 'p');
    const withPolicy = tables.filter((table) => table.policies > 0).length;
    const rls = resultOf(
      rlsTitle,
      `${tables.length} tables, RLS on each: ${withPolicy} with policies, ${tables.length - withPolicy} with no grant to anon or authenticated`,
      relations.map(relationProblem).filter((problem): problem is string => problem !== null),
    );
    await client.query(migrationSession(name));
    const secondRun = await applyRun(client, migrationsDir, files, 'second');
    const migrations = resultOf(migrationsTitle, summary, [...nameProblems, ...secondRun]);
    return [migrations, rls];
  } finally {
    await client?.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.query(`DROP ROLE IF EXISTS ${name}`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}
