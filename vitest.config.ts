import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { mantineUseId } from './scripts/vite-plugins/mantine-use-id.ts';
import { pathAliases } from './scripts/vite-plugins/path-aliases.ts';

/**
 * Server tests that measure time (event-loop stalls, a lookup's latency beside a heavy job): they run
 * last, one file at a time, with nothing else on the machine's cores, so that a neighbour's work is
 * never mistaken for a stall. Every other file runs two at a time (CI has two cores; most server
 * tests wait on a database half the time).
 */
const timedServerTests = [
  'supabase/functions/_shared/ical-parse.test.ts',
  'supabase/functions/_shared/bounded-worker.test.ts',
  'supabase/functions/_shared/bounded-worker-deno.test.ts',
  'supabase/functions/_shared/declaration-export-pdf.test.ts',
  'supabase/functions/host-ical-feeds/large-feeds.test.ts',
  'supabase/functions/guest-checkin/signature.test.ts',
];

export default defineConfig({
  plugins: [react(), mantineUseId()],
  resolve: { alias: pathAliases },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Pages with <script src> (the app shell's entry) are tested without loading the file.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
          setupFiles: ['src/test/setup.ts'],
          // Through Vite, not Node, so that Mantine gets the app's useId (scripts/vite-plugins/mantine-use-id.ts).
          server: { deps: { inline: [/@mantine\//] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['supabase/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...timedServerTests],
          environment: 'node',
          setupFiles: ['supabase/test-support/answer-checks.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-timed',
          include: timedServerTests,
          environment: 'node',
          setupFiles: ['supabase/test-support/answer-checks.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
