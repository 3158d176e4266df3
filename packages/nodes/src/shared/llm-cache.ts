import { createHash } from 'node:crypto'
import type { BaseCache as TBaseCache } from '@langchain/core/caches'
import type { Generation } from '@langchain/core/outputs'
import type { TNodeContext } from '../context'
import { lazyImport } from './lazy-import'

const langchainCoreCaches = lazyImport(() => import('@langchain/core/caches'))

/** Where a cache node keeps its entries: text values by key (a map, Redis, Upstash's REST API …). */
export type TCacheStore = {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string): Promise<void>
}

/** One key per prompt and model settings (LangChain's `llmKey` holds the model, its parameters and the call's). */
export function cacheKeyOf(prompt: string, llmKey: string): string {
  return createHash('sha256').update(prompt).update('\0').update(llmKey).digest('hex')
}

/**
 * A LangChain cache of model answers over `store`: an answer is kept as LangChain's stored generations
 * (JSON), so a hit gives the chain the same message, tool calls included, without a model call.
 */
export async function storeBackedCache(store: TCacheStore): Promise<TBaseCache> {
  const { BaseCache, serializeGeneration, deserializeStoredGeneration } = await langchainCoreCaches()
  class StoreBackedCache extends BaseCache {
    async lookup(prompt: string, llmKey: string): Promise<Generation[] | null> {
      const raw = await store.get(cacheKeyOf(prompt, llmKey))
      if (raw === undefined) return null
      const stored: unknown = JSON.parse(raw)
      if (!Array.isArray(stored)) return null
      return stored.map((g: Parameters<typeof deserializeStoredGeneration>[0]) =>
        deserializeStoredGeneration(g),
      )
    }
    async update(prompt: string, llmKey: string, value: Generation[]): Promise<void> {
      await store.set(cacheKeyOf(prompt, llmKey), JSON.stringify(value.map((g) => serializeGeneration(g))))
    }
  }
  return new StoreBackedCache()
}

/** Whether a cache node is connected to the node's Cache input. */
export function cacheConnected(ctx: TNodeContext): boolean {
  const cache = ctx.inputs.cache
  return cache !== undefined && cache !== null && cache !== ''
}

/**
 * The model with the cache node connected to its Cache input: LangChain then asks the cache before each
 * call (`generate`) and stores the answers it did not find. A hit reaches the usage callbacks as a cached
 * end, which the run's trace records with no tokens (`usageCallbacks`). Streams and agents' event streams
 * are never cached, as in LangChain.
 */
export async function withModelCache<T extends { cache?: TBaseCache }>(
  ctx: TNodeContext,
  model: T,
): Promise<T> {
  if (!cacheConnected(ctx)) return model
  const cache = ctx.inputs.cache
  const { BaseCache } = await langchainCoreCaches()
  if (cache instanceof BaseCache) model.cache = cache
  return model
}
