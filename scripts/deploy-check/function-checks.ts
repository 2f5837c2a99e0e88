/**
 * Checks 1 and 2: every function folder is complete and declared in config.toml, and every
 * function's import map (config.toml's `import_map`: the one supabase/functions/deno.json) maps the
 * npm packages its code reaches. Reads files only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { type CheckResult, resultOf } from './check-result.ts';
import { functionTables, parseConfigToml } from './config-toml.ts';
import { importMapCovers, importSpecifiers, isBareSpecifier, isRelativeSpecifier } from './module-imports.ts';

/** The function folders: every directory of supabase/functions but the shared code (`_shared`). */
export function functionFolders(functionsDir: string): string[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The import map the Supabase CLI gives function `name`: config.toml's `import_map` (relative to the
 * supabase folder), else the function's own deno.json, else supabase/functions/deno.json.
 */
export function importMapOf(name: string, functionsDir: string, configPath: string): string {
  const sections = existsSync(configPath)
    ? functionTables(parseConfigToml(readFileSync(configPath, 'utf8')))
    : new Map();
  const configured = sections.get(name)?.get('import_map');
  if (typeof configured === 'string') return resolve(dirname(configPath), configured);
  const own = join(functionsDir, name, 'deno.json');
  return existsSync(own) ? own : join(functionsDir, 'deno.json');
}

export function checkFunctionFolders(functionsDir: string, configPath: string): CheckResult {
  const title = 'Functions: index.ts, handler.ts, an import map and a [functions.<name>] in config.toml';
  const problems: string[] = [];
  const folders = functionFolders(functionsDir);
  for (const name of folders) {
    if (!existsSync(importMapOf(name, functionsDir, configPath))) problems.push(`${name}: no import map`);
    for (const file of ['index.ts', 'handler.ts']) {
      if (!existsSync(join(functionsDir, name, file))) problems.push(`${name}: no ${file}`);
    }
  }
  if (!existsSync(configPath)) {
    problems.push(`${configPath}: not found`);
    return resultOf(title, '', problems);
  }
  const document = parseConfigToml(readFileSync(configPath, 'utf8'));
  problems.push(...document.errors.map((error) => `config.toml ${error}`));
  const sections = functionTables(document);
  for (const name of folders) {
    if (!sections.has(name)) problems.push(`${name}: no [functions.${name}] in config.toml`);
  }
  const supabaseDir = dirname(configPath);
  for (const [name, keys] of sections) {
    if (!folders.includes(name)) {
      problems.push(`[functions.${name}] in config.toml: no folder ${name} in ${functionsDir}`);
    }
    if (typeof keys.get('verify_jwt') !== 'boolean') {
      problems.push(`[functions.${name}]: verify_jwt must be set, true or false`);
    }
    for (const key of ['entrypoint', 'import_map']) {
      const path = keys.get(key);
      if (path === undefined) continue;
      if (typeof path !== 'string' || !existsSync(resolve(supabaseDir, path))) {
        problems.push(`[functions.${name}]: ${key} ${String(path)} does not exist`);
      }
    }
  }
  const summary = `${folders.length} functions, each complete and in config.toml (verify_jwt set)`;
  return resultOf(title, summary, problems);
}

interface ModuleGraph {
  files: string[];
  /** Bare specifier to the first file importing it. */
  bare: Map<string, string>;
  /** Relative imports of files that do not exist: [importing file, specifier]. */
  missing: [string, string][];
}

/** Walks the relative imports from an entry file; `cache` keeps each file's specifiers. */
function walkImports(entry: string, cache: Map<string, string[]>): ModuleGraph {
  const graph: ModuleGraph = { files: [], bare: new Map(), missing: [] };
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    graph.files.push(file);
    let specifiers = cache.get(file);
    if (!specifiers) {
      specifiers = /\.(m?[jt]sx?)$/.test(file) ? importSpecifiers(readFileSync(file, 'utf8')) : [];
      cache.set(file, specifiers);
    }
    for (const specifier of specifiers) {
      if (isRelativeSpecifier(specifier)) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target)) queue.push(target);
        else graph.missing.push([file, specifier]);
      } else if (isBareSpecifier(specifier) && !graph.bare.has(specifier)) {
        graph.bare.set(specifier, file);
      }
    }
  }
  return graph;
}

export function checkImportMaps(functionsDir: string, configPath: string): CheckResult {
  const title = "Import maps: each function's import map maps the npm packages its code reaches";
  const problems: string[] = [];
  const cache = new Map<string, string[]>();
  const packages = new Set<string>();
  const files = new Set<string>();
  let functions = 0;
  for (const name of functionFolders(functionsDir)) {
    const entry = join(functionsDir, name, 'index.ts');
    const denoJson = importMapOf(name, functionsDir, configPath);
    const mapName = relative(dirname(functionsDir), denoJson);
    if (!existsSync(entry) || !existsSync(denoJson)) continue; // reported by check 1
    let imports: Record<string, string>;
    try {
      const parsed = JSON.parse(readFileSync(denoJson, 'utf8')) as { imports?: Record<string, string> };
      imports = parsed.imports ?? {};
    } catch (error) {
      problems.push(`${name}: ${mapName} is not JSON (${(error as Error).message})`);
      continue;
    }
    functions += 1;
    const graph = walkImports(entry, cache);
    for (const file of graph.files) files.add(file);
    for (const [file, specifier] of graph.missing) {
      problems.push(`${name}: ${relative(functionsDir, file)} imports ${specifier}, which does not exist`);
    }
    for (const [specifier, file] of graph.bare) {
      packages.add(specifier);
      if (!importMapCovers(imports, specifier)) {
        problems.push(
          `${name}: ${mapName} does not map '${specifier}' (imported by ${relative(functionsDir, file)})`,
        );
      }
    }
  }
  const summary = `${functions} functions, ${files.size} files; npm packages: ${[...packages].sort().join(', ')}`;
  return resultOf(title, summary, problems);
}
