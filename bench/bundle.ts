/**
 * First-view bundle: the JavaScript and CSS Chromium actually requests for a route (no service
 * worker, empty cache, phone viewport), each file measured as gzip bytes from disk by URL; the
 * source maps say which packages those bytes come from. Also the precache total from sw.js.
 */

import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { prerenderedFile } from '../supabase/local-server/static-files.ts';

export interface FirstView {
  route: string;
  jsGzip: number;
  cssGzip: number;
  files: { url: string; type: 'js' | 'css'; gzip: number }[];
  /** Minified bytes per package (or src/ folder) over all JS files of the view, largest first. */
  packages: { name: string; bytes: number }[];
}

const gzipCache = new Map<string, number>();

export async function gzipSize(file: string): Promise<number> {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(file), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** "react-dom", "@mantine/core", "src/features/host", ... for a source path in a map. */
export function packageOf(source: string): string {
  const module = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (module) return module[1]!;
  const local = source.match(/(?:^|\/)(src|supabase)\/(.*)$/);
  if (local) {
    const parts = local[2]!.split('/');
    if (local[1] === 'src' && parts[0] === 'features' && parts.length > 2) return `src/features/${parts[1]}`;
    return `${local[1]}/${parts.length > 1 ? parts[0] : parts[0]!.replace(/\.[^.]+$/, '')}`;
  }
  return source.startsWith('\0') || source.includes('vite/') ? 'vite runtime' : source;
}

const attributionCache = new Map<string, Map<string, number>>();

/** Minified bytes per package in one built JavaScript file, from its (moved-out) source map. */
export async function attribute(jsFile: string, mapFile: string): Promise<Map<string, number>> {
  const cached = attributionCache.get(jsFile);
  if (cached) return cached;
  const sizes = new Map<string, number>();
  const [code, rawMap] = await Promise.all([
    readFile(jsFile, 'utf8'),
    readFile(mapFile, 'utf8').catch(() => null),
  ]);
  if (!rawMap) {
    sizes.set('(no source map)', code.length);
    return sizes;
  }
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(rawMap));
  let previous: { line: number; column: number; source: string | null } | null = null;
  const add = (source: string | null, length: number) => {
    const name = source ? packageOf(source) : '(unmapped)';
    sizes.set(name, (sizes.get(name) ?? 0) + length);
  };
  consumer.eachMapping((mapping) => {
    if (previous) {
      const length =
        previous.line === mapping.generatedLine
          ? mapping.generatedColumn - previous.column
          : (lines[previous.line - 1]?.length ?? 0) - previous.column;
      add(previous.source, Math.max(0, length));
    }
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
  });
  if (previous) {
    const last = previous as { line: number; column: number; source: string | null };
    add(last.source, Math.max(0, (lines[last.line - 1]?.length ?? 0) - last.column));
  }
  attributionCache.set(jsFile, sizes);
  return sizes;
}

/** Records the same-origin JS and CSS a page requests until the network has been quiet. */
export async function recordFirstView(
  page: Page,
  origin: string,
  navigate: () => Promise<unknown>,
): Promise<{ url: string; type: 'js' | 'css' }[]> {
  const requested = new Map<string, 'js' | 'css'>();
  const listener = (request: import('@playwright/test').Request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const type =
      request.resourceType() === 'script' || url.pathname.endsWith('.js')
        ? 'js'
        : request.resourceType() === 'stylesheet' || url.pathname.endsWith('.css')
          ? 'css'
          : null;
    if (type) requested.set(url.pathname, type);
  };
  page.on('request', listener);
  try {
    await navigate();
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', listener);
  }
  return [...requested].map(([url, type]) => ({ url, type }));
}

/** The HTML file the local server answers for a route: its prerendered page, else the app shell. */
async function documentOf(distDir: string, route: string): Promise<{ file: string; html: string } | null> {
  const path = new URL(route, 'http://localhost').pathname;
  const candidates = [
    prerenderedFile(path.replace(/^\/+/, ''), path.endsWith('/')),
    'shell.html',
    'index.html',
  ];
  for (const file of candidates) {
    const html = await readFile(join(distDir, file), 'utf8').catch(() => null);
    if (html !== null) return { file, html };
  }
  return null;
}

export async function summarise(
  route: string,
  requested: { url: string; type: 'js' | 'css' }[],
  distDir: string,
  mapsDir: string,
): Promise<FirstView> {
  const files: FirstView['files'] = [];
  const packages = new Map<string, number>();
  for (const { url, type } of requested) {
    const file = join(distDir, decodeURIComponent(url));
    const exists = await stat(file)
      .then((info) => info.isFile())
      .catch(() => false);
    if (!exists) continue;
    files.push({ url, type, gzip: await gzipSize(file) });
    if (type === 'js') {
      for (const [name, bytes] of await attribute(file, `${join(mapsDir, decodeURIComponent(url))}.map`)) {
        packages.set(name, (packages.get(name) ?? 0) + bytes);
      }
    }
  }
  // The route's HTML document (its prerendered page, else the app shell, as the server answers): its
  // inline scripts are JavaScript the view runs too (structured data, JSON, is not).
  const document = await documentOf(distDir, route);
  const inline = [
    ...(document?.html ?? '').matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi),
  ]
    .filter((match) => !/\btype="(?!module|text\/javascript)/.test(match[1]!))
    .map((match) => match[2]!)
    .join('\n');
  if (inline.trim()) {
    files.push({
      url: `/${document?.file} (inline script)`,
      type: 'js',
      gzip: gzipSync(inline, { level: 9 }).length,
    });
  }
  const sum = (type: 'js' | 'css') =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
  return {
    route,
    jsGzip: sum('js'),
    cssGzip: sum('css'),
    files: files.sort((a, b) => b.gzip - a.gzip),
    packages: [...packages].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
  };
}

/** A fresh phone-sized context without service worker, so every file comes from the network. */
export function firstVisitContext(browser: Browser, storageState?: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    serviceWorkers: 'block',
    ...(storageState ? { storageState: JSON.parse(storageState) } : {}),
  });
}

/** Gzip bytes of the stylesheets index.html links (they block the first render). */
export async function renderBlockingCss(distDir: string): Promise<{ files: string[]; gzip: number }> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .map((match) => match[0].match(/href="([^"]+)"/)?.[1])
    .filter((href): href is string => Boolean(href?.startsWith('/')));
  let gzip = 0;
  for (const file of files) gzip += await gzipSize(join(distDir, file));
  return { files, gzip };
}

/** Raw and gzip bytes of everything the service worker precaches (the list inside sw.js). */
export async function precacheTotal(
  distDir: string,
): Promise<{ entries: number; raw: number; gzip: number } | null> {
  const sw = await readFile(join(distDir, 'sw.js'), 'utf8').catch(() => null);
  if (!sw) return null;
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = join(distDir, decodeURIComponent(url.replace(/^\//, '')));
    const info = await stat(file).catch(() => null);
    if (!info) continue;
    raw += info.size;
    gzip += await gzipSize(file);
  }
  return { entries: urls.length, raw, gzip };
}
