import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep professional blue; shade 7 keeps white text above WCAG AA contrast (about 7:1).
const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#d0e1f5',
  '#a2c2ea',
  '#70a1df',
  '#4785d5',
  '#2e73cf',
  '#1f66c9',
  '#1355b2',
  '#064ba0',
  '#00408e',
];

// The mosaic accent (default mosaic piece colour #ed961c, 000 §5).
const mosaic: MantineColorsTuple = [
  '#fff5e3',
  '#ffe9cc',
  '#fdd29b',
  '#fbb964',
  '#f9a437',
  '#f8961b',
  '#ed961c',
  '#dc7f00',
  '#c47000',
  '#aa5f00',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, mosaic },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  defaultRadius: 'md',
  other: {
    // 000 §9 / 002 §2.2: shell navigation collapses under 991 px; auth screens under 680 px.
    shellMobileMaxWidth: 991,
    authMobileMaxWidth: 680,
  },
});

// Mantine's default "dimmed" grey and error red (red-6, about 3.3:1) fail WCAG AA on white: secondary text uses
// gray-7 and every error text and border red-9 (about 5.4:1). Red actions too: filled and outline red follow the
// primary shade, red-7, whose white label reads 3.84:1 (issue 22: the Dismiss confirmation); they use red-9, and a
// darker red on hover.
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7] ?? '#495057',
    '--mantine-color-error': mantineTheme.colors.red[9] ?? '#c92a2a',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
