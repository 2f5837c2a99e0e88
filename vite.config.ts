import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/vite-plugins/compile-hints.ts';
import { firstViewScript } from './scripts/vite-plugins/first-view-script.ts';
import { mantineThemeCss } from './scripts/vite-plugins/mantine-theme-css.ts';
import { mantineUseId } from './scripts/vite-plugins/mantine-use-id.ts';
import { minifyLocales } from './scripts/vite-plugins/minify-locales.ts';
import { pathAliases } from './scripts/vite-plugins/path-aliases.ts';
import { guestPortalFile, prerenderPages, shellFile } from './scripts/vite-plugins/prerender-pages.ts';
import { precacheFilter } from './scripts/vite-plugins/pwa-precache-filter.ts';
import { firstPageModules } from './src/app/first-page-modules.ts';
import { routes } from './src/config/routes.ts';
import { isSitePagePath } from './src/i18n/language-paths.ts';

// The top-level manifest.webmanifest is the single source; the PWA plugin emits it with the build.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

const outDir = process.env.DIST_DIR ?? 'dist';
/** The guest portal's page, with or without a language: under the service worker, its own shell. */
const guestPortalPages = /^\/((en|fr|es|ar)\/)?guest-portal\/?$/;

/** The door code's route and view (src/app/first-page-modules.ts): compiled as they load, offline too. */
const doorCodeViewModules = firstPageModules
  .filter((page) => page.savedStayModules)
  .flatMap((page) => [page.module, ...(page.savedStayModules ?? [])]);

/** i18next, its plugins, react-i18next (with its useSyncExternalStore shim) and src/i18n, but for the
 * formatting module, which goes with the pages that format, the site's URLs per language, which go
 * with the router (they bring the routes), and the key helpers of the extras' texts and of keys that
 * arrive as strings, the bidi isolates and the typed dates, which go with the few pages that use them. */
const textsCode =
  /node_modules[\\/](i18next|i18next-http-backend|i18next-browser-languagedetector|react-i18next|use-sync-external-store)[\\/]|src[\\/]i18n[\\/](?!format|dates-locale|language-paths|extra-texts|text-keys|bidi|typed-date)/;

// React Router 7's package exports only its development build, development warnings included, to
// every bundler (remix-run/react-router#12532, #14102). A production build takes the same code
// built without them from its dist/production folder.
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

/**
 * The server build of a prerendered page's render (scripts/vite-plugins/prerender-pages.ts starts it
 * with `build.ssr`): Mantine is bundled, so that it gets the app's useId, which gives the browser's ids.
 */
const serverBuild = defineConfig({
  resolve: { alias: [...pathAliases, ...reactRouterProduction] },
  plugins: [react(), mantineUseId()],
  // React Router too: its one (production) build, for the app's imports and the static router alike.
  ssr: { noExternal: [/^@mantine\//, /^react-router/] },
  build: { target: 'node20', minify: false, copyPublicDir: false },
});

/** React's own useSyncExternalStore for react-i18next's polyfill of it (the shim's header says why). */
const useSyncExternalStoreShim = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(
    new URL('./scripts/vite-plugins/use-sync-external-store-shim.ts', import.meta.url),
  ),
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        resolve: {
          alias: [
            ...pathAliases,
            ...(command === 'build' ? [...reactRouterProduction, useSyncExternalStoreShim] : []),
          ],
        },
        plugins: [
          react(),
          // Mantine's fields render once on mount instead of twice: see the plugin.
          mantineUseId(),
          // The theme's CSS variables in the stylesheet, not computed by MantineProvider on every start.
          mantineThemeCss(),
          // index.html's inline scripts: the first page's files preloaded from the head, and the saved
          // first view of /guest-portal (the door code's card) on screen before the app has started.
          firstViewScript({
            entry: 'src/boot/main.tsx',
            restore: 'src/boot/first-view/restore-first-view-entry.ts',
            preload: {
              entry: 'src/boot/first-view/preload-first-page-entry.ts',
              // The site's pages come prerendered, with their own start (start-app-after-paint.ts): the
              // app shell opens the others.
              pages: firstPageModules.filter((page) => !isSitePagePath(page.path)),
            },
          }),
          // The shell and the door code's view compile off the main thread as they load (offline there is
          // no code cache for them): see the plugin.
          compileHints({ entry: 'src/boot/main.tsx', modules: doorCodeViewModules }),
          // The texts without their indentation: less to download and to precache, every language.
          minifyLocales(),
          // The brand site's pages as HTML per language, with their heads, previews, sitemap and robots.txt.
          prerenderPages({
            pageModules: Object.fromEntries(firstPageModules.map((page) => [page.path, page.module])),
            guestPortalModules:
              firstPageModules.find((page) => page.path === routes.guestPortal)?.firstVisitModules ?? [],
          }),
          VitePWA({
            registerType: 'prompt',
            injectRegister: false,
            manifest,
            manifestFilename: 'manifest.webmanifest',
            // The icons are precached by globPatterns (png) already: listed twice, each was counted twice.
            includeManifestIcons: false,
            workbox: {
              // The app shell, every route chunk, the locale files, icons and site artwork: any public or
              // guest route opens offline. Guide photos are per booking and live in IndexedDB, never in
              // these caches. The host portal's texts are cached on first use, as its chunks are.
              // HTML: the app shell and the guest portal's (the door code's, offline). The prerendered
              // site pages (45 files, about 2 MB) and the guest portal's find form do not fit the
              // precache's budget: under the service worker the site's routes open the app shell, which
              // draws the page in the URL's or the visitor's language, and /guest-portal its own shell
              // (below); the prerendered files serve first visits, crawlers and previews.
              globPatterns: ['**/*.{js,css,svg,png,webp,woff2,json}', shellFile, guestPortalFile],
              globIgnores: [
                '**/screenshots/**',
                // Link previews' images: for crawlers and chat apps, not for the app.
                '**/og/**',
                // Artwork no page of the app draws since Featured Destinations shows the real homes (issue
                // 46): only link previews' art and the demo homes' galleries (online pages) use it.
                '**/images/site/casablanca-villa.svg',
                '**/images/site/merzouga-oasis.svg',
                '**/guide/**',
                '**/locales/*/host.json',
                '**/locales/*/checkin.json',
                '**/locales/*/guest-messages.json',
                // Install-time icons: the browser reads them when the app is installed (and iOS when it is
                // added to the home screen), online; no page shows them. icon-192 stays: push notices use it.
                'icons/icon-512.png',
                'icons/icon-maskable-512.png',
                'icons/apple-touch-icon.png',
                // The stays pages and the direct booking's codes (issue 46): online pages, cached on first use.
                '**/locales/*/stays.json',
                '**/locales/*/stay-codes.json',
                // Imported by the service worker itself (importScripts below): the browser keeps it with
                // the worker's own script, so precaching it again only counted it twice.
                'push-sw.js',
              ],
              // index.html is the home page (prerendered); every other route opens the app shell.
              navigateFallback: `/${shellFile}`,
              // /storage/: the photo guide's uploaded files (the local server's Supabase Storage paths).
              navigateFallbackDenylist: [
                /^\/functions\//,
                /^\/auth\//,
                /^\/local-checkout/,
                /^\/guide\//,
                /^\/storage\//,
                guestPortalPages,
              ],
              cleanupOutdatedCaches: true,
              // Web Push (issue 44): the push and notificationclick handlers, a small script of public/.
              importScripts: ['/push-sw.js'],
              maximumFileSizeToCacheInBytes: 1024 * 1024,
              // Host-only chunks (host pages, supabase-js, charts) stay out of the precache budget.
              manifestTransforms: [precacheFilter(outDir)],
              runtimeCaching: [
                {
                  // /guest-portal (and /fr/guest-portal...) opens the precached app shell with the saved door
                  // code's restore script, offline as online, as it did before its find form was prerendered
                  // (issue 43): nothing is ever stored in this cache, so its fallback always answers.
                  urlPattern: ({ url, request, sameOrigin }) =>
                    sameOrigin &&
                    request.mode === 'navigate' &&
                    /^\/((en|fr|es|ar)\/)?guest-portal\/?$/.test(url.pathname),
                  handler: 'CacheOnly',
                  options: {
                    cacheName: 'rihla-guest-portal-shell',
                    precacheFallback: { fallbackURL: `/${guestPortalFile}` },
                  },
                },
                {
                  // Hashed chunks left out of the precache (the host area), kept once they have been used.
                  urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
                  handler: 'CacheFirst',
                  options: {
                    cacheName: 'rihla-assets',
                    cacheableResponse: { statuses: [200] },
                    expiration: { maxEntries: 80, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
                  },
                },
                {
                  // The host portal's, the check-in form's and the stay's messages' texts (not precached): the
                  // cached copy at once, refreshed behind it, so a tablet that opened the portal once, or a
                  // phone that showed the stay online (check-in-prefetch.tsx, the messages section), reads
                  // them offline in its language.
                  urlPattern: ({ url, sameOrigin }) =>
                    sameOrigin &&
                    /^\/locales\/[a-z]{2}\/(host|checkin|guest-messages)\.json$/.test(url.pathname),
                  handler: 'StaleWhileRevalidate',
                  options: {
                    cacheName: 'rihla-host-texts',
                    cacheableResponse: { statuses: [200] },
                    expiration: { maxEntries: 12, purgeOnQuotaError: true },
                  },
                },
                {
                  // Same-origin images that are not precached (e.g. added after a deploy); never guide photos
                  // (the seeded ones in /guide/, the uploaded ones in /storage/: kept in IndexedDB with the stay).
                  urlPattern: ({ url, sameOrigin, request }) =>
                    sameOrigin &&
                    request.destination === 'image' &&
                    !url.pathname.startsWith('/guide/') &&
                    !url.pathname.startsWith('/storage/'),
                  handler: 'StaleWhileRevalidate',
                  options: {
                    cacheName: 'rihla-images',
                    cacheableResponse: { statuses: [200] },
                    expiration: { maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
                  },
                },
              ],
            },
          }),
        ],
        build: {
          outDir,
          emptyOutDir: true,
          // Read by the precache filter to tell guest chunks from host-only ones.
          manifest: true,
          sourcemap: false,
          target: 'es2022',
          rolldownOptions: {
            output: {
              // Small shared chunks (one Mantine component, one icon, one hook) are copied into the chunks
              // that use them: a first view is a handful of requests instead of thirty, each a round trip
              // on a slow mobile network.
              // The texts' code is one chunk, react-i18next's hook (every page's) included: before, the hook
              // was a 3 KB chunk of its own, and the entry a facade with the preload helper beside it, three
              // more round trips before the first page (Lighthouse's LCP on /guest-portal: 2406 -> 2255 ms
              // with the shell's Input and Alert styles, median of 5).
              codeSplitting: {
                experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
                groups: [{ name: 'i18n', test: textsCode }],
              },
            },
          },
        },
        server: {
          proxy: {
            '/functions/v1': `http://127.0.0.1:${process.env.API_PORT ?? 54321}`,
            '/auth/v1': `http://127.0.0.1:${process.env.API_PORT ?? 54321}`,
            '/local-checkout': `http://127.0.0.1:${process.env.API_PORT ?? 54321}`,
            '/storage/v1': `http://127.0.0.1:${process.env.API_PORT ?? 54321}`,
          },
        },
      },
);
