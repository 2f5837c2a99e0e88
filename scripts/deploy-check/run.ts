/**
 * Runs the five deploy checks and writes the report: one line per check (✓ passed, ✗ failed,
 * – skipped), each problem under its check, then a summary line.
 */
import { type CheckResult, resultOf } from './check-result.ts';
import { checkDatabase, migrationsTitle, rlsTitle } from './database-checks.ts';
import { checkFunctionFolders, checkImportMaps } from './function-checks.ts';
import { checkSecrets } from './secret-checks.ts';

export interface DeployCheckOptions {
  functionsDir: string;
  migrationsDir: string;
  configPath: string;
  /** The folder of configuration.md and deployment.md, which check 5 reads. */
  docsDir: string;
  /** The PostgreSQL server's URL (a database to connect to; the check creates its own beside it). */
  databaseUrl: string;
  /** Skipped database checks count as failures (DEPLOY_CHECK_REQUIRE_DB=1). */
  requireDatabase: boolean;
}

export interface DeployCheckReport {
  results: CheckResult[];
  failed: boolean;
  text: string;
}

const marks = { passed: '✓', failed: '✗', skipped: '–' } as const;

export function formatReport(results: CheckResult[], seconds: number, requireDatabase: boolean): string {
  const lines = results.flatMap((result, index) => [
    `${marks[result.status]} ${index + 1}. ${result.title}: ${result.summary}`,
    ...result.problems.map((problem) => `    - ${problem}`),
  ]);
  const count = (status: CheckResult['status']) =>
    results.filter((result) => result.status === status).length;
  const skipped = count('skipped');
  const skippedNote = skipped
    ? `, ${skipped} skipped${requireDatabase ? ' (DEPLOY_CHECK_REQUIRE_DB=1: fails)' : ''}`
    : '';
  lines.push(`${count('passed')} passed, ${count('failed')} failed${skippedNote} in ${seconds.toFixed(1)} s`);
  return lines.join('\n');
}

export async function runDeployCheck(options: DeployCheckOptions): Promise<DeployCheckReport> {
  const started = performance.now();
  const results: CheckResult[] = [
    checkFunctionFolders(options.functionsDir, options.configPath),
    checkImportMaps(options.functionsDir, options.configPath),
  ];
  try {
    results.push(...(await checkDatabase(options.migrationsDir, options.databaseUrl)));
  } catch (error) {
    results.push(
      resultOf(migrationsTitle, '', [`could not prepare the database: ${(error as Error).message}`]),
    );
    results.push({ title: rlsTitle, status: 'skipped', summary: 'skipped: no database', problems: [] });
  }
  results.push(checkSecrets(options.functionsDir, options.docsDir));
  const failed = results.some(
    (result) => result.status === 'failed' || (result.status === 'skipped' && options.requireDatabase),
  );
  const text = formatReport(results, (performance.now() - started) / 1000, options.requireDatabase);
  return { results, failed, text };
}
