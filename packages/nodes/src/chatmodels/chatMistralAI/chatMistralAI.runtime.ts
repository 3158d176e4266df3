import { defineRuntime } from '../../runtime'
import { getBoolean, getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, installLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { lazyImport } from '../../shared/lazy-import'
import { chatMistralAI } from './chatMistralAI.node.js'

const langchainMistral = lazyImport(() => import('@langchain/mistralai'))
const mistralHttp = lazyImport(() => import('@mistralai/mistralai/lib/http.js'))

export default defineRuntime(chatMistralAI, {
  kind: 'supply',
  warm: () => Promise.all([langchainMistral(), mistralHttp(), installLocalTokenizer()]),
  async supply(ctx) {
    const [{ ChatMistralAI }, { HTTPClient }] = await Promise.all([langchainMistral(), mistralHttp()])
    const credential = await ctx.getCredential()
    const { model, temperature, streaming, topP, maxRetries } = readModelSettings(ctx, 'mistral-tiny')
    const instance = new ChatMistralAI({
      model,
      maxRetries,
      apiKey: credential.mistralAIAPIKey || 'none',
      streaming,
      callbacks: usageCallbacks(ctx, model),
      // The Mistral SDK's HTTP client over the node's model fetch (guarded and timed): the Override Endpoint
      // is a user-given URL like any other model base URL.
      httpClient: new HTTPClient({ fetcher: modelFetchOf(ctx) }),
      ...defined({
        temperature,
        topP,
        maxTokens: getOptionalNumber(ctx, 'maxOutputTokens'),
        seed: getOptionalNumber(ctx, 'randomSeed'),
        safeMode: getBoolean(ctx, 'safeMode') || undefined,
        serverURL: getString(ctx, 'overrideEndpoint') || undefined,
      }),
    })
    return withModelCache(ctx, await useLocalTokenizer(instance))
  },
})
