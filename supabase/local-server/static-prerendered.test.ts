import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files.ts';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rihla-prerendered-'));
  await mkdir(join(dist, 'fr'));
  await writeFile(join(dist, 'index.html'), '<html lang="en">home</html>');
  await writeFile(join(dist, 'about.html'), '<html lang="en">about</html>');
  await writeFile(join(dist, 'fr', 'index.html'), '<html lang="fr">accueil</html>');
  await writeFile(join(dist, 'fr', 'about.html'), '<html lang="fr">à propos</html>');
  await writeFile(join(dist, 'shell.html'), '<html lang="en">shell</html>');
  await writeFile(join(dist, 'guest-portal.html'), '<html lang="en">shell with the door code</html>');
  await writeFile(join(dist, 'sitemap.xml'), '<urlset/>');
});
afterEach(() => rm(dist, { recursive: true, force: true }));

const text = async (path: string) => {
  const file = await createStaticFiles(dist)(path, '');
  return { status: file?.status, body: file?.body.toString('utf8'), headers: file?.headers };
};

describe('the prerendered site pages on the local server (issue 32)', () => {
  it('serves each page by its clean URL, in its language', async () => {
    expect((await text('/')).body).toContain('home');
    expect((await text('/about')).body).toContain('about');
    expect((await text('/fr/')).body).toContain('accueil');
    expect((await text('/fr/about')).body).toContain('à propos');
  });

  it("sends a language's home without its slash to /fr/", async () => {
    const answer = await text('/fr');
    expect(answer.status).toBe(308);
    expect(answer.headers?.Location).toBe('/fr/');
  });

  it('opens the app shell on every other route, never a prerendered page', async () => {
    for (const path of ['/host/dashboard', '/guest-portal/check-in/b1', '/fr/guest-portal']) {
      expect((await text(path)).body, path).toBe('<html lang="en">shell</html>');
    }
    expect((await text('/guest-portal')).body).toContain('shell with the door code');
  });

  it('serves the sitemap as XML', async () => {
    const answer = await text('/sitemap.xml');
    expect(answer.headers?.['Content-Type']).toContain('application/xml');
  });
});
