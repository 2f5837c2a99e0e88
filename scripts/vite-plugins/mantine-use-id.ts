/**
 * Build and test step: @mantine/hooks' useId resolves to src/components/mantine-use-id.ts, for every
 * Mantine component (they import it through @mantine/hooks' index). Why: see that file.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Whether `source` imported from `importer` is @mantine/hooks' own useId module. */
export function isMantineUseId(source: string, importer: string | undefined): boolean {
  return (
    /(^|\/)use-id\/use-id(\.mjs|\.cjs|\.js)?$/.test(source) &&
    importer !== undefined &&
    /[\\/]@mantine[\\/]hooks[\\/]/.test(importer)
  );
}

export function mantineUseId(): Plugin {
  const replacement = fileURLToPath(new URL('../../src/components/mantine-use-id.ts', import.meta.url));
  return {
    name: 'rihla:mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      return isMantineUseId(source, importer) ? replacement : null;
    },
  };
}
