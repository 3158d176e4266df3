import { defineRuntime } from '../../runtime'
import { getBoolean, getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { chatMistralAI } from './chatMistralAI.node.js'

// `@mistralai/mistralai` publishes its TypeScript sources under the "source" export condition we build
// with, and they do not compile under our settings; importing by a non-literal name keeps tsc out of it.
const MISTRAL_MODULE = '@langchain/mistralai'
const MISTRAL_HTTP_MODULE = '@mistralai/mistralai/lib/http.js'

/**
 * The Mistral SDK's HTTP client over the node's model fetch (guarded and timed): the Override Endpoint
 * is a user-given URL like any other model base URL.
 */
async function guardedHttpClient(fetcher: typeof fetch): Promise<unknown> {
  const mod: unknown = await import(/* @vite-ignore */ MISTRAL_HTTP_MODULE)
  const HTTPClient: unknown =
    mod && typeof mod === 'object' && 'HTTPClient' in mod ? mod.HTTPClient : undefined
  if (typeof HTTPClient !== 'function') throw new Error('@mistralai/mistralai has no HTTPClient')
  return Reflect.construct(HTTPClient, [{ fetcher }])
}

export default defineRuntime(chatMistralAI, {
  kind: 'supply',
  async supply(ctx) {
    const mod: unknown = await import(/* @vite-ignore */ MISTRAL_MODULE)
    const ChatMistralAI: unknown =
      mod && typeof mod === 'object' && 'ChatMistralAI' in mod ? mod.ChatMistralAI : undefined
    if (typeof ChatMistralAI !== 'function') throw new Error('@langchain/mistralai has no ChatMistralAI')
    const credential = await ctx.getCredential()
    const { model, temperature, streaming, topP, maxRetries } = readModelSettings(ctx, 'mistral-tiny')
    const options = {
      model,
      maxRetries,
      apiKey: credential.mistralAIAPIKey || 'none',
      streaming,
      callbacks: usageCallbacks(ctx, model),
      httpClient: await guardedHttpClient(modelFetchOf(ctx)),
      ...defined({
        temperature,
        topP,
        maxTokens: getOptionalNumber(ctx, 'maxOutputTokens'),
        seed: getOptionalNumber(ctx, 'randomSeed'),
        safeMode: getBoolean(ctx, 'safeMode') || undefined,
        serverURL: getString(ctx, 'overrideEndpoint') || undefined,
      }),
    }
    const instance: unknown = Reflect.construct(ChatMistralAI, [options])
    if (!instance || typeof instance !== 'object') throw new Error('ChatMistralAI could not be created')
    return withModelCache(ctx, await useLocalTokenizer(instance))
  },
})
