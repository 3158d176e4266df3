import { describe, expect, it } from 'vitest'
import { QUIZ_RUNTIME_JS } from './quiz-runtime'
import { QUIZ_TEXTS } from './quiz-texts'

type TPageData = { language: string; texts: Record<string, unknown> }
type TUsePageLanguage = (page: TPageData, preferred: readonly string[] | undefined) => void

/** The runtime's own `ufUsePageLanguage`, run against a stand-in document. */
function usePageLanguage(): { run: TUsePageLanguage; html: { lang: string } } {
  const html = { lang: 'en' }
  // eslint-disable-next-line no-new-func -- the runtime is page source text; running it is what this tests
  const factory = new Function('document', `${QUIZ_RUNTIME_JS}\nreturn ufUsePageLanguage;`)
  const run: unknown = factory({ documentElement: html })
  if (typeof run !== 'function') throw new Error('ufUsePageLanguage missing')
  return { run: (page, preferred) => run(page, preferred), html }
}

describe('quiz runtime: the page language', () => {
  it.each([
    ['en', ['ru-RU', 'ru'], 'en'],
    ['ru', ['en-US'], 'ru'],
    ['auto', ['ru-RU', 'ru', 'en-US'], 'ru'],
    ['auto', ['de-DE', 'RU'], 'ru'],
    ['auto', ['en-GB', 'ru'], 'en'],
    ['auto', ['de-DE', 'fr'], 'en'],
    ['auto', [], 'en'],
    ['auto', undefined, 'en'],
  ] as const)('setting %s with browser languages %j → %s', (setting, preferred, expected) => {
    const { run, html } = usePageLanguage()
    const page: TPageData = {
      language: setting,
      texts: setting === 'auto' ? QUIZ_TEXTS : { [setting]: QUIZ_TEXTS[setting] },
    }
    run(page, preferred)
    expect(page.language).toBe(expected)
    expect(page.texts).toEqual(QUIZ_TEXTS[expected])
    expect(html.lang).toBe(expected)
  })
})
