import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { bookingA, findBooking } from './support/guest-helpers';

/** The build the e2e server serves (playwright.config.ts builds it into DIST_DIR first). */
const distDir = process.env.DIST_DIR ?? 'dist';
const host = { email: 'host@rihla.example', password: 'rihla-demo-host' };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** `scriptHashes`: the CSP sources of an HTML page's own inline scripts ('self' alone elsewhere). */
function expectSecurityHeaders(headers: Record<string, string>, what: string, scriptHashes: string[] = []) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'", ...scriptHashes]);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  // Nothing more: no wildcard or whole-scheme sources anywhere, and frames only for the video players.
  for (const [name, values] of csp) {
    for (const value of values) {
      expect(['*', 'http:', 'https:', "'unsafe-eval'"], `${what}: ${name} ${value}`).not.toContain(value);
    }
  }
  expect(csp.get('frame-src'), what).toEqual([
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
  ]);
}

/** Collects CSP violations seen by the page (reported as events and in the console). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [])),
  ];
}

test.describe('security', () => {
  test('HTML, assets, function and auth responses carry the security headers', async ({ request }) => {
    const inlineScripts = (html: string) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((match) => !match[1]!.includes('application/ld+json'))
        .map((match) => match[2]!);
    const hashesOf = (scripts: string[]) =>
      scripts.map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);

    // The guest portal's find form, prerendered (issue 43): the saved first view's restore first, the
    // language check and the app's start, allowed by their hashes and nothing else.
    const portal = await request.get('/guest-portal');
    expect(portal.headers()['content-type']).toContain('text/html');
    const html = await portal.text();
    const inline = inlineScripts(html);
    expect(inline, 'the guest portal has exactly three inline scripts').toHaveLength(3);
    expect(inline[0], 'the first inline script is the first-view restore').toContain(
      'data-first-view-snapshot',
    );
    expect(inline[2], 'the last one starts the app').toContain('modulepreload');
    expectSecurityHeaders(portal.headers(), '/guest-portal', hashesOf(inline));
    expect(html, 'no inline event handlers').not.toMatch(/<[^>]+\son[a-z]+=/i);

    // The guest portal's shell (the service worker's /guest-portal): the first page's preloads, then the restore.
    const portalShell = await request.get('/guest-portal-shell.html');
    const portalShellHtml = await portalShell.text();
    const portalShellInline = inlineScripts(portalShellHtml);
    expect(portalShellInline).toHaveLength(2);
    expect(portalShellInline[0]).toContain('modulepreload');
    expect(portalShellInline[1]).toBe(inline[0]);
    expectSecurityHeaders(portalShell.headers(), '/guest-portal-shell.html', hashesOf(portalShellInline));

    // The app shell of the other routes: the preloads only.
    const shell = await request.get('/host/dashboard');
    const shellInline = inlineScripts(await shell.text());
    expect(shellInline).toEqual([portalShellInline[0]]);
    expectSecurityHeaders(shell.headers(), '/host/dashboard (shell.html)', hashesOf(shellInline));

    // A prerendered page (issue 32): its language check and the app's start, and structured data,
    // which is never run and needs no hash.
    const home = await request.get('/');
    const homeHtml = await home.text();
    const homeInline = inlineScripts(homeHtml);
    expect(homeInline, 'the home page has two inline scripts').toHaveLength(2);
    expect(homeHtml).toContain('<script type="application/ld+json">');
    expectSecurityHeaders(home.headers(), '/ (index.html)', hashesOf(homeInline));
    expect(homeHtml, 'no inline event handlers').not.toMatch(/<[^>]+\son[a-z]+=/i);

    const script = portalShellHtml.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
    const style = portalShellHtml.match(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/)?.[1];
    expect(script, 'the app shell loads its entry script from a file').toBeTruthy();
    for (const asset of [script!, style!, '/sw.js', '/locales/en/translation.json']) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expectSecurityHeaders(response.headers(), asset);
    }

    const lookup = await request.post('/functions/v1/find-booking-by-details', { data: {} });
    expect(lookup.status()).toBeGreaterThanOrEqual(400);
    expect(lookup.status()).toBeLessThan(500);
    expectSecurityHeaders(lookup.headers(), 'find-booking-by-details');

    const auth = await request.post('/auth/v1/token?grant_type=password', {
      data: { email: host.email, password: 'wrong password' },
    });
    expect(auth.status()).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(auth.headers(), 'auth');

    const missing = await request.get('/assets/no-such-file.js');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers(), '404');
  });

  test('the app works under its Content-Security-Policy: no violation on the main pages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    for (const path of ['/', '/pricing', '/about', '/work-with-us', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await page.goto('/guest-portal');
    await findBooking(page, bookingA.lastName, bookingA.checkIn());
    await page.getByRole('button', { name: 'Show door code' }).click();
    // The code itself may have been changed by an earlier journey (offline refresh): any code will do.
    await expect(page.getByTestId('door-code')).toHaveText(/^\d{4,}$/);
    // The saved first view is restored by the inline script on the next start, under the same policy.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show door code' })).toBeVisible();

    await page.goto('/host-login');
    await page.locator('input[type="email"]').fill(host.email);
    await page.locator('input[type="password"]').fill(host.password);
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    for (const section of ['analytics', 'settings']) {
      await page.goto(`/host/${section}`);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(await violations()).toEqual([]);
  });

  test('the built client has no source maps, no server secret and not the Stripe SDK', () => {
    const files = filesUnder(distDir);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => file.endsWith('.map')).map((file) => relative(distDir, file))).toEqual([]);
    const secrets: [string, RegExp][] = [
      ['Stripe secret key', /\b[sr]k_(live|test)_[A-Za-z0-9]{6,}/],
      ['Stripe webhook secret', /whsec_[A-Za-z0-9_]{6,}/],
      ['service role', /service_role|SERVICE_ROLE/],
      ['server env names', /STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|JWT_SECRET|DATABASE_URL/],
      ['local JWT secret', /rihla-local-jwt-secret/],
      ['Stripe SDK', /api\.stripe\.com|StripeSignatureVerificationError|stripe-node/],
    ];
    const text = files.filter((file) => /\.(js|mjs|css|html|json|webmanifest|txt)$/.test(file));
    expect(text.some((file) => file.includes('/assets/'))).toBe(true);
    const found: string[] = [];
    for (const file of text) {
      const content = readFileSync(file, 'utf8');
      if (/sourceMappingURL=/.test(content)) found.push(`${relative(distDir, file)}: sourceMappingURL`);
      for (const [name, pattern] of secrets) {
        if (pattern.test(content)) found.push(`${relative(distDir, file)}: ${name}`);
      }
    }
    expect(found).toEqual([]);
  });
});
