import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { mantineUseId } from './scripts/vite-plugins/mantine-use-id.ts';
import { pathAliases } from './scripts/vite-plugins/path-aliases.ts';

export default defineConfig({
  plugins: [react(), mantineUseId()],
  resolve: { alias: pathAliases },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
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
          environment: 'node',
          setupFiles: ['supabase/test-support/answer-checks.ts'],
        },
      },
    ],
  },
});
