import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';

// The top-level manifest.webmanifest is the single source; the PWA plugin emits it with the build.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/*.png', 'locales/**/*.json'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json}'],
        globIgnores: ['**/screenshots/**', '**/guide/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/functions\//, /^\/auth\//, /^\/local-checkout/],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/functions/v1': `http://127.0.0.1:${process.env.API_PORT ?? 54321}`,
      '/auth/v1': `http://127.0.0.1:${process.env.API_PORT ?? 54321}`,
      '/local-checkout': `http://127.0.0.1:${process.env.API_PORT ?? 54321}`,
    },
  },
});
