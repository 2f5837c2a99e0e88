/**
 * Serves the built PWA from disk: hashed assets cached for a year, the service worker and HTML
 * never cached, dot files never served, text compressed (brotli or gzip, kept in memory), prerendered pages by their clean URL (`/fr/about` is
 * fr/about.html), other client routes fall back to the app shell (shell.html).
 * Compression runs on libuv's thread pool, so a file's first request does not hold up the others.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
};
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);
const compressors = {
  br: (raw: Buffer) => promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (raw: Buffer) => promisify(gzip)(raw, { level: 9 }),
};
type Encoding = keyof typeof compressors;

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A file read from disk, with its compressed forms and (HTML) its policy, made on first use. */
interface CachedFile {
  raw: Buffer;
  /** Shared by the requests that arrive while the compression runs. */
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
  csp?: string;
  mtime: number;
}

function pickEncoding(acceptEncoding: string): Encoding | null {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** The app shell, served for every route without a file of its own (the build's prerender writes it). */
const shellFile = 'shell.html';

/** The file of a prerendered page at this path: `about` -> about.html, `fr/` -> fr/index.html. */
export function prerenderedFile(relative: string, trailingSlash: boolean): string {
  const path = relative.replace(/[/\\]+$/, '');
  if (path === '') return 'index.html';
  return trailingSlash ? join(path, 'index.html') : `${path}.html`;
}

export function createStaticFiles(distDir: string) {
  const root = normalize(distDir);
  const cache = new Map<string, CachedFile>();

  async function load(path: string): Promise<CachedFile | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(path);
    if (cached && cached.mtime === info.mtimeMs) return cached;
    const entry: CachedFile = { raw: await readFile(path), compressed: {}, mtime: info.mtimeMs };
    cache.set(path, entry);
    return entry;
  }

  function cacheControl(relative: string): string {
    if (relative.startsWith(`assets${sep}`) || relative.startsWith('assets/'))
      return 'public, max-age=31536000, immutable';
    if (
      relative.endsWith('.html') ||
      relative === 'sw.js' ||
      relative.startsWith('workbox-') ||
      relative.endsWith('.webmanifest')
    )
      return 'no-cache';
    return 'public, max-age=3600';
  }

  return async function serve(pathname: string, acceptEncoding: string): Promise<StaticFile | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const relative = normalize(decoded).replace(/^([/\\])+/, '');
    const filePath = join(root, relative);
    if (!filePath.startsWith(root)) return null;
    // Dot files and folders (the build's .vite/manifest.json) are never served.
    const hidden = relative.split(/[/\\]/).some((segment) => segment.startsWith('.'));
    let entry = relative && !hidden ? await load(filePath) : null;
    let served = relative;
    if (!entry && !hidden && !extname(relative)) {
      // A prerendered page (issue 32): /about -> about.html, /fr/ -> fr/index.html, / -> index.html.
      served = prerenderedFile(relative, decoded.endsWith('/'));
      entry = await load(join(root, served));
      // A language's home is /fr/, as its links, canonical and sitemap say: /fr goes there.
      if (!entry && relative && (await load(join(root, relative, 'index.html')))) {
        const location = `/${relative.replace(/\\/g, '/')}/`;
        return { status: 308, headers: { Location: location, 'Content-Length': '0' }, body: Buffer.alloc(0) };
      }
    }
    if (!entry) {
      // Unknown file with an extension: a real 404. Otherwise a client route: the app shell.
      if (extname(relative) && !relative.endsWith('.html')) return null;
      served = (await load(join(root, shellFile))) ? shellFile : 'index.html';
      entry = await load(join(root, served));
      if (!entry) return null;
    }
    const extension = extname(served).toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(served),
      Vary: 'Accept-Encoding',
    };
    let body = entry.raw;
    const encoding = pickEncoding(acceptEncoding);
    if (encoding && compressible.has(extension) && entry.raw.length > 1024) {
      entry.compressed[encoding] ??= compressors[encoding](entry.raw);
      body = await entry.compressed[encoding];
      headers['Content-Encoding'] = encoding;
    }
    // An HTML page's policy allows its own inline scripts, by hash, and no other.
    if (extension === '.html') {
      entry.csp ??= contentSecurityPolicy(inlineScriptHashes(entry.raw.toString('utf8')));
      headers['Content-Security-Policy'] = entry.csp;
    }
    headers['Content-Length'] = String(body.length);
    return { status: 200, headers, body };
  };
}
