import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { withModelCache } from '../../shared/llm-cache'
import { lazyImport } from '../../shared/lazy-import'
import { openAI } from './openAI.node.js'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

/** A Base Path (a local server) is reached through the guarded model fetch, like the chat model's. */
export default defineRuntime(openAI, {
  kind: 'supply',
  warm: () => import('@langchain/openai'),
  async supply(ctx) {
    const { OpenAI } = await langchainOpenai()
    const credential = await ctx.getCredential()
    const settings = readModelSettings(ctx, 'gpt-3.5-turbo-instruct')
    const baseURL = getString(ctx, 'basepath') || credential.basePath || undefined
    const model = new OpenAI({
      ...defined({
        model: settings.model,
        temperature: settings.temperature,
        maxTokens: settings.maxTokens,
        topP: settings.topP,
        maxRetries: settings.maxRetries,
        bestOf: getOptionalNumber(ctx, 'bestOf'),
        frequencyPenalty: getOptionalNumber(ctx, 'frequencyPenalty'),
        presencePenalty: getOptionalNumber(ctx, 'presencePenalty'),
        batchSize: getOptionalNumber(ctx, 'batchSize'),
      }),
      apiKey: credential.openAIApiKey || 'sk-none',
      callbacks: usageCallbacks(ctx, settings.model),
      configuration: { ...defined({ baseURL }), fetch: modelFetchOf(ctx) },
    })
    return withModelCache(ctx, model)
  },
})
