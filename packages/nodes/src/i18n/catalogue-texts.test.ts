import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { terminologyProblems } from '@unikflow/testkit'
import { credentialDefinitions, nodeDescriptors } from '../index'
import { CATALOGUE_LANGUAGES, credentialTexts, nodeTexts, nodeTextsFile } from './catalogue-texts'
import { mergeTranslations, readTranslationFiles } from './read-translations'

const SRC = fileURLToPath(new URL('..', import.meta.url))

/** `{var}`, `{{ var }}`: what a prompt or a template fills in must stay as written. */
const slots = (text: string) => [...text.matchAll(/\{+[^{}]*\}+/g)].map((m) => m[0].replace(/\s/g, '')).sort()

/** English prose (three words or more, one of them lowercase) is translated, not copied. */
const isProse = (text: string) =>
  text.split(/\s+/).filter((word) => /^[A-Za-z]+[,.;:]?$/.test(word)).length >= 3 &&
  /(^|\s)[a-z]{2,}/.test(text)

describe.each(CATALOGUE_LANGUAGES)('catalogue texts in %s', async (language) => {
  const files = await readTranslationFiles(SRC, language)
  const { texts, conflicts } = mergeTranslations(files)
  const common = `i18n/common.${language}.json`
  const credentials = `credentials/credentials.${language}.json`
  const allowed = new Map<string, Set<string>>([
    [credentials, new Set(credentialDefinitions.flatMap(credentialTexts))],
    [
      common,
      new Set([...nodeDescriptors.flatMap(nodeTexts), ...credentialDefinitions.flatMap(credentialTexts)]),
    ],
    ...nodeDescriptors.map((d): [string, Set<string>] => [nodeTextsFile(d, language), new Set(nodeTexts(d))]),
  ])

  it('translates every text of every node and credential kind', () => {
    const missing = [
      ...nodeDescriptors.flatMap((d) =>
        nodeTexts(d)
          .filter((text) => !(text in texts))
          .map((text) => `${nodeTextsFile(d, language)}: ${JSON.stringify(text)}`),
      ),
      ...credentialDefinitions.flatMap((c) =>
        credentialTexts(c)
          .filter((text) => !(text in texts))
          .map((text) => `${credentials}: ${JSON.stringify(text)}`),
      ),
    ]
    expect(missing).toEqual([])
  })

  it('gives each text one translation, in a file that uses it', () => {
    expect(conflicts).toEqual([])
    const stale = files.flatMap((file) => {
      const own = allowed.get(file.path)
      if (!own) return [`${file.path}: not a node's, the common or the credentials' translation file`]
      return Object.keys(file.texts)
        .filter((english) => !own.has(english))
        .map((english) => `${file.path}: ${JSON.stringify(english)} is no text of it`)
    })
    expect(stale).toEqual([])
  })

  it('keeps what is filled in, translates prose and keeps to the glossary', () => {
    const problems = Object.entries(texts).flatMap(([english, translated]) => [
      ...(translated.trim() === '' ? [`${english}: empty`] : []),
      ...(slots(english).join() !== slots(translated).join() ? [`${english}: slots differ`] : []),
      ...(isProse(english) && !/[а-яё]/i.test(translated) ? [`${english}: not translated`] : []),
      ...terminologyProblems('en', english).map((p) => `${english}: ${p}`),
      ...terminologyProblems(language, translated).map((p) => `${translated}: ${p}`),
    ])
    expect(problems).toEqual([])
  })
})
