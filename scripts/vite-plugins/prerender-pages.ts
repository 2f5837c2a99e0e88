/**
 * Build step (issue 32): the brand site's pages as static HTML, one file per page and language, so a
 * crawler, a link preview or a phone gets the page's text, head and layout before any JavaScript.
 * After the client build has written its files, it builds src/app/prerender/render-page.tsx for Node
 * (the same vite.config.ts, as a server build), renders each page of scripts/prerender/site-pages.ts
 * in each variant (no language in the URL: English; /en/ /fr/ /es/ /ar/), and writes:
 * - `index.html`, `about.html`, `fr/index.html`, `fr/about.html`...: the app shell with the page's
 *   head (title, description, canonical, alternates, previews), its stylesheets and its HTML in #root;
 * - `guest-portal.html`, `fr/guest-portal.html`...: the guest portal's find form, prerendered the same
 *   way, with the saved door code's restore script first (issue 43: scripts/prerender/guest-portal-pages.ts);
 * - `guest-portal-shell.html`: the app shell as built, with that script: the service worker's /guest-portal;
 * - `shell.html`: the app shell without it, served for every other route (host area, check-in form);
 * - `og/<page>.png`, `sitemap.xml`, `robots.txt`, and `_redirects` (the shell as fallback on static hosts).
 * It runs before the service worker is generated (closeBundle), so the precache lists these pages.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import { build, type Plugin } from 'vite';
import type { AppStart } from '../../src/boot/first-view/start-app-after-paint.ts';
import { stayPagesKey } from '../../src/boot/first-view/stay-pages-key.ts';
import { brandSite } from '../../src/config/brand.ts';
import { routes } from '../../src/config/routes.ts';
import { directionOf, fallbackLanguage, languageCodes, namespaces } from '../../src/i18n/languages.ts';
import {
  guestPortalFileOf,
  guestPortalHead,
  guestPortalPath,
  guestPortalShellFile,
  textOf,
} from '../prerender/guest-portal-pages.ts';
import { makeOgImages } from '../prerender/og-images.ts';
import { pageHead } from '../prerender/page-head.ts';
import { prerenderedDocument, shellModules, withoutScript } from '../prerender/prerendered-document.ts';
import { robotsTxt } from '../prerender/robots.ts';
import { sitePages, siteVariants, variantFile, variantPath } from '../prerender/site-pages.ts';
import { sitemapXml } from '../prerender/sitemap.ts';
import { prerenderedStays, stayHead, stayOgImages, stayPath } from '../prerender/stay-pages.ts';
import { bundleFirstViewScript, restoreScriptName } from './first-view-script.ts';

/** The server build's entry and what it exports. */
const renderEntry = 'src/app/prerender/render-page.tsx';
/** A home's page (issue 46): its module, not in the public table (its path has the home's slug). */
const stayPageModule = 'src/features/stays/pages/stay-page.tsx';
type RenderModule = typeof import('../../src/app/prerender/render-page.tsx');

/** Where the app shell goes once index.html is the home page: the fallback of every other route. */
export const shellFile = 'shell.html';
/** The app shell with the saved door code's restore script, opened at /guest-portal under the service worker. */
export const guestPortalFile = guestPortalShellFile;

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * A page's own files: the stylesheets its HTML shows (its chunk's and its static imports', and those
 * of the chunks it loads on demand, e.g. the home page's carousel, drawn in the HTML as well) and the
 * modules its first view runs (its chunk and its static imports).
 */
export function pageFiles(
  bundle: OutputBundle,
  moduleId: string,
  base = '/',
  onDemandStyles = true,
): { stylesheets: string[]; modules: string[] } {
  const chunks = new Map<string, Chunk>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') chunks.set(file.fileName, file as Chunk);
  const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId === moduleId);
  if (!page) throw new Error(`no chunk for the page ${moduleId}`);
  const css = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Chunk, onDemand: boolean) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    if (!onDemand) modules.add(base + chunk.fileName);
    if (!onDemand || onDemandStyles)
      for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(base + file);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported, onDemand);
    }
    if (chunk !== page) return;
    for (const file of chunk.dynamicImports) {
      const imported = chunks.get(file);
      if (imported) visit(imported, true);
    }
  };
  visit(page, false);
  return { stylesheets: [...css], modules: [...modules] };
}

async function readTexts(publicDir: string) {
  const texts: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of languageCodes) {
    texts[language] = {};
    for (const namespace of namespaces) {
      const file = join(publicDir, 'locales', language, `${namespace}.json`);
      texts[language][namespace] = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    }
  }
  return texts;
}

export function prerenderPages(options: {
  pageModules: Record<string, string>;
  /** The guest portal's modules its find form loads as well (its `firstVisitModules`). */
  guestPortalModules: string[];
}): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let publicDir = 'public';
  let base = '/';
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'rihla:prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
      publicDir = config.publicDir;
      base = config.base;
      configFile = config.configFile;
      mode = config.mode;
    },
    async writeBundle(_options, bundle) {
      const serverDir = join(root, 'node_modules', '.rihla-prerender', outDir.replace(/[^\w]+/g, '_'));
      await rm(serverDir, { recursive: true, force: true });
      await build({
        configFile,
        mode,
        logLevel: 'warn',
        build: { ssr: renderEntry, outDir: serverDir, emptyOutDir: true },
      });
      const render = (await import(
        `${pathToFileURL(join(serverDir, 'render-page.js')).href}?${Date.now()}`
      )) as RenderModule;
      const texts = await readTexts(publicDir);
      await render.setUpTexts(texts);

      const shell = await readFile(join(outDir, 'index.html'), 'utf8');
      // The guest portal's page keeps the saved door code's restore script; the shell every other
      // route opens (host area, check-in form) goes without it.
      await writeFile(join(outDir, guestPortalShellFile), shell);
      await writeFile(join(outDir, shellFile), withoutScript(shell, restoreScriptName));
      const languageCheck = await bundleFirstViewScript(
        resolve(root, 'src/boot/first-view/prerendered-language-entry.ts'),
      );
      const shellFiles = shellModules(shell);
      const shellSet = new Set([shellFiles.entry, ...shellFiles.preloads]);
      const filesOf = (path: string) => {
        const module = options.pageModules[path];
        if (!module) throw new Error(`no page module for ${path}`);
        return pageFiles(bundle, resolve(root, module), base);
      };
      const start: AppStart = {
        ...shellFiles,
        pages: Object.fromEntries(
          sitePages.map((page) => [
            page.path,
            filesOf(page.path).modules.filter((file) => !shellSet.has(file)),
          ]),
        ),
        namespaces: ['translation', 'site'],
        pageNamespaces: {
          [routes.guestPortal]: ['translation', 'guest'],
          [routes.stays]: ['translation', 'stays'],
        },
      };
      const stayFiles = pageFiles(bundle, resolve(root, stayPageModule), base);
      start.pages[stayPagesKey] = stayFiles.modules.filter((file) => !shellSet.has(file));
      start.pageNamespaces![stayPagesKey] = ['translation', 'stays'];
      // The guest portal's first view is its page, and on a first visit the find form it loads before
      // its first render.
      const portalModules = options.guestPortalModules.flatMap(
        (module) => pageFiles(bundle, resolve(root, module), base).modules,
      );
      const portalPage = filesOf(routes.guestPortal).modules.filter((file) => !shellSet.has(file));
      const portalFiles = new Set([...shellSet, ...portalPage]);
      start.pages[routes.guestPortal] = portalPage;
      start.firstVisit = {
        [routes.guestPortal]: [...new Set(portalModules)].filter((file) => !portalFiles.has(file)),
      };
      const appStart = await bundleFirstViewScript(
        resolve(root, 'src/boot/first-view/start-app-after-paint-entry.ts'),
        { __APP_START__: JSON.stringify(start) },
      );
      const siteUrl = (process.env.SITE_URL ?? brandSite.url).replace(/\/+$/, '');
      for (const page of sitePages) {
        const { stylesheets } = filesOf(page.path);
        for (const variant of siteVariants) {
          const language = variant ?? fallbackLanguage;
          const path = variantPath(page, variant);
          const translation = texts[language]?.translation ?? {};
          const t = (key: string) =>
            String(
              key
                .split('.')
                .reduce<unknown>(
                  (node, part) => (node as Record<string, unknown> | undefined)?.[part],
                  translation,
                ) ?? key,
            );
          const html = prerenderedDocument(shell, {
            language,
            direction: directionOf(language),
            head: pageHead({ page, language: variant, siteUrl, t }),
            root: await render.renderPage(path, language),
            stylesheets,
            appStart,
            ...(variant ? {} : { languageCheck }),
          });
          const file = join(outDir, variantFile(path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
        }
      }
      // The homes known at build time (docs/stays-pages.md): the home's own head, the page loading its data.
      for (const stay of prerenderedStays) {
        for (const variant of siteVariants) {
          const language = variant ?? fallbackLanguage;
          const stays = texts[language]?.stays;
          const html = prerenderedDocument(shell, {
            language,
            direction: directionOf(language),
            head: stayHead({ stay, language: variant, siteUrl, t: (key) => textOf(stays, key) }),
            root: await render.renderPage(stayPath(stay.slug, variant), language),
            stylesheets: stayFiles.stylesheets,
            appStart,
            ...(variant ? {} : { languageCheck }),
          });
          const file = join(outDir, variantFile(stayPath(stay.slug, variant)));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
        }
      }
      // The find form's own stylesheets only: the booking view's and the calendar's come with them.
      const portalSheets = [options.pageModules[routes.guestPortal]!, ...options.guestPortalModules].flatMap(
        (module) => pageFiles(bundle, resolve(root, module), base, false).stylesheets,
      );
      for (const variant of siteVariants) {
        const language = variant ?? fallbackLanguage;
        const guest = texts[language]?.guest;
        const html = prerenderedDocument(shell, {
          language,
          direction: directionOf(language),
          head: guestPortalHead(
            textOf(texts[language]?.translation, 'pageTitles.guestPortal'),
            textOf(guest, 'findBooking.intro'),
          ),
          root: await render.renderPage(guestPortalPath(variant), language),
          stylesheets: [...new Set(portalSheets)],
          appStart,
          keepRestoreScript: { entry: shellFiles.entry },
          ...(variant ? {} : { languageCheck }),
        });
        const file = join(outDir, guestPortalFileOf(variant));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
      }
      await makeOgImages(publicDir, outDir, stayOgImages());
      await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl));
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
      // Static hosts that read it (Netlify, Cloudflare Pages): any path without a file opens the app shell.
      await writeFile(join(outDir, '_redirects'), `/* /${shellFile} 200\n`);
    },
  };
}
