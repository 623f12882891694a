import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { UI } from '../../common/limits';

/**
 * Shade 5 is the brand colour #009EF7. Filled buttons and links use shade 7: white text on #009EF7
 * has a contrast of only 3:1, below WCAG AA, while shade 7 reaches 5:1.
 */
const brand: MantineColorsTuple = [
  '#e5f5fe',
  '#cdeafd',
  '#9cd5fb',
  '#66bff9',
  '#33aef8',
  UI.primaryColor,
  '#008ad8',
  '#0072b5',
  '#005f96',
  '#004a75',
];

export const CONTENT_MAX_WIDTH = 1320;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  black: '#181c32',
  shadows: {
    xs: '0 1px 2px rgba(24, 28, 50, 0.05)',
    sm: '0 2px 8px rgba(24, 28, 50, 0.06)',
    md: '0 4px 18px rgba(24, 28, 50, 0.08)',
  },
  components: {
    Card: { defaultProps: { shadow: 'sm', radius: 'lg', withBorder: true } },
    Paper: { defaultProps: { radius: 'lg' } },
    // The focus placeholder is a role=presentation child of role=menu, which axe rejects.
    Menu: { defaultProps: { zIndex: UI.dropdownZIndex, withInitialFocusPlaceholder: false } },
    Accordion: { defaultProps: { transitionDuration: UI.accordionDurationMs } },
  },
});

/**
 * Mantine's default dimmed grey (#868e96) fails WCAG AA on white; Metronic's #5e6278 passes. The same
 * goes for the text of light yellow, orange and green badges and alerts, darkened here.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5e6278',
    // Mantine's error red (#fa5252) fails contrast under every invalid field; a deeper red passes.
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-body': '#ffffff',
    '--mantine-color-yellow-light-color': '#7c4a03',
    '--mantine-color-orange-light-color': '#9a3412',
    '--mantine-color-green-light-color': '#1f6b30',
    // Placeholders of button-like inputs (date pickers) are text to axe: #adb5bd reaches 2:1, this 4.9:1.
    '--mantine-color-placeholder': '#6c7086',
  },
  dark: {},
});
