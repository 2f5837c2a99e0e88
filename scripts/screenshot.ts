/**
 * Screenshots of screens as a person sees them, for review.
 * Usage: npx tsx scripts/screenshot.ts http://127.0.0.1:4173 /path [/path2 ...] [--out DIR] [--lang en,ar] [--size 390x844,1024x768] [--full]
 *        [--login host@rihla.example:rihla-demo-host] (signs in to the host portal first, for /host/* paths)
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/chromium';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value ?? fallback;
};
const out = option('out', '/tmp/shots');
const langs = option('lang', 'en,ar').split(',');
const sizes = option('size', '390x844,1024x768').split(',');
const login = option('login', '');
const full = args.includes('--full');
const [base, ...paths] = args.filter((arg) => arg !== '--full');
if (!base || paths.length === 0) throw new Error('usage: screenshot.ts BASE_URL PATH...');

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
for (const lang of langs) {
  for (const size of sizes) {
    const [width, height] = size.split('x').map(Number);
    const context = await browser.newContext({
      viewport: { width: width ?? 390, height: height ?? 844 },
      locale: lang,
    });
    await context.addInitScript((language) => localStorage.setItem('i18nextLng', language), lang);
    const page = await context.newPage();
    if (login) {
      const [email = '', password = ''] = login.split(':');
      await page.goto(new URL('/host-login', base).href);
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/\/host\/dashboard$/);
    }
    for (const path of paths) {
      await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${lang}-${size}.png`;
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
