/**
 * The architecture rules on the server code (.dependency-cruiser.cjs, `npm run lint:architecture`):
 * run with the project's rules on a small tree of files written to a temporary folder, a function
 * importing src/ or another function, and _shared importing a function, are refused; the named
 * exception (src/config/brand.ts) and _shared are allowed.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const rules = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IFlattenedRuleSet;

const files: Record<string, string> = {
  'src/config/brand.ts': "export const brand = { name: 'Rihla' };\n",
  'src/lib/session.ts': 'export const session = 1;\n',
  'supabase/functions/_shared/mail.ts':
    "import { brand } from '../../../src/config/brand.ts';\nexport const from = brand.name;\n",
  'supabase/functions/_shared/leaky.ts':
    "import { session } from '../../../src/lib/session.ts';\nexport const leak = session;\n",
  'supabase/functions/_shared/knows-a-function.ts':
    "import { handler } from '../guest/handler.ts';\nexport const known = handler;\n",
  'supabase/functions/guest/handler.ts':
    "import { from } from '../_shared/mail.ts';\nimport { part } from './part.ts';\nexport const handler = from + part;\n",
  'supabase/functions/guest/part.ts': "export const part = 'x';\n",
  'supabase/functions/host/handler.ts':
    "import { handler as guest } from '../guest/handler.ts';\nexport const handler = guest;\n",
};

describe('architecture rules on supabase/', () => {
  let base = '';
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'rihla-architecture-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(base, path)), { recursive: true });
      await writeFile(join(base, path), text);
    }
  });
  afterAll(async () => {
    if (base) await rm(base, { recursive: true, force: true });
  });

  it('refuses server code importing client code or another function, and allows the rest', async () => {
    const result = await cruise(['src', 'supabase'], {
      baseDir: base,
      validate: true,
      ruleSet: { forbidden: rules.forbidden },
      tsPreCompilationDeps: true,
    });
    if (typeof result.output === 'string') throw new Error('expected a cruise result');
    const violations = result.output.summary.violations
      .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
      .sort();
    expect(violations).toEqual([
      'functions-stay-apart: supabase/functions/host/handler.ts -> supabase/functions/guest/handler.ts',
      'server-code-imports-no-client-code: supabase/functions/_shared/leaky.ts -> src/lib/session.ts',
      'shared-server-code-imports-no-function: supabase/functions/_shared/knows-a-function.ts -> supabase/functions/guest/handler.ts',
    ]);
  });
});
