import { fileURLToPath } from 'node:url';

/**
 * The import aliases of tsconfig.json's `paths`, for Vite and Vitest: `@/` is `src/`, `@shared/` the
 * server functions' shared modules (schemas, types, the extras catalogue) that the app reuses, `@public/`
 * the files served as they are (public/), for the few the app inlines (`?raw`).
 */
const folder = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

export const pathAliases = [
  { find: /^@\//, replacement: folder('src/') },
  { find: /^@shared\//, replacement: folder('supabase/functions/_shared/') },
  { find: /^@public\//, replacement: folder('public/') },
];
