import { fileURLToPath } from 'node:url'
import type { TCatalogueTextLanguage } from '@unikflow/graph'
import { etagOf } from '../../http/etag'
import { loadNodeLibrary } from '../nodes/load-node-library'
import type { CachedJson } from '../nodes/node-catalogue'
import { communityTemplateTexts } from '../templates/community-template-texts'

/**
 * Set by esbuild in the bundle: build.mjs copies the nodes' translation files to `dist/node-texts/`.
 * From source they sit beside each node (`getNodesSourceUrl`).
 */
declare const __UNIKFLOW_NODE_TEXTS__: string | undefined

async function nodeTextsFolder(): Promise<string> {
  if (typeof __UNIKFLOW_NODE_TEXTS__ === 'string')
    return fileURLToPath(new URL(__UNIKFLOW_NODE_TEXTS__, import.meta.url))
  return fileURLToPath((await loadNodeLibrary()).getNodesSourceUrl())
}

async function buildTexts(language: TCatalogueTextLanguage): Promise<CachedJson> {
  if (language === 'en') return { body: '{}', etag: etagOf('{}') }
  const { mergeTranslations, readTranslationFiles } = await loadNodeLibrary()
  const files = await readTranslationFiles(await nodeTextsFolder(), language)
  // The catalogue test keeps node and template texts free of conflicts; the templates' come last.
  const { texts } = mergeTranslations([
    ...files,
    { path: 'templates', texts: communityTemplateTexts[language] },
  ])
  const body = JSON.stringify(texts)
  return { body, etag: etagOf(body) }
}

const cache = new Map<TCatalogueTextLanguage, Promise<CachedJson>>()

/** A language's catalogue texts, read once per process (the files do not change under a running server). */
export function getCatalogueTexts(language: TCatalogueTextLanguage): Promise<CachedJson> {
  let texts = cache.get(language)
  if (!texts) {
    texts = buildTexts(language)
    // A failed read is not remembered, so a later request can succeed.
    texts.catch(() => cache.delete(language))
    cache.set(language, texts)
  }
  return texts
}
