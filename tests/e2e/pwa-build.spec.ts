import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';

/** The build the e2e server serves (playwright.config.ts builds it into DIST_DIR first). */
const distDir = process.env.DIST_DIR ?? 'dist';
const languages = ['en', 'fr', 'es', 'ar'];

function precacheEntries(): string[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
}

test.describe('the installable build', () => {
  test('dist has sw.js and a manifest with the icons, screenshots and shortcuts', async ({ request }) => {
    expect(statSync(join(distDir, 'sw.js')).isFile()).toBe(true);
    const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({
      display: 'standalone',
      start_url: expect.stringMatching(/^\/guest-portal/),
    });
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose?: string }) => `${icon.sizes}:${icon.purpose}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    for (const icon of [...manifest.icons, ...manifest.screenshots]) {
      expect(statSync(join(distDir, icon.src)).isFile()).toBe(true);
    }
    expect(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor).sort()).toEqual([
      'narrow',
      'wide',
    ]);
    expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
      '/guest-portal',
      '/host/dashboard',
    ]);

    const html = await (await request.get('/')).text();
    expect(html).toContain('rel="manifest"');
    expect(html).toContain('apple-touch-icon');
    const served = await request.get('/manifest.webmanifest');
    expect(served.ok()).toBe(true);
    expect((await request.get('/sw.js')).headers()['content-type']).toContain('javascript');
  });

  test('the precache holds every public and guest locale file, every route chunk, no guide photos, within 1.5 MB', () => {
    const entries = precacheEntries();
    const namespaces = readdirSync(join(distDir, 'locales', 'en'));
    expect(namespaces).toEqual(expect.arrayContaining(['translation.json', 'guest.json', 'host.json']));
    for (const language of languages) {
      for (const namespace of namespaces) {
        // The host portal's texts are cached on first use, like its chunks, and the check-in form's
        // and the stay's messages' when the stay is shown online (see vite.config.ts,
        // check-in-prefetch.tsx and docs/guest-messages.md), and the stays pages' (online pages: free
        // nights and prices are the server's, docs/stays-pages.md), with the direct booking's codes.
        const online = ['host.json', 'checkin.json', 'guest-messages.json', 'stays.json', 'stay-codes.json'];
        if (online.includes(namespace)) expect(entries).not.toContain(`locales/${language}/${namespace}`);
        else expect(entries).toContain(`locales/${language}/${namespace}`);
      }
    }
    // Every chunk the public site and the guest portal load (with their imports) is precached.
    const vite = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
    >;
    const guestRoots = Object.entries(vite).filter(
      ([key, chunk]) =>
        chunk.isEntry ||
        (chunk.isDynamicEntry && /^src\/(app|features\/(guest-portal|extras|site))\//.test(key)),
    );
    expect(guestRoots.map(([key]) => key)).toContain('src/app/routes/guest-portal-route.tsx');
    // The find form's calendar is only useful online: it is cached on first use, not precached.
    const calendar = 'src/features/guest-portal/components/check-in-date-input.tsx';
    expect(entries).not.toContain(vite[calendar]?.file);
    const needed = new Set<string>();
    const visit = (key: string) => {
      const chunk = vite[key];
      if (!chunk || needed.has(chunk.file)) return;
      needed.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key] of guestRoots) if (key !== calendar) visit(key);
    for (const file of needed) expect(entries).toContain(file);
    // HTML: the app shell and the guest portal's (the door code's restore script); the 45 prerendered
    // site pages and the guest portal's find form would not fit the budget, and the shells draw them offline.
    expect(entries.filter((entry) => entry.endsWith('.html')).sort()).toEqual([
      'guest-portal-shell.html',
      'shell.html',
    ]);
    expect(entries.filter((entry) => entry.includes('guide/'))).toEqual([]);
    // Each file once (the manifest's icons were listed by globPatterns and again by the plugin).
    expect(entries.filter((entry, index) => entries.indexOf(entry) !== index)).toEqual([]);
    const total = [...new Set(entries)].reduce((sum, entry) => sum + statSync(join(distDir, entry)).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  test('the shell and the door code view start with the compile hint, host pages do not', () => {
    const vite = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const firstLine = (key: string) => {
      const chunk = vite[key];
      expect(chunk, key).toBeDefined();
      return readFileSync(join(distDir, chunk?.file ?? ''), 'utf8').split('\n')[0];
    };
    const hint = '//# allFunctionsCalledOnLoad';
    expect(firstLine('index.html')).toBe(hint);
    expect(firstLine('src/app/routes/guest-portal-route.tsx')).toBe(hint);
    expect(firstLine('src/features/guest-portal/components/booking-details.tsx')).toBe(hint);
    expect(firstLine('src/features/host/pages/analytics-page.tsx')).not.toBe(hint);
  });

  test('Chromium finds the app installable: a valid manifest and a service worker in control', async ({
    baseURL,
  }) => {
    // Lighthouse 12 dropped its installability audit: this asks Chromium itself, as the install
    // button in the address bar does. Not in a throwaway (incognito) context: a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'rihla-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumExecutable,
      args: chromiumArgs,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/guest-portal');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string; critical: number }[];
        data?: string;
      };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ display: 'standalone' });
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
