import type { Theme } from '@mui/material/styles'

/** The theme values card.css reads, as CSS variables set once on the canvas (not once per card). */
export function canvasCssVars(theme: Theme): Record<`--uf-${string}`, string> {
  const { palette } = theme
  const dark = palette.mode === 'dark'
  return {
    '--uf-paper': palette.background.paper,
    '--uf-text': palette.text.primary,
    '--uf-text-secondary': palette.text.secondary,
    '--uf-divider': palette.divider,
    '--uf-hover': palette.action.hover,
    '--uf-primary': palette.primary.main,
    '--uf-secondary': palette.secondary.main,
    '--uf-error': palette.error.main,
    '--uf-warning': palette.warning.main,
    '--uf-input-border': dark ? 'rgba(255,255,255,0.23)' : 'rgba(0,0,0,0.23)',
    '--uf-switch-track': dark ? 'rgba(255,255,255,0.3)' : 'rgba(0,0,0,0.38)',
    '--uf-switch-thumb': dark ? '#e0e0e0' : '#fafafa',
    '--uf-radius': `${theme.shape.borderRadius}px`,
    '--uf-font': theme.typography.fontFamily ?? 'Roboto, sans-serif',
    '--uf-shadow': theme.shadows[2],
    '--uf-shadow-selected': theme.shadows[8],
  }
}
