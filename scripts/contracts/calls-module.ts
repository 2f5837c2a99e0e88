/** Writes src/lib/calls.generated.ts: the app's reference of every call, typed by its contract. */
import type { CollectedContract } from './collect.ts';

export function callsModule(contracts: CollectedContract[]): string {
  const files = [...new Set(contracts.map(({ file }) => file))];
  const imports = files.map((file) => {
    const keys = contracts.filter((entry) => entry.file === file).map(({ key }) => key);
    return `import type { ${keys.join(', ')} } from '@shared/contracts/${file}';`;
  });
  const entries = contracts.map(({ key, contract }) => {
    const action = contract.action ? `action: '${contract.action}', ` : '';
    return `  ${key}: {
    function: '${contract.function}',
    ${action}name: '${contract.name}',
    caller: '${contract.caller}',
  } as CallRef<typeof ${key}, '${contract.function}'>,`;
  });
  return `/**
 * Generated from supabase/functions/_shared/contracts by \`npm run generate\`: do not edit.
 * Every call the app may make, with its contract's types (type-only imports: no zod at run time).
 */
${imports.join('\n')}
import type { CallRef } from './calls';

export const calls = {
${entries.join('\n')}
} as const;
`;
}
