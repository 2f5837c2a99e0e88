import {
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';

type CssVariables = ReturnType<CSSVariablesResolver>;

function withoutDefaults(input: CssVariables, defaults: CssVariables): CssVariables {
  const keep = (group: keyof CssVariables) => {
    const known: Record<string, string> = defaults[group];
    return Object.fromEntries(Object.entries(input[group]).filter(([name, value]) => known[name] !== value));
  };
  return { variables: keep('variables'), light: keep('light'), dark: keep('dark') };
}

/**
 * The theme's CSS variables, exactly as MantineProvider writes them into a `<style>` on every start
 * (`:root` and `:host`, with the values of Mantine's default theme left out, since its stylesheet
 * has them). The build puts this text in the app's stylesheet instead (scripts/vite-plugins/mantine-theme-css.ts),
 * so the browser reads it with the other CSS before the first paint, and the app's first render
 * does not compute it.
 */
export function themeCssVariables(override: MantineThemeOverride, resolver?: CSSVariablesResolver): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const base = defaultCssVariablesResolver(theme);
  const extra = resolver?.(theme);
  const merged: CssVariables = extra
    ? {
        variables: { ...base.variables, ...extra.variables },
        light: { ...base.light, ...extra.light },
        dark: { ...base.dark, ...extra.dark },
      }
    : base;
  return convertCssVariables(withoutDefaults(merged, defaultCssVariablesResolver(DEFAULT_THEME)));
}
