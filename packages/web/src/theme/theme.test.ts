import { describe, expect, it } from 'vitest'
import { buildTheme } from './theme'

const base = { isDarkMode: false, fontFamily: 'Roboto', borderRadius: 8 }

describe('buildTheme', () => {
  it('keeps MUI’s transitions for a person who has not asked for less motion', () => {
    const theme = buildTheme(base)
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0)
    expect(theme.transitions.create('opacity')).not.toBe('none')
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined()
  })

  it('drops every transition and ripple when the system asks for reduced motion', () => {
    const theme = buildTheme({ ...base, reducedMotion: true })
    expect(Object.values(theme.transitions.duration).every((ms) => ms === 0)).toBe(true)
    expect(theme.transitions.create('opacity')).toBe('none')
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true)
    expect(theme.components?.MuiMenu?.defaultProps?.transitionDuration).toBe(0)
    expect(theme.components?.MuiPopover?.defaultProps?.transitionDuration).toBe(0)
    // The app's own styles stay: the body font is still set.
    expect(JSON.stringify(theme.components?.MuiCssBaseline?.styleOverrides)).toContain('Roboto')
  })
})
