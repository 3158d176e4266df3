import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, modelStreamOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { azureChatOpenAI } from './azureChatOpenAI.node.js'
import { reasoningFields } from '../../shared/reasoning-inputs'
import { azureChatRoute } from '../../shared/chat-completions-route'
import { langChainOpenAIClass, openAIChatModel, warmLangChainOpenAI } from '../../shared/openai-chat-model'

export default defineRuntime(azureChatOpenAI, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const settings = readModelSettings(ctx, 'gpt-4o-mini')
    const basePath = getString(ctx, 'basepath')
    const fields = {
      // Not `streaming`: a client told `streaming: false` never streams (see stream-when-read.ts).
      ...defined({ ...settings, streaming: undefined }),
      azureOpenAIApiKey: credential.azureOpenAIApiKey || 'none',
      azureOpenAIApiDeploymentName: credential.azureOpenAIApiDeploymentName || settings.model,
      azureOpenAIApiVersion: credential.azureOpenAIApiVersion || '2024-10-21',
      ...(basePath
        ? { azureOpenAIBasePath: basePath }
        : { azureOpenAIApiInstanceName: credential.azureOpenAIApiInstanceName }),
      ...defined({
        frequencyPenalty: getOptionalNumber(ctx, 'frequencyPenalty'),
        presencePenalty: getOptionalNumber(ctx, 'presencePenalty'),
      }),
      ...reasoningFields(ctx),
    }
    const fetch = modelFetchOf(ctx)
    const options = {
      ...fields,
      callbacks: usageCallbacks(ctx, settings.model),
      configuration: { fetch },
    }
    const route = azureChatRoute({
      apiKey: fields.azureOpenAIApiKey,
      deployment: fields.azureOpenAIApiDeploymentName,
      apiVersion: fields.azureOpenAIApiVersion,
      ...(basePath ? { basePath } : { instanceName: credential.azureOpenAIApiInstanceName }),
      ctx,
      fields,
      fetch,
      stream: modelStreamOf(ctx),
      usageModel: settings.model,
    })
    return openAIChatModel(
      ctx,
      { ...langChainOpenAIClass('AzureChatOpenAI'), options },
      route,
      settings.streaming,
    )
  },
})
