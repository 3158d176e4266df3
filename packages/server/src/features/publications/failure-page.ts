import { PublishMessages } from '@unikflow/graph'

/** The visitor's texts for a page that cannot be shown, in the languages pages speak (en, ru). */
const TEXTS = {
  en: {
    load: PublishMessages.failedToLoad,
    generate: PublishMessages.failedToGenerate,
    hint: 'The publication is private, not published yet, or its link is wrong.',
  },
  ru: {
    load: 'Не удалось загрузить AR-сцену',
    generate: 'Не удалось создать AR-сцену',
    hint: 'Публикация закрыта, ещё не опубликована или ссылка неверна.',
  },
} as const

export type FailureKind = 'load' | 'generate'

/** Russian when the browser prefers it to English, else English. */
export function pageLanguage(acceptLanguage: string | undefined): 'en' | 'ru' {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('ru') ? 'ru' : 'en'
}

/** A static page (no script) saying why there is no scene; the spec's English texts. */
export function failurePage(kind: FailureKind, language: 'en' | 'ru'): string {
  const text = TEXTS[language]
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text[kind]}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Roboto,system-ui,sans-serif;background:#f5f5f5;color:#222}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.4rem;margin:0 0 .75rem}
p{margin:0;color:#555}
@media (prefers-color-scheme:dark){body{background:#121212;color:#eee}p{color:#bbb}}
</style>
</head>
<body>
<main role="alert"><h1>${text[kind]}</h1>${kind === 'load' ? `<p>${text.hint}</p>` : ''}</main>
</body>
</html>
`
}
