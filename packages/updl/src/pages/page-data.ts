import type { TSceneIR } from '../scene-types'
import type { TQuizTexts } from './quiz-texts'

/**
 * What a page's script is given as `PAGE` (built by `pageData` in page-shell.ts, read by the browser
 * runtime in `src/runtime`): the scene IR plus the page's texts and options. `language` `auto` carries
 * both text sets until the runtime settles the visitor's language (`usePageLanguage`).
 */
export type TPageData = TSceneIR & {
  language: 'en' | 'ru' | 'auto'
  texts: Partial<Record<'en' | 'ru', TQuizTexts>>
  readonly leadsUrl: string | null
  readonly ar: boolean
  readonly markerUrl: string | null
  /** three.js: the URL of its GLTFLoader module, imported when a model is shown. */
  readonly libs?: { readonly gltfLoader: string }
}

/** `PAGE` once its language is settled: one language and its texts. */
export type TLocalPageData = Omit<TPageData, 'language' | 'texts'> & {
  readonly language: 'en' | 'ru'
  readonly texts: TQuizTexts
}
