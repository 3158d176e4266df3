import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

/** One translation file: English text → the language's text. */
export interface TTranslationFile {
  /** Relative to the folder read, with `/` separators. */
  path: string
  texts: Record<string, string>
}

const ZTexts = z.record(z.string(), z.string())

/** Every `*.<language>.json` under `root` (any depth), sorted by path so a merge is the same on every machine. */
export async function readTranslationFiles(root: string, language: string): Promise<TTranslationFile[]> {
  const suffix = `.${language}.json`
  const names = (await readdir(root, { recursive: true, encoding: 'utf8' }))
    .filter((name) => name.endsWith(suffix))
    .map((name) => name.split('\\').join('/'))
    .sort()
  return Promise.all(
    names.map(async (path) => {
      const parsed = ZTexts.safeParse(JSON.parse(await readFile(join(root, path), 'utf8')))
      if (!parsed.success) throw new Error(`${path}: a translation file maps texts to texts`)
      return { path, texts: parsed.data }
    }),
  )
}

/**
 * One dictionary of all files. A text translated differently in two files is a conflict (one term per
 * concept): the first file's wins here, and the catalogue test fails on it.
 */
export function mergeTranslations(files: readonly TTranslationFile[]): {
  texts: Record<string, string>
  conflicts: string[]
} {
  const texts = new Map<string, { text: string; path: string }>()
  const conflicts: string[] = []
  for (const file of files)
    for (const [english, translated] of Object.entries(file.texts)) {
      const seen = texts.get(english)
      if (!seen) texts.set(english, { text: translated, path: file.path })
      else if (seen.text !== translated)
        conflicts.push(`"${english}": "${seen.text}" (${seen.path}) ≠ "${translated}" (${file.path})`)
    }
  return { texts: Object.fromEntries([...texts].map(([english, { text }]) => [english, text])), conflicts }
}
