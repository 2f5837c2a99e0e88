/**
 * Build step: the first-view restore script (src/app/first-view) is built on its own, as one small
 * classic script (IIFE), and inlined at the end of index.html's body: it runs as the parser reaches
 * it, with no request, before the app's code has been compiled. The local server allows exactly this
 * script by its hash in the Content-Security-Policy (supabase/local-server/security-headers.ts). The
 * build also marks index.html's own stylesheets (`data-shell`), which the saved first view needs no
 * copy of, and links them before the scripts. The dev server has none of this (its styles are
 * injected by script, so a copy would show unstyled).
 */
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { shellStylesheetAttribute } from '../src/lib/first-view-rules.ts';

/** The restore script as one minified IIFE, with everything it imports inlined. */
export async function bundleFirstViewScript(entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
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

/** `entryModule`: the restore script's entry, relative to the project root. */
export function firstViewScript(entryModule: string): Plugin {
  let root = process.cwd();
  let code = '';
  return {
    name: 'rihla:first-view-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      code = await bundleFirstViewScript(resolve(root, entryModule));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return {
          html: markShellStylesheets(html),
          tags: [{ tag: 'script', children: code, injectTo: 'body' }],
        };
      },
    },
  };
}
