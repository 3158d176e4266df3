import { createTheme, type Theme } from '@mui/material/styles'
import { DRAWER_WIDTH } from '../config/constants'

interface ThemeOptions {
  isDarkMode: boolean
  fontFamily: string
  borderRadius: number
  /** The system asks for reduced motion (`prefers-reduced-motion: reduce`): no transitions, no ripples. */
  reducedMotion?: boolean
}

/**
 * Without motion, dialogs, menus and collapses appear and go at once: every duration is 0 (MUI's transition
 * components time their steps by these), menus and popovers do not grow, buttons do not ripple, and CSS
 * transitions of other parts (the canvas's) end at once.
 */
const WITHOUT_MOTION = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiCssBaseline: {
      styleOverrides: {
        '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
      },
    },
  },
} as const

export function buildTheme({
  isDarkMode,
  fontFamily,
  borderRadius,
  reducedMotion = false,
}: ThemeOptions): Theme {
  const palette = isDarkMode
    ? {
        mode: 'dark' as const,
        primary: { main: '#8ea2ff', light: '#b7c3ff', dark: '#5c74e6', contrastText: '#0d1330' },
        secondary: { main: '#c49bff', contrastText: '#1c0f33' },
        background: { default: '#10131c', paper: '#181c28' },
        divider: 'rgba(255,255,255,0.10)',
        text: { primary: '#e7e9f1', secondary: '#a3a9bc' },
      }
    : {
        mode: 'light' as const,
        primary: { main: '#3f51b5', light: '#e8ebfa', dark: '#2c3a8c', contrastText: '#ffffff' },
        secondary: { main: '#7c4dff', contrastText: '#ffffff' },
        background: { default: '#f4f6fb', paper: '#ffffff' },
        divider: 'rgba(20,30,60,0.10)',
        text: { primary: '#1b2033', secondary: '#5a6178' },
      }

  const theme = createTheme({
    palette,
    shape: { borderRadius },
    typography: {
      fontFamily,
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: { body: { fontFamily } },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiDrawer: { styleOverrides: { paper: { width: DRAWER_WIDTH, borderRight: 'none' } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    },
  })
  return reducedMotion ? createTheme(theme, WITHOUT_MOTION) : theme
}
