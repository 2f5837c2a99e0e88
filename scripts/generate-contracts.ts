/**
 * `npm run generate`: writes what the contracts decide (supabase/functions/_shared/contracts): the
 * app's typed call references (src/lib/calls.generated.ts) and the API reference (docs/api-calls.md).
 * `--check`: writes nothing, fails when either is out of date (tests/unit/contracts-generated.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callsModule } from './contracts/calls-module.ts';
import { collectContracts } from './contracts/collect.ts';
import { referenceMarkdown } from './contracts/reference.ts';

const root = join(import.meta.dirname, '..');

/** The generated files, by path from the repository's root, with their contents. */
export async function generatedFiles(): Promise<Record<string, string>> {
  const contracts = await collectContracts();
  const callsPath = 'src/lib/calls.generated.ts';
  const formatted = execFileSync(
    join(root, 'node_modules/.bin/biome'),
    ['format', `--stdin-file-path=${callsPath}`],
    {
      input: callsModule(contracts),
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { [callsPath]: formatted, 'docs/api-calls.md': referenceMarkdown(contracts) };
}

async function main() {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [path, text] of Object.entries(await generatedFiles())) {
    const file = join(root, path);
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // Not written yet.
    }
    if (current === text) continue;
    if (check) stale.push(path);
    else writeFileSync(file, text);
  }
  if (stale.length > 0) {
    console.error(`Out of date (run npm run generate): ${stale.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) await main();
