import { readFileSync } from 'node:fs'
import { createInstance } from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { NodeBadgeChip } from './NodeBadgeChip'

const LOCALES = new URL('../../../../public/locales/', import.meta.url)

/** The chip as the app renders it, with the real canvas texts of `lng`. */
async function render(badge: string | undefined, lng: 'en' | 'ru'): Promise<string> {
  // Handed over by the provider only: initReactI18next would make it react-i18next's global instance,
  // and the next test files of this worker (isolate: false) would render translated texts too.
  const i18n = createInstance()
  await i18n.init({
    lng,
    ns: ['canvas'],
    defaultNS: 'canvas',
    resources: {
      [lng]: { canvas: JSON.parse(readFileSync(new URL(`${lng}/canvas.json`, LOCALES), 'utf8')) as object },
    },
    interpolation: { escapeValue: false },
  })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <NodeBadgeChip badge={badge} />
    </I18nextProvider>,
  )
}

const label = (html: string) => /class="MuiChip-label[^"]*">([^<]*)</.exec(html)?.[1]
const hint = (html: string) => /aria-label="([^"]*)"/.exec(html)?.[1]

describe('NodeBadgeChip', () => {
  it.each([
    ['DEPRECATING', 'en', 'Deprecating', 'MuiChip-colorWarning'],
    ['DEPRECATING', 'ru', 'Устаревает', 'MuiChip-colorWarning'],
    ['NEW', 'en', 'New', 'MuiChip-colorSuccess'],
    ['NEW', 'ru', 'Новый', 'MuiChip-colorSuccess'],
  ] as const)('shows %s in %s as “%s”', async (badge, lng, text, colour) => {
    const html = await render(badge, lng)
    expect(label(html)).toBe(text)
    expect(html).toContain(colour)
  })

  it('says on hover that a newer node replaces a deprecating one, in both languages', async () => {
    expect(hint(await render('DEPRECATING', 'en'))).toMatch(/^A newer node replaces this one/)
    expect(hint(await render('DEPRECATING', 'ru'))).toMatch(/^На смену этому узлу пришёл более новый/)
    expect(hint(await render('NEW', 'en'))).toBeUndefined()
  })

  it('shows a badge it has no text for as written, and nothing without a badge', async () => {
    const html = await render('BETA', 'ru')
    expect(label(html)).toBe('BETA')
    expect(html).toContain('MuiChip-outlined')
    expect(await render(undefined, 'en')).toBe('')
  })
})
