/**
 * What a module imports at run time, read from its text: static imports and re-exports
 * (`... from 'x'`), side-effect imports (`import 'x'`) and dynamic imports with a literal
 * (`import('x')`), but not `import type` / `export type` (erased: Deno leaves them out of the code
 * it deploys); and whether a Deno import map resolves a bare specifier. Pure.
 */

/** Block comments and whole-line `//` comments removed (a `//` inside a string, as in a URL, stays). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

export function importSpecifiers(source: string): string[] {
  const code = withoutComments(source).replace(
    /\b(?:import|export)\s+type\s[^;'"]*?\bfrom\s*['"][^'"\n]+['"]/g,
    '',
  );
  const found = new Set<string>();
  const patterns = [
    /\bfrom\s*['"]([^'"\n]+)['"]/g,
    /(?:^|[;\s])import\s*['"]([^'"\n]+)['"]/g,
    /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

/** A bare specifier (`zod`, `@scope/pkg/sub`) needs the import map; `node:`, `npm:`, URLs and paths do not. */
export function isBareSpecifier(specifier: string): boolean {
  if (isRelativeSpecifier(specifier) || specifier.startsWith('/')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(specifier);
}

/**
 * Whether a deno.json `imports` map resolves the specifier: an exact key, a key ending in `/` that
 * prefixes it, or a subpath (`pkg/sub`) of a key mapped to an `npm:` or `jsr:` package, which Deno
 * resolves inside that package.
 */
export function importMapCovers(imports: Record<string, string>, specifier: string): boolean {
  if (specifier in imports) return true;
  return Object.entries(imports).some(([key, target]) => {
    if (key.endsWith('/')) return specifier.startsWith(key);
    return specifier.startsWith(`${key}/`) && /^(npm|jsr):/.test(target);
  });
}
