import { describe, expect, it } from 'vitest';
import { publicAssetFiles } from '../../scripts/vite-plugins/pwa-precache-filter.ts';

const viteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_charts.js': { file: 'assets/charts.js' },
  'src/app/routes/guest-portal-route.tsx': {
    file: 'assets/guest-portal-route.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    css: ['assets/guest-portal-route.css'],
    dynamicImports: ['node_modules/shared-package/index.js'],
  },
  'src/features/guest-portal/components/check-in-date-input.tsx': {
    file: 'assets/check-in-date-input.js',
    isDynamicEntry: true,
  },
  'src/features/host/pages/analytics-page.tsx': {
    file: 'assets/analytics-page.js',
    isDynamicEntry: true,
    imports: ['_charts.js', '_shared.js'],
    dynamicImports: ['node_modules/csv-stringify/dist/esm/sync.js', 'node_modules/shared-package/index.js'],
  },
  // A package only host code loads on demand (the statement's CSV), and one a guest page loads too.
  'node_modules/csv-stringify/dist/esm/sync.js': { file: 'assets/sync.js', isDynamicEntry: true },
  'node_modules/shared-package/index.js': { file: 'assets/shared-package.js', isDynamicEntry: true },
  'node_modules/@supabase/supabase-js/dist/index.mjs': { file: 'assets/dist.js', isDynamicEntry: true },
  // The check-in form: fetched ahead while the stay is shown online, kept by the runtime cache.
  'src/features/check-in/pages/check-in-page.tsx': {
    file: 'assets/check-in-page.js',
    isDynamicEntry: true,
    imports: ['_signature.js', '_shared.js'],
    css: ['assets/check-in-page.css'],
  },
  '_signature.js': { file: 'assets/signature.js' },
  // Issue 44: "Message your host" and its outbox, loaded as the stay shows online, kept by the runtime cache.
  'src/features/guest-messages/index.ts': {
    file: 'assets/guest-messages.js',
    isDynamicEntry: true,
    imports: ['src/lib/message-outbox.ts', '_shared.js'],
    css: ['assets/guest-messages.css'],
  },
  'src/lib/message-outbox.ts': { file: 'assets/message-outbox.js', isDynamicEntry: true },
};

describe('precache filter', () => {
  it('keeps the shell and guest chunks with their imports and styles, leaves out online-only chunks', () => {
    const keep = publicAssetFiles(viteManifest);
    expect([...keep].sort()).toEqual([
      'assets/guest-portal-route.css',
      'assets/guest-portal-route.js',
      'assets/index.css',
      'assets/index.js',
      'assets/shared-package.js',
      'assets/shared.js',
    ]);
  });
});
