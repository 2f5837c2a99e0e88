/**
 * npm run deploy:check (scripts/deploy-check.ts): passes on the repository as it is, fails on a
 * migration that creates a table without RLS and on a missing import map; and the
 * rules it applies. Creates temporary copies in the system's temp folder.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfigToml } from '../../scripts/deploy-check/config-toml.ts';
import { type RelationRow, relationProblem } from '../../scripts/deploy-check/database-checks.ts';
import { checkFunctionFolders, checkImportMaps } from '../../scripts/deploy-check/function-checks.ts';
import { importMapCovers, importSpecifiers } from '../../scripts/deploy-check/module-imports.ts';
import {
  markedNotToSet,
  schemaNames,
  secretsSetNames,
  tableNames,
} from '../../scripts/deploy-check/secret-checks.ts';
import { serverEnvSchema } from '../functions/_shared/server-config.ts';
import { postgresAnswers } from '../test-support/databases.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const tsx = join(root, 'node_modules/.bin/tsx');
const configPath = join(root, 'supabase/config.toml');
const scratch = mkdtempSync(join(tmpdir(), 'rihla-deploy-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function deployCheck(...args: string[]): Promise<{ code: number; output: string }> {
  const result = await run(tsx, [join(root, 'scripts/deploy-check.ts'), ...args], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
  }).catch((error: { code?: number; stdout?: string; stderr?: string }) => ({
    code: error.code ?? 1,
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  return { code: 'code' in result ? result.code : 0, output: `${result.stdout}${result.stderr}` };
}

const hasPostgres = await postgresAnswers();

describe('npm run deploy:check', () => {
  it('passes on the repository as it is', { timeout: 60_000 }, async () => {
    const { code, output } = await deployCheck();
    expect(output).toMatch(/^✓ 1\. Functions/m);
    expect(output).toMatch(/^✓ 2\. Import maps/m);
    expect(output).toMatch(hasPostgres ? /^✓ 3\. Migrations/m : /^– 3\. .*skipped: PostgreSQL/m);
    expect(output).toMatch(hasPostgres ? /^✓ 4\. Row Level Security/m : /^– 4\. .*skipped/m);
    expect(output).toMatch(/^✓ 5\. Secrets/m);
    expect(output).toMatch(/0 failed/);
    expect(code).toBe(0);
  });

  it.skipIf(!hasPostgres)(
    'fails on a migration that creates a table without Row Level Security',
    { timeout: 60_000 },
    async () => {
      const migrations = join(scratch, 'migrations');
      cpSync(join(root, 'supabase/migrations'), migrations, { recursive: true });
      writeFileSync(join(migrations, '9999_leaky.sql'), 'CREATE TABLE leaky (id int);\n');
      const { code, output } = await deployCheck('--migrations', migrations);
      expect(output).toMatch(/^✗ 4\. Row Level Security/m);
      expect(output).toContain('- leaky: Row Level Security is off');
      // Nor can it run twice.
      expect(output).toMatch(/^✗ 3\. Migrations/m);
      expect(output).toContain('- 9999_leaky.sql, second run: relation "leaky" already exists');
      expect(code).toBe(1);
    },
  );

  it.skipIf(!hasPostgres)(
    'fails on a migration that does not apply a second time',
    { timeout: 60_000 },
    async () => {
      const migrations = join(scratch, 'migrations-twice');
      cpSync(join(root, 'supabase/migrations'), migrations, { recursive: true });
      writeFileSync(
        join(migrations, '9999_once.sql'),
        'CREATE TABLE once_only (id int);\nALTER TABLE once_only ENABLE ROW LEVEL SECURITY;\n',
      );
      const { code, output } = await deployCheck('--migrations', migrations);
      expect(output).toMatch(/^✗ 3\. Migrations/m);
      expect(output).toContain('9999_once.sql, second run: relation "once_only" already exists');
      expect(code).toBe(1);
    },
  );
});

describe('function folders (checks 1 and 2)', () => {
  // A copy of the functions beside the app's src, which their shared code imports (brand.ts).
  const copy = join(scratch, 'repo');
  const functions = join(copy, 'supabase/functions');
  cpSync(join(root, 'supabase/functions'), functions, { recursive: true });
  symlinkSync(join(root, 'src'), join(copy, 'src'));

  // The copy's config.toml, whose paths resolve in the copy.
  const copyConfig = join(copy, 'supabase/config.toml');
  cpSync(configPath, copyConfig);

  it('passes on the copy, every function on the one import map', () => {
    expect(checkFunctionFolders(functions, copyConfig).problems).toEqual([]);
    expect(checkImportMaps(functions, copyConfig).problems).toEqual([]);
  });

  it('fails when the import map is missing', () => {
    const config = join(copy, 'supabase/no-map.toml');
    writeFileSync(
      config,
      readFileSync(configPath, 'utf8').replaceAll('./functions/deno.json', './functions/gone.json'),
    );
    const problems = checkFunctionFolders(functions, config).problems;
    expect(problems).toContain('[functions.host-settings]: import_map ./functions/gone.json does not exist');
    expect(problems).toContain('host-settings: no import map');
  });

  it('fails on a config.toml section without its folder, and on a function without its section', () => {
    const config = join(scratch, 'config.toml');
    const withoutCalendar = readFileSync(configPath, 'utf8').replace(
      '[functions.host-calendar]',
      '[functions.ghost]',
    );
    writeFileSync(config, withoutCalendar);
    const problems = checkFunctionFolders(functions, config).problems;
    expect(problems).toContain('host-calendar: no [functions.host-calendar] in config.toml');
    expect(problems).toContain(`[functions.ghost] in config.toml: no folder ghost in ${functions}`);
  });

  it("fails when the import map does not map a package a function's code imports", () => {
    writeFileSync(join(functions, 'deno.json'), JSON.stringify({ imports: { zod: 'npm:zod@^4' } }));
    const problems = checkImportMaps(functions, copyConfig).problems.filter((line) =>
      line.startsWith('mail-outbox-deliver'),
    );
    expect(problems).toContain(
      "mail-outbox-deliver: functions/deno.json does not map 'nodemailer' (imported by _shared/mail-transport.ts)",
    );
    expect(problems).toContain(
      "mail-outbox-deliver: functions/deno.json does not map 'pg' (imported by _shared/database-postgres.ts)",
    );
  });
});

describe('the rules', () => {
  it("reads every variable of the settings' schema as a name the functions read", () => {
    const source = readFileSync(join(root, 'supabase/functions/_shared/server-config.ts'), 'utf8');
    const names = schemaNames(source);
    expect(names).toEqual(Object.keys(serverEnvSchema.shape));
    expect(names).toEqual(
      expect.arrayContaining(['JWT_SECRET', 'DOOR_CODE_GRACE_HOURS', 'INQUIRY_HOURLY_CAP']),
    );
  });

  it('reads the imports that run, not the erased type imports or comments', () => {
    const source = [
      "import type { Transporter } from 'nodemailer';",
      "import {\n  z,\n  type ZodType,\n} from 'zod';",
      "export { handler } from './handler.ts';",
      "import 'node:process';",
      "// import { nothing } from 'left-out';",
      "const lazy = await import('ical.js');",
      "const url = 'https://example.com/from';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(['./handler.ts', 'ical.js', 'node:process', 'zod']);
  });

  it('finds a package in an import map, its subpaths too when mapped to npm:', () => {
    const imports = { zod: 'npm:zod@^4.1.0', 'lib/': './lib/' };
    expect(importMapCovers(imports, 'zod')).toBe(true);
    expect(importMapCovers(imports, 'zod/v4')).toBe(true);
    expect(importMapCovers(imports, 'lib/a.ts')).toBe(true);
    expect(importMapCovers(imports, 'pg')).toBe(false);
    expect(importMapCovers(imports, 'zodiac')).toBe(false);
  });

  it('wants RLS on every table, and a policy or no grant to the API roles', () => {
    const table = (overrides: Partial<RelationRow>): RelationRow => ({
      name: 'bookings',
      kind: 'r',
      rls: true,
      policies: 1,
      grantedTo: ['authenticated'],
      securityInvoker: false,
      ...overrides,
    });
    expect(relationProblem(table({}))).toBeNull();
    expect(relationProblem(table({ policies: 0, grantedTo: [] }))).toBeNull();
    expect(relationProblem(table({ rls: false, grantedTo: [] }))).toBe('bookings: Row Level Security is off');
    expect(relationProblem(table({ policies: 0, grantedTo: ['anon', 'authenticated'] }))).toMatch(
      /RLS on without a policy, yet anon and authenticated hold privileges/,
    );
    expect(relationProblem(table({ kind: 'v', rls: false, policies: 0 }))).toMatch(/a view without RLS/);
    expect(relationProblem(table({ kind: 'v', rls: false, securityInvoker: true }))).toBeNull();
  });

  it('reads the secrets set, those marked not to set and the configuration table', () => {
    const guide = [
      '```sh',
      'supabase secrets set \\',
      '  SITE_URL=https://stays.example.com \\',
      "  MAIL_FROM='Rihla <no-reply@example.com>'",
      'supabase functions deploy',
      '```',
      '| `RATE_LIMIT` | optional | ... |',
      '| `SUPABASE_URL` | set by Supabase | ... |',
      '| `CRON_SECRET` | required | ... |',
    ].join('\n');
    expect([...secretsSetNames(guide)].sort()).toEqual(['MAIL_FROM', 'SITE_URL']);
    expect(markedNotToSet(guide, 'RATE_LIMIT')).toBe(true);
    expect(markedNotToSet(guide, 'SUPABASE_URL')).toBe(true);
    expect(markedNotToSet(guide, 'CRON_SECRET')).toBe(false);
    const table =
      '| Variable | Where |\n| --- | --- |\n| `HOST`, `PORT` | local |\n| `RATE_LIMIT=off` | all |';
    expect([...tableNames(table)].sort()).toEqual(['HOST', 'PORT', 'RATE_LIMIT']);
  });

  it('reports a config.toml line it does not understand instead of guessing', () => {
    const document = parseConfigToml(
      '[functions.a]\nverify_jwt = true\nimport_map = ./a.json\n[functions.a]\n',
    );
    expect(document.errors).toEqual([
      'line 3: not understood: import_map = ./a.json',
      'line 4: table [functions.a] defined twice',
    ]);
  });
});
