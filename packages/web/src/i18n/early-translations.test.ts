import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  likelyLanguage,
  startEarlyTranslations,
  takeEarlyTranslation,
  translationUrl,
} from './early-translations'

/** A browser with `stored` as its chosen language, whose fetch records each URL. */
function browser(stored: string | null) {
  const urls: string[] = []
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => (key === 'i18nextLng' ? stored : null) },
  })
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url)
    return Promise.resolve(new Response(JSON.stringify({ url })))
  })
  return urls
}

afterEach(() => vi.unstubAllGlobals())

describe('early translations', () => {
  it('guesses the language as the detector would: ?lng=, then the stored choice, then the browser', () => {
    browser('ru-RU')
    expect(likelyLanguage('?lng=en', 'ru')).toBe('en')
    expect(likelyLanguage('', 'en-GB')).toBe('ru')
    browser(null)
    expect(likelyLanguage('', 'ru-RU')).toBe('ru')
    expect(likelyLanguage('?lng=de', 'fr')).toBe('en')
  })

  it('starts each namespace in the language and the fallback, handed out once by its URL', async () => {
    const urls = browser(null)
    startEarlyTranslations('ru', ['translation', 'catalogue'])
    // English catalogue texts are keyed by themselves: none to load, the page answers `{}` itself.
    expect(urls).toEqual([
      '/locales/ru/translation.json',
      '/api/v1/catalogue-texts/ru',
      '/locales/en/translation.json',
    ])
    await expect(takeEarlyTranslation('/api/v1/catalogue-texts/en')?.then((r) => r.json())).resolves.toEqual(
      {},
    )
    expect(translationUrl('ru', 'catalogue')).toBe('/api/v1/catalogue-texts/ru')
    const early = takeEarlyTranslation('/locales/ru/translation.json')
    await expect(early?.then((r) => r.json())).resolves.toEqual({ url: '/locales/ru/translation.json' })
    // Taken once; a file never started (another namespace) is left to i18next's own fetch.
    expect(takeEarlyTranslation('/locales/ru/translation.json')).toBeUndefined()
    expect(takeEarlyTranslation('/locales/ru/menu.json')).toBeUndefined()
  })
})
