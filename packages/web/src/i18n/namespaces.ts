/** Translation namespaces (docs/product.md#limits-and-constants). Each has a JSON file per language under public/locales. */
export const NAMESPACES = [
  'translation',
  'auth',
  'uniks',
  'admin',
  'menu',
  'assistants',
  'vector-store',
  'document-store',
  'credentials',
  'api-keys',
  'variables',
  'tools',
  'templates',
  'canvas',
  'chatflows',
  'chatmessage',
  'publish',
  'analytics',
  'evaluations',
  'runs',
] as const

/**
 * The catalogue's texts (nodes, credential kinds, community templates): English text → translation,
 * served by the server (`/api/v1/catalogue-texts/:language`), read with `useCatalogueText`.
 */
export const CATALOGUE_NAMESPACE = 'catalogue'

/** What the first screen reads: the app's own texts, and on the canvas its pages' texts and the catalogue's. */
export const STARTUP_NAMESPACES = ['translation', 'menu'] as const
export const CANVAS_NAMESPACES = ['canvas', 'chatflows', CATALOGUE_NAMESPACE] as const

export const LANGUAGES = ['en', 'ru'] as const
export type TLanguage = (typeof LANGUAGES)[number]
export const FALLBACK_LANGUAGE: TLanguage = 'en'

/** Shown before any translation file has arrived, so it cannot come from one. */
const LOADING_TEXT: Record<TLanguage, string> = { en: 'Loading…', ru: 'Загрузка…' }

export function loadingText(language: string | undefined): string {
  return language?.toLowerCase().startsWith('ru') ? LOADING_TEXT.ru : LOADING_TEXT.en
}
