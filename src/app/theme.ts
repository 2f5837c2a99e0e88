import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Terracotta of Marrakech walls: the brand colour. Shade 7 keeps white text above 4.5:1. */
const terracotta: MantineColorsTuple = [
  '#fcf0eb',
  '#f6ddd3',
  '#ecb9a5',
  '#e29474',
  '#d9744c',
  '#d35f32',
  '#c25229',
  '#a8441f',
  '#963b1a',
  '#832f12',
];

/** Majorelle blue, the accent. */
const majorelle: MantineColorsTuple = [
  '#eef1fc',
  '#d9e0f7',
  '#b0bfee',
  '#8599e5',
  '#6178dd',
  '#4a63d8',
  '#3c57d6',
  '#2e48bd',
  '#2640a9',
  '#193796',
];

/** Mint of the tea, for success and paid states. */
const mint: MantineColorsTuple = [
  '#e9f8f1',
  '#d6eee3',
  '#aadcc5',
  '#7bc9a5',
  '#54b98a',
  '#3caf79',
  '#2eaa70',
  '#1f955e',
  '#127f50',
  '#006d42',
];

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 7, dark: 5 },
  colors: { terracotta, majorelle, mint },
  // The platform's own UI font (San Francisco, Segoe UI, Roboto: every browser the build targets
  // knows system-ui), then Noto for Latin and Arabic where the system has it. Each family named is a
  // lookup for a character the first one lacks, e.g. Arabic on a Latin page.
  fontFamily: 'system-ui, "Noto Sans", "Noto Sans Arabic", sans-serif',
  headings: {
    // Arabic pages put Noto Naskh Arabic first (global.css); Latin headings never load it.
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  other: {
    sand: '#fbf6ef',
    ink: '#2b2118',
  },
});

/**
 * Warm greys for secondary text and placeholders: Mantine's defaults (gray-6, gray-5) fall under
 * the 4.5:1 contrast WCAG AA asks for on the sand and tinted card backgrounds.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#6a625a',
    '--mantine-color-placeholder': '#736a61',
  },
  dark: {},
});
