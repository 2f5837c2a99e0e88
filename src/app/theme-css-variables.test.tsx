import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeCssVariables } from './theme-css-variables';

/** What MantineProvider itself writes into the page when it computes the variables at run time. */
function runtimeCss(): string {
  const { unmount } = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <p>page</p>
    </MantineProvider>,
  );
  const css = document.querySelector('style[data-mantine-styles="true"]')?.textContent ?? '';
  unmount();
  return css;
}

describe('themeCssVariables', () => {
  it('is the same stylesheet MantineProvider would write at run time', () => {
    const css = runtimeCss();
    expect(css).toContain('--mantine-primary-color-filled');
    expect(themeCssVariables(theme, cssVariablesResolver)).toBe(css);
  });

  it('carries the brand colour, fonts and the accessible greys', () => {
    const css = themeCssVariables(theme, cssVariablesResolver);
    expect(css).toMatch(/--mantine-color-terracotta-7:\s*#a8441f/);
    expect(css).toMatch(/--mantine-primary-color-filled:\s*var\(--mantine-color-terracotta-filled\)/);
    expect(css).toMatch(/--mantine-font-family-headings:\s*Georgia/);
    expect(css).toMatch(/--mantine-color-dimmed:\s*#6a625a/);
  });

  it('leaves out what Mantine’s own stylesheet already declares', () => {
    expect(themeCssVariables({})).not.toContain('--mantine-color-blue-6');
  });
});
