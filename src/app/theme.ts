import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Darker primary shade in light mode keeps text on light backgrounds readable (WCAG AA).
  primaryShade: { light: 8, dark: 5 },
  // Filled elements pick black or white text by background luminance.
  autoContrast: true,
  luminanceThreshold: 0.35,
  defaultRadius: 'sm',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  components: {
    // Light badges keep text contrast in both schemes; filled ones pick dark shades explicitly.
    Badge: {
      defaultProps: { variant: 'light' },
    },
    // Links are told apart from text by more than colour.
    Anchor: {
      defaultProps: { underline: 'always' },
    },
    Table: {
      defaultProps: { highlightOnHover: true, verticalSpacing: 6 },
    },
  },
});

/**
 * Contrast fixes (WCAG AA): in the light scheme, dimmed text and the text of "light"
 * variants (alerts, badges, active links) use darker shades than Mantine's
 * defaults, which fall below a 4.5:1 contrast ratio on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const primary = resolved.colors[resolved.primaryColor] ?? resolved.colors.indigo;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-primary-color-light-color': darken(primary[9], 0.2),
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.2);
    light[`--mantine-color-${name}-text`] = shades[8];
  }
  // Dimmed text on the dark background needs a lighter grey than the default.
  return { variables: {}, light, dark: { '--mantine-color-dimmed': resolved.colors.dark[1] } };
};
