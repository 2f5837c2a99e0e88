/**
 * `npm run deploy:check`: verifies, offline, what can be verified before deploying to Supabase
 * (scripts/deploy-check/). Creates and drops a temporary database and role on the PostgreSQL
 * server (DEPLOY_CHECK_DATABASE_URL, else TEST_PG_ADMIN_URL, else 127.0.0.1:5432); exits 1 on any
 * failure, and on a skipped database check with DEPLOY_CHECK_REQUIRE_DB=1.
 *
 *   tsx scripts/deploy-check.ts [--functions <dir>] [--migrations <dir>] [--config <file>] [--docs <dir>]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runDeployCheck } from './deploy-check/run.ts';

const root = new URL('../', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    functions: { type: 'string', default: resolve(root, 'supabase/functions') },
    migrations: { type: 'string', default: resolve(root, 'supabase/migrations') },
    config: { type: 'string', default: resolve(root, 'supabase/config.toml') },
    docs: { type: 'string', default: resolve(root, 'docs') },
  },
});

const report = await runDeployCheck({
  functionsDir: resolve(values.functions),
  migrationsDir: resolve(values.migrations),
  configPath: resolve(values.config),
  docsDir: resolve(values.docs),
  databaseUrl:
    process.env.DEPLOY_CHECK_DATABASE_URL ??
    process.env.TEST_PG_ADMIN_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
  requireDatabase: process.env.DEPLOY_CHECK_REQUIRE_DB === '1',
});
console.log(report.text);
process.exitCode = report.failed ? 1 : 0;
