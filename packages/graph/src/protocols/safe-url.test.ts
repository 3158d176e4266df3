import { describe, expect, it } from 'vitest'
import { safeUrl } from './safe-url'

describe('safeUrl', () => {
  it('keeps web and mail links, relative paths and anchors', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeUrl('http://x')).toBe('http://x')
    expect(safeUrl('mailto:a@b.c')).toBe('mailto:a@b.c')
    expect(safeUrl('/docs/page')).toBe('/docs/page')
    expect(safeUrl('#part')).toBe('#part')
  })

  it('drops script and data URLs however they are disguised', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ])
      expect(safeUrl(bad)).toBeUndefined()
  })
})

describe('safeUrl for images', () => {
  it('takes http(s) only', () => {
    expect(safeUrl('https://x.test/a.png', 'image')).toBe('https://x.test/a.png')
    expect(safeUrl('data:image/png;base64,AAAA', 'image')).toBeUndefined()
    expect(safeUrl('mailto:a@b.c', 'image')).toBeUndefined()
  })
})
