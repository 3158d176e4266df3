import i18n from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { StorageKeys } from '../config/constants'
import { CATALOGUE_LOAD_PATH, LOCALES_LOAD_PATH, takeEarlyTranslation } from './early-translations'
import { CATALOGUE_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGES, STARTUP_NAMESPACES } from './namespaces'

export const i18nReady = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: StorageKeys.language,
      caches: ['localStorage'],
    },
    backend: {
      // Node, credential and template texts come from the server, which holds the catalogue.
      loadPath: (_lngs: string[], namespaces: string[]) =>
        namespaces[0] === CATALOGUE_NAMESPACE ? CATALOGUE_LOAD_PATH : LOCALES_LOAD_PATH,
      // A file the entry module already asked for (early-translations.ts); undefined → a fetch of its own.
      alternateFetch: (url: string) => takeEarlyTranslation(url),
    },
    // Loader limits (i18next applies them to every backend): the first retry waits 350 ms, then doubles.
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    react: { useSuspense: true },
  })

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng
})

export default i18n
