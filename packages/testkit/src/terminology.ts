/**
 * One term per concept in each language: the words the product's texts use (interface files, node and
 * template texts), and the synonyms that must not creep in beside them. Tests run every text through it.
 */
interface TTermRule {
  /** What must not appear. */
  avoid: RegExp
  /** The product's word for it. */
  use: string
}

const RULES: Record<'en' | 'ru', readonly TTermRule[]> = {
  // A unik's "file workspace" (the folder the file tools read and write) is another concept.
  en: [{ avoid: /(?<!file )\bwork ?spaces?\b(?! path| boundaries)/i, use: 'unik' }],
  ru: [
    // "Пространство имён" (a Pinecone namespace) is another concept.
    { avoid: /пространств(?![а-яё]* имён)/i, use: 'юник' },
    { avoid: /чат-?пот/i, use: 'чатфлоу' },
    { avoid: /агент-?пот|ИИ-пот/i, use: 'агентфлоу (или поток)' },
    { avoid: /(^|[^а-яё])нод[аыуеой]?([^а-яё]|$)/i, use: 'узел' },
    { avoid: /креденш/i, use: 'учётные данные' },
    { avoid: /учетн/i, use: 'учётные (с ё)' },
    { avoid: /помощник/i, use: 'ассистент' },
    { avoid: /(^|[^а-яё])чанк/i, use: 'фрагмент' },
    { avoid: /эмбединг|эмбэддинг|вложени[еяй] текст/i, use: 'эмбеддинги' },
  ],
}

/** The terms a text uses against the glossary: one line per word to replace, none when it keeps to it. */
export function terminologyProblems(language: 'en' | 'ru', text: string): string[] {
  return RULES[language].filter((rule) => rule.avoid.test(text)).map((rule) => `${rule.avoid} → ${rule.use}`)
}
