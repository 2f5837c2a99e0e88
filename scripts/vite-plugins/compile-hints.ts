/**
 * Build step: V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) as the first
 * line of the chunks a first view runs at once: the entry with everything it imports statically, and
 * the chunks of the modules named (the door code's route and view). Chromium then compiles their
 * functions on a background thread while the file streams in, instead of one at a time on the main
 * thread as each is first called. This matters offline: module scripts served from the service
 * worker's cache get no V8 code cache, so every cold start would compile all of it lazily.
 * Other browsers read the line as a comment.
 */
import type { Plugin } from 'vite';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  map?: { mappings: string } | null;
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, BundleChunk | BundleAsset>;

/** The chunk files to hint: entries and chunks holding an eager module, with their static imports. */
export function eagerChunkFiles(bundle: Bundle, eagerModules: readonly string[]): Set<string> {
  const eager = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || eager.has(fileName)) return;
    eager.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  const isEager = (moduleId: string) => eagerModules.some((module) => moduleId.endsWith(module));
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && (chunk.isEntry || chunk.moduleIds.some(isEager))) visit(chunk.fileName);
  }
  return eager;
}

/** Puts the hint on the first line of each chunk; its source map moves down one line with it. */
export function addCompileHints(bundle: Bundle, eagerModules: readonly string[]): string[] {
  const hinted = [...eagerChunkFiles(bundle, eagerModules)];
  for (const fileName of hinted) {
    const chunk = bundle[fileName] as BundleChunk;
    if (chunk.code.startsWith(compileHint)) continue;
    chunk.code = compileHint + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapFile = bundle[`${fileName}.map`];
    if (mapFile?.type === 'asset') {
      const map = JSON.parse(
        typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source),
      ) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapFile.source = JSON.stringify(map);
    }
  }
  return hinted.sort();
}

export interface CompileHintsOptions {
  /** The app's entry module, relative to the project root: its dynamic imports are its start stages. */
  entry: string;
  /** Module paths (suffixes) whose chunks a first view renders with at once, beyond the stages. */
  modules: readonly string[];
}

/** Hints the entry, its start stages (read from the build) and the chunks of `modules`. */
export function compileHints(options: CompileHintsOptions): Plugin {
  let stages: string[] = [];
  return {
    name: 'rihla:compile-hints',
    apply: 'build',
    enforce: 'post',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(options.entry));
      const info = entry ? this.getModuleInfo(entry) : null;
      if (!info) throw new Error(`the entry ${options.entry} was not built`);
      stages = [...info.dynamicallyImportedIds];
    },
    // After Vite's own last edits of the chunks (its preload map goes on the first line too).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Bundle, [...stages, ...options.modules]);
      },
    },
  };
}
