import { alpha, createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';
import { frenchWords } from './french-words.ts';

/**
 * Three themes (DESIGN.md, Who uses it): calm colours with AA contrast for text and
 * controls, a 16 px minimum text size, 48 px touch targets and a focus ring you can see.
 * Contrast ratios were measured against the backgrounds they sit on (see ADR 004).
 */

export type ThemeName = 'default' | 'dark' | 'aja';

/** The messages' colours on a light background: the same in the default and AJA themes. */
const lightStatusColours: PaletteOptions = {
  error: { main: '#b3261e', contrastText: '#ffffff' },
  warning: { main: '#8a4b00', contrastText: '#ffffff' },
  info: { main: '#0b5c8c', contrastText: '#ffffff' },
  success: { main: '#1e6b34', contrastText: '#ffffff' },
};

const palettes: Record<ThemeName, PaletteOptions> = {
  default: {
    mode: 'light',
    primary: { main: '#1d5b8f', contrastText: '#ffffff' },
    secondary: { main: '#00695c', contrastText: '#ffffff' },
    ...lightStatusColours,
    background: { default: '#f5f8fb', paper: '#ffffff' },
    text: { primary: '#1b2733', secondary: '#46566a' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#8cc4f0', contrastText: '#0d1b26' },
    secondary: { main: '#7fd3c4', contrastText: '#0d1b26' },
    error: { main: '#ffb4ab', contrastText: '#1b232d' },
    warning: { main: '#ffcc80', contrastText: '#1b232d' },
    info: { main: '#90caf9', contrastText: '#1b232d' },
    success: { main: '#a5d6a7', contrastText: '#1b232d' },
    background: { default: '#121820', paper: '#1b232d' },
    text: { primary: '#e8eef4', secondary: '#b8c4d0' },
  },
  aja: {
    mode: 'light',
    primary: { main: '#5a2d82', contrastText: '#ffffff' },
    secondary: { main: '#ad1457', contrastText: '#ffffff' },
    ...lightStatusColours,
    background: { default: '#fbf8ff', paper: '#ffffff' },
    text: { primary: '#261c33', secondary: '#4a3f57' },
  },
};

const TOUCH_TARGET = 48;

function buildTheme(name: ThemeName): Theme {
  const base = createTheme({ palette: palettes[name] });
  const focusColor = name === 'dark' ? '#ffe082' : base.palette.primary.main;
  const focusRing = { outline: `3px solid ${focusColor}`, outlineOffset: 2 };
  return createTheme(
    base,
    {
      shape: { borderRadius: 12 },
      typography: {
        // MUI scales every variant from this: body2 and buttons are 16 px, body1 about 18 px.
        fontSize: 16,
        fontFamily: '"Atkinson Hyperlegible", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
        h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
        h2: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3 },
        h3: { fontSize: '1.35rem', fontWeight: 600, lineHeight: 1.35 },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            html: { scrollBehavior: 'smooth' },
            '@media (prefers-reduced-motion: reduce)': {
              html: { scrollBehavior: 'auto' },
              '*, *::before, *::after': {
                transitionDuration: '0.01ms !important',
                animationDuration: '0.01ms !important',
              },
            },
            'a:focus-visible, [tabindex]:focus-visible': focusRing,
          },
        },
        MuiButtonBase: {
          defaultProps: { disableRipple: false },
          styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
        },
        MuiButton: {
          defaultProps: { size: 'large', disableElevation: true },
          styleOverrides: { root: { minHeight: TOUCH_TARGET, paddingInline: 20 } },
        },
        MuiIconButton: {
          styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
        },
        MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
        MuiListItemButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
        MuiCheckbox: { styleOverrides: { root: { padding: 12 } } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        // Field messages ('Champ requis') at the body size, not MUI's 12 px.
        MuiFormHelperText: { styleOverrides: { root: { fontSize: '1rem', marginLeft: 4, marginTop: 6 } } },
        MuiLink: {
          defaultProps: { underline: 'always' },
          styleOverrides: { root: { textUnderlineOffset: 3 } },
        },
        MuiAppBar: {
          styleOverrides: {
            root:
              name === 'dark'
                ? {
                    backgroundImage: 'none',
                    backgroundColor: base.palette.background.paper,
                    color: base.palette.text.primary,
                  }
                : {},
          },
        },
        MuiCard: {
          defaultProps: { variant: 'outlined' },
          styleOverrides: { root: { borderColor: alpha(base.palette.text.primary, 0.18) } },
        },
      },
    },
    frenchWords,
  );
}

const cache = new Map<ThemeName, Theme>();

export function getTheme(name: ThemeName): Theme {
  let theme = cache.get(name);
  if (!theme) {
    theme = buildTheme(name);
    cache.set(name, theme);
  }
  return theme;
}
