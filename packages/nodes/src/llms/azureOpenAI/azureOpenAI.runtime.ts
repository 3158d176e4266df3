import { defineRuntime } from '../../runtime'
import { withModelCache } from '../../shared/llm-cache'
import { lazyImport } from '../../shared/lazy-import'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { azureOpenAI } from './azureOpenAI.node.js'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

/** LangChain's AzureOpenAI over the run's guarded, timed model fetch; a Base Path replaces the instance. */
export default defineRuntime(azureOpenAI, {
  kind: 'supply',
  warm: () => import('@langchain/openai'),
  async supply(ctx) {
    const { AzureOpenAI } = await langchainOpenai()
    const credential = await ctx.getCredential()
    const settings = readModelSettings(ctx, 'text-davinci-003')
    const basePath = getString(ctx, 'basepath').trim()
    const model = new AzureOpenAI({
      ...defined({
        model: settings.model,
        temperature: settings.temperature,
        maxTokens: settings.maxTokens,
        topP: settings.topP,
        maxRetries: settings.maxRetries,
        bestOf: getOptionalNumber(ctx, 'bestOf'),
        frequencyPenalty: getOptionalNumber(ctx, 'frequencyPenalty'),
        presencePenalty: getOptionalNumber(ctx, 'presencePenalty'),
      }),
      azureOpenAIApiKey: credential.azureOpenAIApiKey || 'none',
      azureOpenAIApiDeploymentName: credential.azureOpenAIApiDeploymentName || settings.model,
      azureOpenAIApiVersion: credential.azureOpenAIApiVersion || '2024-10-21',
      ...(basePath
        ? { azureOpenAIBasePath: basePath }
        : { azureOpenAIApiInstanceName: credential.azureOpenAIApiInstanceName }),
      callbacks: usageCallbacks(ctx, settings.model),
      configuration: { fetch: modelFetchOf(ctx) },
    })
    return withModelCache(ctx, model)
  },
})
