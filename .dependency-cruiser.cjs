/**
 * The design rules of ../shared/design.md on imports, checked by dependency-cruiser in `npm test`
 * (`npm run lint:architecture`, over src/ and supabase/). Shared code (components, lib, i18n,
 * config) -> features -> app; on the server, _shared -> each function, and no client code.
 */

/**
 * The client modules the server code may import, each named with its reason: src/config/brand.ts,
 * the brand's name and contacts (it imports nothing), which the mails sign with.
 */
const clientModulesTheServerMayImport = ['^src/config/brand\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'host-data-through-api',
      comment:
        'Host screens get their data through src/features/host/api (one file per server call), never by calling the host functions or the query client themselves.',
      severity: 'error',
      from: { path: '^src/features/host/(pages|components|layout)/' },
      to: {
        path: ['^src/lib/host-functions\\.ts$', 'node_modules/@tanstack/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'features-stay-apart',
      comment:
        'A feature never imports another feature: what two features share goes to src/components or src/lib.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'no-upward-imports-into-app',
      comment:
        'Only src/app and the boot (src/boot) may import src/app: the shell is built from the features, not the reverse.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/app/', '^src/boot/', '^src/test/'] },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-code-imports-no-feature',
      comment: 'src/components, src/lib, src/i18n and src/config serve every feature and know none.',
      severity: 'error',
      from: { path: '^src/(components|lib|i18n|config)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'only-lib-talks-to-the-backend-and-storage',
      comment: 'supabase-js and Dexie are reached through src/lib only (one door per side effect).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/lib/' },
      to: { path: 'node_modules/(@supabase/|dexie/)' },
    },
    {
      name: 'the-client-reads-only-shared-server-code',
      comment:
        'The app may use the functions\u2019 shared, pure modules (schemas, types, catalogue), never a handler or a database adapter.',
      severity: 'error',
      from: { path: '^src/' },
      to: {
        path: '^supabase/',
        pathNot:
          '^supabase/functions/_shared/(api-types|host-api-types-cleaning|extras-catalogue|extras-dates|extras-details|inquiry-schema|inquiry-form-answers|validation|host-api-types-settings|host-api-types-guests|host-api-types-bookings|door-code|backup-door-code|guest-declaration-rules|host-api-types-checkin|host-api-types-properties|host-api-types-ical|host-api-types-extras|uuid|calendar|manual-blocks|contract|contracts/[a-z-]+\\.contract)\\.ts$',
      },
    },
    {
      name: 'the-client-imports-contracts-as-types',
      comment:
        'The contracts are zod schemas: the app imports them as types only (src/lib/calls.generated.ts), so zod never reaches a first view.',
      severity: 'error',
      from: { path: '^src/' },
      to: {
        path: '^supabase/functions/_shared/(contract\\.ts$|contracts/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-code-imports-no-client-code',
      comment:
        'The functions (handlers and _shared) run on Deno without the app: they never import src/, but for the modules named in clientModulesTheServerMayImport.',
      severity: 'error',
      from: { path: '^supabase/functions/' },
      to: { path: '^src/', pathNot: clientModulesTheServerMayImport },
    },
    {
      name: 'functions-stay-apart',
      comment:
        'A function never imports another function\u2019s folder (its handler, request or helpers): what two functions share goes to supabase/functions/_shared.',
      severity: 'error',
      from: { path: '^supabase/functions/([^_/][^/]*)/' },
      to: {
        path: '^supabase/functions/[^/]+/',
        pathNot: ['^supabase/functions/_shared/', '^supabase/functions/$1/'],
      },
    },
    {
      name: 'shared-server-code-imports-no-function',
      comment: 'supabase/functions/_shared serves every function and knows none.',
      severity: 'error',
      from: { path: '^supabase/functions/_shared/' },
      to: { path: '^supabase/functions/', pathNot: '^supabase/functions/_shared/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'nothing-imports-the-boot',
      comment:
        'src/boot starts the app (entry, inline scripts, start stages); nothing in the app depends on it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/boot/' },
      to: { path: '^src/boot/' },
    },
    {
      name: 'saved-stays-through-their-facade',
      comment:
        'Outside src/lib, the saved stays are reached through src/lib/saved-stays/index.ts only (tests excepted).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/lib/', '\\.test\\.tsx?$'] },
      to: {
        path: '^src/lib/saved-stays/',
        pathNot: ['^src/lib/saved-stays/index\\.ts$', '^src/lib/saved-stays/snapshot-rules\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
