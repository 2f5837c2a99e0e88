/**
 * Build step: the theme's CSS variables as a stylesheet module (`virtual:mantine-theme.css`),
 * computed from src/app/theme.ts when the app is built or served. MantineProvider would otherwise
 * compute them and write them into a `<style>` during every start's first render: 10 to 14 ms of
 * main thread in an unthrottled CPU profile of /, four times that on Lighthouse's phone.
 */
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../../src/app/theme.ts';
import { themeCssVariables } from '../../src/app/theme-css-variables.ts';

export const mantineThemeCssId = 'virtual:mantine-theme.css';
const resolvedId = `\0${mantineThemeCssId}`;

export function mantineThemeCss(): Plugin {
  return {
    name: 'rihla-mantine-theme-css',
    resolveId: (id) => (id === mantineThemeCssId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? themeCssVariables(theme, cssVariablesResolver) : undefined),
  };
}
