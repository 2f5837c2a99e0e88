/**
 * The bench's parts, in the order they run, and the command line that picks them:
 * `--only <part>,<part>` (default: all of them) and `--skip-build`.
 */
export const allParts = [
  'bundle',
  'lighthouse',
  'press',
  'door',
  'load',
  'attack',
  'host',
  'declarations',
  'feeds',
  'messages',
  'automated',
  'stays',
] as const;

export type Part = (typeof allParts)[number];

export interface BenchOptions {
  parts: Set<Part>;
  skipBuild: boolean;
  /** False when every part asked runs without the app (`automated`): nothing is built. */
  needsApp: boolean;
}

export function readOptions(args: string[]): BenchOptions {
  const onlyIndex = args.indexOf('--only');
  const named = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',').filter(Boolean) : [...allParts];
  const unknown = named.filter((name) => !(allParts as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`Unknown part(s) ${unknown.join(', ')}: the parts are ${allParts.join(', ')}`);
  }
  return {
    parts: new Set(named as Part[]),
    skipBuild: args.includes('--skip-build'),
    needsApp: named.some((name) => name !== 'automated'),
  };
}
