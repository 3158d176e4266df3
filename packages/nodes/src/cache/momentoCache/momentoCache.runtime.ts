import { defineRuntime } from '../../runtime'
import { momentoCacheStore } from '../../shared/cache-stores'
import { storeBackedCache } from '../../shared/llm-cache'
import { NodeInputError } from '../../shared/read-inputs'
import { momentoCache } from './momentoCache.node.js'

/** A day, the time LangChain's Momento cache keeps an answer unless told otherwise. */
const TTL_SECONDS = 86_400

/** Momento's endpoint as its consoles give it (a cell host) or a whole URL of its HTTP API. */
function httpApiBase(endpoint: string): string {
  const trimmed = endpoint.trim()
  if (/^https?:\/\//.test(trimmed)) return trimmed
  return `https://api.cache.${trimmed.replace(/^cache\./, '')}`
}

export default defineRuntime(momentoCache, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const { momentoCache: cache, momentoApiKey: apiKey, momentoEndpoint: endpoint } = credential
    if (!cache || !apiKey || !endpoint)
      throw new NodeInputError(
        'Momento Cache needs a Momento Cache API credential: cache name, API key and endpoint',
      )
    return storeBackedCache(momentoCacheStore(ctx, httpApiBase(endpoint), cache, apiKey, TTL_SECONDS))
  },
})
