import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers.ts';
import { createStaticFiles } from './static-files.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (inline: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head>` +
  `<body><div id="root"></div><script>${inline}</script><script src="/assets/other.js"></script></body></html>`;
const scriptSrc = (csp: string | undefined) =>
  csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src'));

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rihla-static-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'index-a1.js'), 'console.log(1)');
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('inline scripts and the Content-Security-Policy', () => {
  it('hashes the inline scripts of a page, not the ones loaded from files', () => {
    expect(inlineScriptHashes(page('restore()'))).toEqual([sha256('restore()')]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script> </script>')).toEqual([]);
    // Structured data is a data block, never run: no hash for it.
    expect(
      inlineScriptHashes('<script type="application/ld+json">{}</script><script type="module">go()</script>'),
    ).toEqual([sha256('go()')]);
  });

  it("allows an HTML page's own inline script by hash, on every client route, and nothing inline elsewhere", async () => {
    await writeFile(join(dist, 'index.html'), page('restore()'));
    const serve = createStaticFiles(dist);
    for (const path of ['/', '/index.html', '/guest-portal']) {
      const html = await serve(path, '');
      expect(scriptSrc(html?.headers['Content-Security-Policy']), path).toBe(
        `script-src 'self' ${sha256('restore()')}`,
      );
    }
    const asset = await serve('/assets/index-a1.js', '');
    expect(asset?.headers['Content-Security-Policy']).toBeUndefined();
  });

  it('follows a rebuilt index.html', async () => {
    const file = join(dist, 'index.html');
    await writeFile(file, page('restore()'));
    const serve = createStaticFiles(dist);
    await serve('/', '');
    await writeFile(file, page('restoreAgain()'));
    await utimes(file, new Date(), new Date(Date.now() + 5_000));
    const html = await serve('/guest-portal', '');
    expect(scriptSrc(html?.headers['Content-Security-Policy'])).toBe(
      `script-src 'self' ${sha256('restoreAgain()')}`,
    );
  });
});

describe('compression', () => {
  /** About 3 MB of text that does not compress to nothing: brotli needs a while for it. */
  const largeScript = () =>
    Array.from(
      { length: 60_000 },
      (_, index) => `export const value${index} = ${(index * 7919) % 100_003};`,
    ).join('\n');

  it('sends brotli or gzip as the browser accepts, decoding to the file itself', async () => {
    const text = largeScript().slice(0, 20_000);
    await writeFile(join(dist, 'assets', 'app-b2.js'), text);
    const serve = createStaticFiles(dist);
    const br = await serve('/assets/app-b2.js', 'gzip, deflate, br');
    expect(br?.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(br!.body).toString()).toBe(text);
    expect(br?.headers['Content-Length']).toBe(String(br?.body.length));
    const gzip = await serve('/assets/app-b2.js', 'gzip');
    expect(gzip?.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gzip!.body).toString()).toBe(text);
    const plain = await serve('/assets/app-b2.js', '');
    expect(plain?.headers['Content-Encoding']).toBeUndefined();
    expect(plain?.body.toString()).toBe(text);
  });

  it("answers other requests while a large file's first request is being compressed", async () => {
    await writeFile(join(dist, 'assets', 'large-c3.js'), largeScript());
    const serve = createStaticFiles(dist);
    await serve('/assets/large-c3.js', '');
    await serve('/assets/index-a1.js', 'br');
    const answered: string[] = [];
    const large = serve('/assets/large-c3.js', 'br').then(() => answered.push('large'));
    const small = serve('/assets/index-a1.js', 'br').then(() => answered.push('small'));
    await Promise.all([large, small]);
    expect(answered).toEqual(['small', 'large']);
  });
});

describe('files that are not the app', () => {
  it("never serves dot files or folders such as the build's .vite/manifest.json", async () => {
    await writeFile(join(dist, 'index.html'), page('restore()'));
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    await writeFile(join(dist, '.env'), 'SECRET=1');
    const serve = createStaticFiles(dist);
    expect(await serve('/.vite/manifest.json', '')).toBeNull();
    expect(await serve('/%2evite/manifest.json', '')).toBeNull();
    // An extensionless path is a client route: the app shell, never the file.
    expect((await serve('/assets/../.env', ''))?.body.toString()).not.toContain('SECRET');
    expect((await serve('/assets/index-a1.js', ''))?.status).toBe(200);
  });
});
