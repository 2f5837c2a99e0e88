/**
 * `npm run generate`: writes what the contracts decide (supabase/functions/_shared/contracts): the
 * app's typed call references (src/lib/calls.generated.ts and src/lib/calls/) and the API reference (docs/api-calls.md).
 * `--check`: writes nothing, fails when either is out of date (tests/unit/contracts-generated.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callsModules } from './contracts/calls-module.ts';
import { collectContracts } from './contracts/collect.ts';
import { referenceMarkdown } from './contracts/reference.ts';

const root = join(import.meta.dirname, '..');

/** The generated files, by path from the repository's root, with their contents. */
export async function generatedFiles(): Promise<Record<string, string>> {
  const contracts = await collectContracts();
  const files: Record<string, string> = {};
  for (const [path, text] of Object.entries(callsModules(contracts))) {
    files[path] = execFileSync(
      join(root, 'node_modules/.bin/biome'),
      ['format', `--stdin-file-path=${path}`],
      {
        input: text,
        cwd: root,
        encoding: 'utf8',
      },
    );
  }
  files['docs/api-calls.md'] = referenceMarkdown(contracts);
  return files;
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
  // A function's calls module left behind by a function that has no contracts any more.
  const generated = await generatedFiles();
  for (const name of readdirSync(join(root, 'src/lib/calls'))) {
    const path = `src/lib/calls/${name}`;
    if (generated[path] !== undefined) continue;
    if (check) stale.push(`${path} (no contract: remove it)`);
    else rmSync(join(root, path));
  }
  if (stale.length > 0) {
    console.error(`Out of date (run npm run generate): ${stale.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) await main();
