/**
 * Build step: index.html's two inline scripts (src/boot/first-view), each built on its own as one
 * small classic script (IIFE), put in the head before the stylesheets (which would hold a script
 * back) and run as the parser reaches them, with no request, before the app's code has been compiled:
 * - the first page's preloads: each route's chunk, stylesheet and texts, worked out here from the
 *   build's chunks, start downloading beside the app's code;
 * - the saved first view's restore, which puts the copy into #root as the parser creates it.
 * The local server allows exactly these scripts by their hashes in its Content-Security-Policy
 * (supabase/local-server/security-headers.ts). The build also links the app's start stages (the chunks
 * src/boot/main.tsx imports one after the other) as it does the entry's own files, marks index.html's
 * own stylesheets (`data-shell`: the saved first view needs no copy of them) and links them before the
 * scripts, and draws the boot splash's logo inline (public/favicon.svg). The dev server has none of this.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';
import { type FirstPageModule, guestLinkPageModule } from '../../src/app/first-page-modules.ts';
import type { FirstPagePreloads } from '../../src/boot/first-view/preload-first-page.ts';
import { routes } from '../../src/config/routes.ts';
import { shellStylesheetAttribute } from '../../src/lib/saved-stays/snapshot-rules.ts';

/** An inline script as one minified IIFE, with everything it imports inlined. */
export async function bundleFirstViewScript(
  entry: string,
  define: Record<string, string> = {},
): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    define,
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry, formats: ['iife'], name: 'rihlaFirstView', fileName: () => 'first-view.js' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunks = results.flatMap((result) => ('output' in result ? result.output : []));
  const chunk = chunks.find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk' || chunks.length !== 1) {
    throw new Error(`the first-view script should build into one file, got ${chunks.length}`);
  }
  if (/<\/script|<!--/i.test(chunk.code)) throw new Error('the first-view script cannot be inlined as is');
  return chunk.code.trim();
}

/**
 * Marks the stylesheets an HTML page links itself, and links them before its scripts: the first
 * paint (and the inline script, which waits for them) needs them, the modules come after.
 */
export function markShellStylesheets(html: string): string {
  const links: string[] = [];
  const rest = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (link) => {
    const marked = new RegExp(`\\s${shellStylesheetAttribute}[\\s>=]`).test(link);
    links.push(
      marked
        ? link.trim()
        : link.trim().replace('<link rel="stylesheet"', `<link rel="stylesheet" ${shellStylesheetAttribute}`),
    );
    return '';
  });
  const firstScript = rest.search(/<script\b|<link rel="modulepreload"/);
  if (links.length === 0 || firstScript < 0) return rest.replace('</head>', `${links.join('\n')}\n</head>`);
  return `${rest.slice(0, firstScript)}${links.join('\n    ')}\n    ${rest.slice(firstScript)}`;
}

type ChunkInfo = Pick<OutputChunk, 'type' | 'fileName' | 'imports' | 'facadeModuleId' | 'isEntry'> & {
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
};

type Bundle = OutputBundle | Record<string, ChunkInfo | { type: 'asset' }>;

function chunksOf(bundle: Bundle): Map<string, ChunkInfo> {
  const chunks = new Map<string, ChunkInfo>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') chunks.set(file.fileName, file as ChunkInfo);
  }
  return chunks;
}

/** A chunk's file and every file it imports statically, with their stylesheets. */
function staticClosure(chunk: ChunkInfo, chunks: Map<string, ChunkInfo>) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (current: ChunkInfo) => {
    if (js.has(current.fileName)) return;
    js.add(current.fileName);
    for (const file of current.viteMetadata?.importedCss ?? []) css.add(file);
    for (const file of current.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  visit(chunk);
  return { js, css };
}

/** The files the entries load statically: index.html links them itself. */
function entryFiles(chunks: Map<string, ChunkInfo>) {
  const files = { js: new Set<string>(), css: new Set<string>() };
  for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry)) {
    const closure = staticClosure(entry, chunks);
    for (const file of closure.js) files.js.add(file);
    for (const file of closure.css) files.css.add(file);
  }
  return files;
}

/**
 * The chunks and stylesheets of the app's start stages (the modules its entry imports dynamically,
 * one after the other: src/boot/main.tsx) with their static imports, beyond the entry's own files. Every
 * first view runs them, so index.html links them as it does the entry's: downloads from the start,
 * stylesheets before the first paint. A stage module the build does not know is an error.
 */
export function startStageFiles(
  bundle: Bundle,
  stageModuleIds: readonly string[],
): { js: string[]; css: string[] } {
  const chunks = chunksOf(bundle);
  const shell = entryFiles(chunks);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const id of stageModuleIds) {
    const chunk = [...chunks.values()].find(
      (candidate) => candidate.facadeModuleId === id || candidate.moduleIds?.includes(id),
    );
    if (!chunk) throw new Error(`no chunk for the start stage ${id}`);
    const closure = staticClosure(chunk, chunks);
    for (const file of closure.js) if (!shell.js.has(file)) js.add(file);
    for (const file of closure.css) if (!shell.css.has(file)) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** Links the start stages' files in index.html's head, after the entry's own links of each kind. */
export function linkStartStages(html: string, files: { js: string[]; css: string[] }, base = '/'): string {
  const insertAfterLast = (text: string, marker: string, tags: string[]) => {
    if (tags.length === 0) return text;
    const at = text.lastIndexOf(marker);
    const end = at < 0 ? text.indexOf('</head>') : text.indexOf('>', at) + 1;
    return `${text.slice(0, end)}\n    ${tags.join('\n    ')}${text.slice(end)}`;
  };
  const preloads = files.js.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
  const sheets = files.css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
  return insertAfterLast(
    insertAfterLast(html, '<link rel="modulepreload"', preloads),
    '<link rel="stylesheet"',
    sheets,
  );
}

/**
 * For each page, the chunks and stylesheets its first view loads that index.html does not already
 * link (the entry's own static imports and its start stages), with its translation namespace, and
 * those of the modules it loads as well on a first visit (no stay saved). A module the build does
 * not know as a chunk of its own is an error: the table and the code have drifted apart.
 */
export function firstPagePreloads(
  bundle: Bundle,
  pages: readonly Omit<FirstPageModule, 'titleKey'>[],
  root: string,
  base = '/',
  stageModuleIds: readonly string[] = [],
): FirstPagePreloads {
  const chunks = chunksOf(bundle);
  const shell = entryFiles(chunks);
  const stages = startStageFiles(bundle, stageModuleIds);
  for (const file of stages.js) shell.js.add(file);
  for (const file of stages.css) shell.css.add(file);
  const chunkOf = (module: string, path: string) => {
    const id = resolve(root, module);
    const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`no chunk for ${module} (route ${path})`);
    return chunk;
  };
  const preloads: FirstPagePreloads = {};
  for (const page of pages) {
    const closure = staticClosure(chunkOf(page.module, page.path), chunks);
    const files: FirstPagePreloads[string] = {
      js: [...closure.js].filter((file) => !shell.js.has(file)).map((file) => base + file),
      css: [...closure.css].filter((file) => !shell.css.has(file)).map((file) => base + file),
      namespaces: [page.namespace],
    };
    // The files of `modules` beyond the shell's and the page's own.
    const beyondPage = (modules: readonly string[]) => {
      const js = new Set<string>();
      const css = new Set<string>();
      for (const module of modules) {
        const extra = staticClosure(chunkOf(module, page.path), chunks);
        for (const file of extra.js) if (!shell.js.has(file) && !closure.js.has(file)) js.add(base + file);
        for (const file of extra.css)
          if (!shell.css.has(file) && !closure.css.has(file)) css.add(base + file);
      }
      return { js: [...js], css: [...css] };
    };
    if (page.firstVisitModules?.length) files.firstVisit = beyondPage(page.firstVisitModules);
    // A personal link (`/s/<token>`, issue 45): its page, the portal's files and the stay view's,
    // never the find form's (the head script looks a path up, then its parent's `/*`).
    if (page.path === routes.guestPortal && page.savedStayModules?.length) {
      const stay = beyondPage([guestLinkPageModule, ...page.savedStayModules]);
      preloads[`${routes.guestLink}/*`] = {
        js: [...files.js, ...stay.js],
        css: [...files.css, ...stay.css],
        namespaces: files.namespaces,
      };
    }
    preloads[page.path] = files;
  }
  return preloads;
}

/** Puts the head script just before index.html's first stylesheet, so it does not wait for them. */
export function insertHeadScript(html: string, code: string, name?: string): string {
  const at = html.search(/<link rel="stylesheet"/);
  const script = `<script${name ? ` data-script="${name}"` : ''}>${code}</script>\n    `;
  return at < 0 ? html.replace('</head>', `${script}</head>`) : html.slice(0, at) + script + html.slice(at);
}

/** The boot splash's logo, `<img src="/favicon.svg">` in index.html, drawn inline from the file itself. */
export function inlineSplashLogo(html: string, svg: string): string {
  const image = /<img src="\/favicon\.svg"[^>]*\bwidth="(\d+)" height="(\d+)"[^>]*>/;
  const found = html.match(image);
  if (!found || !svg.trimStart().startsWith('<svg '))
    throw new Error("index.html's boot splash logo was not found");
  const [, width, height] = found;
  return html.replace(image, svg.trim().replace('<svg ', `<svg width="${width}" height="${height}" `));
}

/**
 * The restore script finds #root when the parser's first stretch of the body ends: the parser may
 * yield to a frame after the body's first token, so #root must be that token.
 */
export function checkRootFirstInBody(html: string): string {
  if (!html.includes('<body><div id="root">')) throw new Error('index.html must start its body with #root');
  return html;
}

/** The restore script's `data-script` name: the prerendered site pages, never /guest-portal, leave it out. */
export const restoreScriptName = 'restore-first-view';
/** The preload script's: the prerendered pages start their own files after their first paint. */
export const preloadScriptName = 'preload-first-page';

export interface FirstViewScriptOptions {
  /** The app's entry module (its dynamic imports are its start stages), relative to the project root. */
  entry: string;
  /** The saved first view's restore script, relative to the project root. */
  restore: string;
  /** The first page's preload script, and the page module of each route (src/app/first-page-modules.ts). */
  preload: { entry: string; pages: readonly FirstPageModule[] };
}

export function firstViewScript(options: FirstViewScriptOptions): Plugin {
  let root = process.cwd();
  let base = '/';
  let publicDir = '';
  let restoreCode = '';
  let stageModuleIds: string[] = [];
  return {
    name: 'rihla:first-view-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      publicDir = config.publicDir;
    },
    async buildStart() {
      restoreCode = await bundleFirstViewScript(resolve(root, options.restore));
    },
    buildEnd() {
      const entry = this.getModuleInfo(resolve(root, options.entry));
      if (!entry) throw new Error(`the entry ${options.entry} was not built`);
      stageModuleIds = [...entry.dynamicallyImportedIds];
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) throw new Error('the first-view scripts need the build output');
        const preloads = firstPagePreloads(context.bundle, options.preload.pages, root, base, stageModuleIds);
        const stages = startStageFiles(context.bundle, stageModuleIds);
        const preloadCode = await bundleFirstViewScript(resolve(root, options.preload.entry), {
          __FIRST_PAGE_PRELOADS__: JSON.stringify(preloads),
        });
        const logo = await readFile(resolve(publicDir, 'favicon.svg'), 'utf8');
        const withScripts = insertHeadScript(
          insertHeadScript(
            markShellStylesheets(linkStartStages(html, stages, base)),
            preloadCode,
            preloadScriptName,
          ),
          restoreCode,
          restoreScriptName,
        );
        return checkRootFirstInBody(inlineSplashLogo(withScripts, logo));
      },
    },
  };
}
