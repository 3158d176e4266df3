// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { TPageData } from '../pages/page-data'
import { QUIZ_TEXTS } from '../pages/quiz-texts'
import { sampleQuiz } from '../testing/sample-scene'
import { usePageLanguage } from './page-language'

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
    document.documentElement.lang = 'xx'
    const page: TPageData = {
      ...sampleQuiz(),
      language: setting,
      texts: setting === 'auto' ? QUIZ_TEXTS : { [setting]: QUIZ_TEXTS[setting] },
      leadsUrl: null,
      ar: false,
      markerUrl: null,
    }
    const local = usePageLanguage(page, preferred)
    expect(local.language).toBe(expected)
    expect(local.texts).toEqual(QUIZ_TEXTS[expected])
    expect(document.documentElement.lang).toBe(expected)
  })
})
