import { describe, expect, it } from 'vitest';
import { addCompileHints, compileHint } from '../../scripts/vite-plugins/compile-hints.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  code: `// ${fileName}\nexport {};\n`,
  isEntry,
  imports,
  moduleIds,
  map: { mappings: 'AAAA;AACA' },
});

function bundle() {
  return {
    'assets/index.js': chunk('assets/index.js', ['/app/index.html'], ['assets/main.js'], true),
    'assets/main.js': chunk('assets/main.js', ['/app/src/boot/main.tsx'], ['assets/react.js']),
    'assets/react.js': chunk('assets/react.js', ['/app/node_modules/react/index.js']),
    'assets/route.js': chunk(
      'assets/route.js',
      ['/app/src/app/routes/guest-portal-route.tsx'],
      ['assets/react.js', 'assets/input.js'],
    ),
    'assets/input.js': chunk('assets/input.js', ['/app/node_modules/@mantine/core/Input.mjs']),
    'assets/charts.js': chunk(
      'assets/charts.js',
      ['/app/src/features/host/pages/analytics-page.tsx'],
      ['assets/react.js'],
    ),
    'assets/main.js.map': {
      type: 'asset' as const,
      fileName: 'assets/main.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
    },
  };
}

describe('compile hints', () => {
  it('hints the entry, the chunks of the named modules and what they import statically, nothing else', () => {
    const files = bundle();
    const hinted = addCompileHints(files, ['src/app/routes/guest-portal-route.tsx']);
    expect(hinted).toEqual([
      'assets/index.js',
      'assets/input.js',
      'assets/main.js',
      'assets/react.js',
      'assets/route.js',
    ]);
    expect(files['assets/route.js'].code.startsWith(compileHint)).toBe(true);
    expect(files['assets/charts.js'].code.startsWith('// assets/charts.js')).toBe(true);
  });

  it('moves the source map down the one line it adds, in the chunk and in the .map file', () => {
    const files = bundle();
    addCompileHints(files, []);
    expect(files['assets/main.js'].map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(String(files['assets/main.js.map'].source)).mappings).toBe(';AAAA;AACA');
    expect(files['assets/main.js'].code).toBe(`${compileHint}// assets/main.js\nexport {};\n`);
  });

  it('adds the hint once when the build step runs twice', () => {
    const files = bundle();
    addCompileHints(files, []);
    addCompileHints(files, []);
    expect(files['assets/main.js'].code.split(compileHint.trim()).length).toBe(2);
    expect(files['assets/main.js'].map.mappings).toBe(';AAAA;AACA');
  });
});
