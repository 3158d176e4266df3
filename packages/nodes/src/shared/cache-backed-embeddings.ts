import { createHash } from 'node:crypto'
import type { Embeddings as TEmbeddings } from '@langchain/core/embeddings'
import type { TNodeContext } from '../context'
import type { TCacheStore } from './llm-cache'
import { lazyImport } from './lazy-import'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))

/**
 * `underlying` with its document vectors kept in `store` (key: namespace + a hash of the text), so a text
 * embedded once is not embedded again — an upsert of the same documents costs no embedding calls. Queries
 * are embedded each time, as LangChain's cache-backed embeddings do. Hits and misses of each call are
 * logged at debug level.
 */
export async function cacheBackedEmbeddings(
  ctx: TNodeContext,
  underlying: TEmbeddings,
  store: TCacheStore,
  namespace: string,
): Promise<TEmbeddings> {
  const { Embeddings } = await langchainCoreEmbeddings()
  const keyOf = (text: string) => namespace + createHash('sha256').update(text).digest('hex')
  class CacheBackedEmbeddings extends Embeddings {
    async embedDocuments(texts: string[]): Promise<number[][]> {
      const found = await Promise.all(texts.map(async (t) => parseVector(await store.get(keyOf(t)))))
      const missing = texts.flatMap((t, i) => (found[i] ? [] : [{ i, t }]))
      if (missing.length > 0) {
        const vectors = await underlying.embedDocuments(missing.map((m) => m.t))
        await Promise.all(
          missing.map(async (m, j) => {
            const vector = vectors[j] ?? []
            found[m.i] = vector
            await store.set(keyOf(m.t), JSON.stringify(vector))
          }),
        )
      }
      ctx.logger.debug('embedding cache', { hits: texts.length - missing.length, misses: missing.length })
      return found.map((v) => v ?? [])
    }
    embedQuery(text: string): Promise<number[]> {
      return underlying.embedQuery(text)
    }
  }
  return new CacheBackedEmbeddings({})
}

function parseVector(raw: string | undefined): number[] | undefined {
  if (raw === undefined) return undefined
  const value: unknown = JSON.parse(raw)
  return Array.isArray(value) && value.every((v) => typeof v === 'number') ? value : undefined
}
