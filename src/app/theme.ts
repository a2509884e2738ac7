import { createTheme, darken, luminance, type CSSVariablesResolver } from '@mantine/core';

/**
 * The options of a select scroll in their listbox itself rather than in a scroll area inside it:
 * a scrolling list is then the combobox's own popup, which the keyboard reaches through the input
 * (a scroll area inside the list is a region no key can scroll).
 */
const comboboxList = {
  defaultProps: { withScrollArea: false },
  styles: (_theme: unknown, props: { maxDropdownHeight?: number | string }) => ({
    options: { maxHeight: props.maxDropdownHeight ?? 220, overflowY: 'auto' as const },
  }),
};

export const theme = createTheme({
  primaryColor: 'indigo',
  // Darker primary shades keep text readable on light backgrounds and white text readable on filled buttons (WCAG AA).
  primaryShade: { light: 8, dark: 7 },
  // Filled elements pick black or white text by background luminance.
  autoContrast: true,
  luminanceThreshold: 0.35,
  defaultRadius: 'sm',
  // A system set to reduce motion gets none: Mantine's transitions (dialogs, menus, popovers, toasts, collapses) show
  // and hide at once, and global.css stops every other transition.
  respectReducedMotion: true,
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
    // Close buttons that show only an icon carry a name.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } },
    },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    },
    DatePickerInput: {
      defaultProps: {
        ariaLabels: {
          previousMonth: 'Previous month',
          nextMonth: 'Next month',
          previousYear: 'Previous year',
          nextYear: 'Next year',
          previousDecade: 'Previous decade',
          nextDecade: 'Next decade',
        },
      },
    },
    Select: comboboxList,
    MultiSelect: comboboxList,
    Autocomplete: comboboxList,
  },
});

/**
 * Contrast fixes (WCAG AA): in the light scheme, dimmed text and the text of "light"
 * variants (alerts, badges, active links) use darker shades than Mantine's
 * defaults, which fall below a 4.5:1 contrast ratio on white.
 */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` darkened just enough to reach a 4.6:1 ratio against `background`. */
function readableOn(color: string, background: string): string {
  let result = color;
  for (let step = 1; step <= 12 && contrastRatio(result, background) < 4.6; step++) result = darken(color, step * 0.05);
  return result;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const primary = resolved.colors[resolved.primaryColor] ?? resolved.colors.indigo;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-primary-color-light-color': readableOn(primary[9], primary[2]),
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    // Light variants draw on a pale tint of the colour (darker when hovered); shade 2 is a darker stand-in for both.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
    light[`--mantine-color-${name}-text`] = readableOn(shades[8], '#ffffff');
  }
  // Dimmed text on the dark background needs a lighter grey than the default.
  return { variables: {}, light, dark: { '--mantine-color-dimmed': resolved.colors.dark[1] } };
};
