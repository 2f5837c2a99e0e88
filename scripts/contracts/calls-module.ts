/**
 * Writes the app's reference of every call, typed by its contract: src/lib/calls/<function>.generated.ts
 * (one export per call) and src/lib/calls.generated.ts, which re-exports them all. The app imports the
 * latter as a namespace (`import * as calls`); a bundle keeps only the functions' modules its code
 * calls, each beside the code that calls it.
 */
import type { CollectedContract } from './collect.ts';

const header = (what: string) => `/**
 * Generated from supabase/functions/_shared/contracts by \`npm run generate\`: do not edit.
 * ${what}
 */
`;

/** The module of one function's calls. */
export function functionCallsModule(file: string, contracts: CollectedContract[]): string {
  const keys = contracts.map(({ key }) => `${key} as ${key}Contract`);
  const entries = contracts.map(({ key, contract }) => {
    return `/** ${contract.caller} */
export const ${key} = '${contract.name}' as CallRef<typeof ${key}Contract, '${contract.function}'>;`;
  });
  return `${header(`The calls of ${contracts[0]?.contract.function}, with their contracts' types (type-only imports: no zod at run time).`)}import type { ${keys.join(', ')} } from '@shared/contracts/${file}';
import type { CallRef } from '../calls';

${entries.join('\n')}
`;
}

/** Path (from the repository's root) and text of every calls module. */
export function callsModules(contracts: CollectedContract[]): Record<string, string> {
  const files = [...new Set(contracts.map(({ file }) => file))];
  const modules: Record<string, string> = {};
  const names = files.map((file) => file.replace(/\.contract\.ts$/, ''));
  files.forEach((file, index) => {
    modules[`src/lib/calls/${names[index]}.generated.ts`] = functionCallsModule(
      file,
      contracts.filter((entry) => entry.file === file),
    );
  });
  modules['src/lib/calls.generated.ts'] = `${header(
    "Every call the app may make. Import it as a namespace, `import * as calls from '@/lib/calls.generated'`.",
  )}${[...names]
    // By the function's name, as the linter keeps exports ("host-calendar" before "host-calendar-blocks").
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `export * from './calls/${name}.generated';`)
    .join('\n')}
`;
  return modules;
}
