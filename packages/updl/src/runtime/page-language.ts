import type { TLocalPageData, TPageData } from '../pages/page-data'

/** The page's language: the publication's, or with `auto` the first of the browser's it speaks, else en. */
function pageLanguage(setting: string, preferred: readonly string[]): 'en' | 'ru' {
  if (setting === 'en' || setting === 'ru') return setting
  for (const language of preferred) {
    const primary = String(language).toLowerCase().split('-')[0]
    if (primary === 'en' || primary === 'ru') return primary
  }
  return 'en'
}

/** `page` in its one language (with that language's texts), also set as the document's `lang`. */
export function usePageLanguage(page: TPageData, preferred: readonly string[] | undefined): TLocalPageData {
  const language = pageLanguage(page.language, preferred ?? [])
  document.documentElement.lang = language
  // The page carries the texts of its language (both with `auto`): none is a page built wrongly.
  const texts = page.texts[language]
  if (!texts) throw new Error(`page texts for ${language} missing`)
  return { ...page, language, texts }
}
