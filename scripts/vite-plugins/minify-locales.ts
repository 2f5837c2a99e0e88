/**
 * Build step: the texts (`public/locales/<language>/<namespace>.json`, kept indented for people to
 * edit) are written to the build without their whitespace, so every language's texts cost less on
 * the network and in the service worker's precache. It runs as the build's files are written, before
 * vite-plugin-pwa lists them for the precache (its manifest is made when the bundle closes).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A JSON text without whitespace between its tokens; the same data. */
export const minifiedJson = (text: string): string => JSON.stringify(JSON.parse(text));

/** Rewrites every `.json` file under `folder` (one level of language folders) minified. */
export async function minifyLocaleFiles(folder: string): Promise<number> {
  let saved = 0;
  for (const language of await readdir(folder, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    const dir = join(folder, language.name);
    for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json'))) {
      const path = join(dir, file);
      const text = await readFile(path, 'utf8');
      const minified = minifiedJson(text);
      saved += Buffer.byteLength(text) - Buffer.byteLength(minified);
      await writeFile(path, minified);
    }
  }
  return saved;
}

export function minifyLocales(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rihla:minify-locales',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'pre',
      async handler() {
        await minifyLocaleFiles(join(outDir, 'locales'));
      },
    },
  };
}
