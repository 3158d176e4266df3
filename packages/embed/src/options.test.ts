import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ERROR,
  DEFAULT_THEME,
  DEFAULT_WELCOME,
  deepMerge,
  normaliseApiHost,
  resolveTheme,
} from './options'

describe('options', () => {
  it('fills every default when the snippet gives no theme', () => {
    const theme = resolveTheme(undefined)
    expect(theme).toEqual(DEFAULT_THEME)
    expect(theme.chatWindow.welcomeMessage).toBe(DEFAULT_WELCOME)
    expect(theme.chatWindow.errorMessage).toBe(DEFAULT_ERROR)
  })

  it('merges nested snippet options onto the defaults without losing siblings', () => {
    const theme = resolveTheme({
      button: { backgroundColor: '#ff0000', size: 'large', autoWindowOpen: { autoOpen: true } },
      chatWindow: {
        title: 'Help',
        botMessage: { backgroundColor: '#000000' },
        textInput: { placeholder: 'Ask me', maxChars: 50 },
        starterPrompts: ['a', 'b'],
      },
    })
    expect(theme.button).toMatchObject({
      backgroundColor: '#ff0000',
      size: 64,
      right: 20,
      iconColor: '#ffffff',
    })
    expect(theme.button.autoWindowOpen).toEqual({ autoOpen: true, openDelay: 2, autoOpenOnMobile: false })
    expect(theme.chatWindow.botMessage).toEqual({
      ...DEFAULT_THEME.chatWindow.botMessage,
      backgroundColor: '#000000',
    })
    expect(theme.chatWindow.textInput).toMatchObject({
      placeholder: 'Ask me',
      maxChars: 50,
      sendButtonColor: '#3B81F6',
    })
    expect(theme.chatWindow.starterPrompts).toEqual(['a', 'b'])
    expect(theme.chatWindow.welcomeMessage).toBe(DEFAULT_WELCOME)
    // The defaults object itself is never changed.
    expect(DEFAULT_THEME.button.backgroundColor).toBe('#3B81F6')
  })

  it('puts the saved bot settings between the defaults and the snippet', () => {
    const theme = resolveTheme(
      { chatWindow: { title: 'From snippet' } },
      { title: 'Saved', welcomeMessage: 'Saved welcome', userMessage: { backgroundColor: '#123456' } },
    )
    expect(theme.chatWindow.title).toBe('From snippet')
    expect(theme.chatWindow.welcomeMessage).toBe('Saved welcome')
    expect(theme.chatWindow.userMessage.backgroundColor).toBe('#123456')
  })

  it('keeps defaults for empty texts and reads numeric and named sizes', () => {
    const theme = resolveTheme({ chatWindow: { welcomeMessage: '', errorMessage: '' }, button: { size: 40 } })
    expect(theme.chatWindow.welcomeMessage).toBe(DEFAULT_WELCOME)
    expect(theme.chatWindow.errorMessage).toBe(DEFAULT_ERROR)
    expect(theme.button.size).toBe(40)
    expect(resolveTheme({ button: { size: 'small' } }).button.size).toBe(32)
  })

  it('ignores undefined, null and prototype keys', () => {
    const merged = deepMerge(
      { a: 1, b: { c: 2 } },
      JSON.parse('{"a":null,"b":{"c":3},"__proto__":{"polluted":true}}'),
    )
    expect(merged).toEqual({ a: 1, b: { c: 3 } })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('normalises the API host', () => {
    expect(normaliseApiHost('http://x.test:3000/', 'http://page.test')).toBe('http://x.test:3000')
    expect(normaliseApiHost(undefined, 'http://page.test')).toBe('http://page.test')
  })
})
