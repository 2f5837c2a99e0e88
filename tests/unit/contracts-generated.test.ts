/**
 * What the contracts decide is generated (scripts/generate-contracts.ts): the app's call references
 * and the API reference. This fails when a contract changed and `npm run generate` was not run, and
 * proves the references and the procedure agree on every call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectContracts } from '../../scripts/contracts/collect.ts';
import { generatedFiles } from '../../scripts/generate-contracts.ts';

const root = join(import.meta.dirname, '../..');

describe('the generated call references and API reference', () => {
  it('are up to date with the contracts (run npm run generate)', async () => {
    const files = await generatedFiles();
    for (const [path, text] of Object.entries(files)) {
      expect(readFileSync(join(root, path), 'utf8'), path).toBe(text);
    }
    // No calls module is left behind by a function without contracts.
    for (const name of readdirSync(join(root, 'src/lib/calls'))) {
      expect(files[`src/lib/calls/${name}`], name).toBeDefined();
    }
    // Generating every reference and formatting it takes 9 s on a quiet machine, over 20 s beside Vitest's
    // other workers.
  }, 60_000);

  it('name every call once, each served by its function folder', async () => {
    const contracts = await collectContracts();
    expect(contracts.length).toBeGreaterThan(0);
    for (const { contract } of contracts) {
      expect(
        readFileSync(join(root, 'supabase/functions', contract.function, 'handler.ts'), 'utf8'),
      ).toContain('serve');
    }
    const names = contracts.map(({ contract }) => contract.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
