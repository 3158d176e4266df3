import { API_BASE, StorageKeys } from '../config/constants'
import { readItem } from '../config/storage'
import { CATALOGUE_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from './namespaces'

/**
 * Translation files requested by the entry module (main.tsx) before the app's code has loaded, so the
 * first screen does not wait for i18next to start before its texts are asked for. i18next's backend
 * takes each answer once by its URL (`takeEarlyTranslation`, the backend's `alternateFetch` in
 * index.ts); a file not started here, or started for another language, is fetched by the backend as usual.
 */

const started = new Map<string, Promise<Response>>()

/** i18next's load paths: the catalogue's texts come from the server, the app's own from public/locales. */
export const CATALOGUE_LOAD_PATH = `${API_BASE}/catalogue-texts/{{lng}}`
export const LOCALES_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json'

/** The URL i18next's backend loads namespace `ns` of `language` from. */
export function translationUrl(language: string, ns: string): string {
  const path = ns === CATALOGUE_NAMESPACE ? CATALOGUE_LOAD_PATH : LOCALES_LOAD_PATH
  return path.replace('{{lng}}', language).replace('{{ns}}', ns)
}

const supported = (value: string | null | undefined): TLanguage | undefined =>
  LANGUAGES.find((language) => value?.toLowerCase().startsWith(language))

/**
 * The language i18next's detector will most likely pick (`?lng=`, the stored choice, the browser's).
 * A wrong guess only costs the early start: the backend then fetches the files it asks for.
 */
export function likelyLanguage(search: string, browserLanguage: string | undefined): TLanguage {
  return (
    supported(new URLSearchParams(search).get('lng')) ??
    supported(readItem(StorageKeys.language)) ??
    supported(browserLanguage) ??
    FALLBACK_LANGUAGE
  )
}

/**
 * The catalogue's texts are keyed by their English text, so English has none to load: the server's answer
 * for it is always `{}`, which the page makes itself instead of spending one of the six connections on it.
 */
const ENGLISH_CATALOGUE_URL = translationUrl(FALLBACK_LANGUAGE, CATALOGUE_NAMESPACE)
const noCatalogueTexts = () =>
  Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }))

/** Starts `namespaces` in `language` and, as i18next also loads it, in the fallback language. */
export function startEarlyTranslations(language: TLanguage, namespaces: readonly string[]): void {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]
  for (const lng of languages)
    for (const ns of namespaces) {
      const url = translationUrl(lng, ns)
      if (url === ENGLISH_CATALOGUE_URL) continue
      const response = fetch(url)
      // Nobody may take it (the detector chose another language): its failure must not go unhandled.
      response.catch(() => undefined)
      started.set(url, response)
    }
}

/** The early answer for `url` (once), or undefined when none was started for it. */
export function takeEarlyTranslation(url: string): Promise<Response> | undefined {
  if (url === ENGLISH_CATALOGUE_URL) return noCatalogueTexts()
  const response = started.get(url)
  started.delete(url)
  return response
}
