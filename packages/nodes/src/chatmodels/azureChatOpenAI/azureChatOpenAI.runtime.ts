import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, warmLocalTokenizer } from '../../shared/local-tokenizer'
import { skipTokenEstimates } from '../../shared/openai-token-estimates'
import { sharedChatModel } from '../../shared/shared-chat-model'
import { azureChatOpenAI } from './azureChatOpenAI.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

export default defineRuntime(azureChatOpenAI, {
  kind: 'supply',
  warm: () => Promise.all([skipTokenEstimates(), warmLocalTokenizer()]),
  async supply(ctx) {
    const { AzureChatOpenAI } = await langchainOpenai()
    await skipTokenEstimates()
    const credential = await ctx.getCredential()
    const settings = readModelSettings(ctx, 'gpt-4o-mini')
    const basePath = getString(ctx, 'basepath')
    const fields = {
      ...defined(settings),
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
    }
    return useLocalTokenizer(
      await sharedChatModel(
        `azureChatOpenAI\0${JSON.stringify(fields)}`,
        (fetch) => new AzureChatOpenAI({ ...fields, configuration: { fetch } }),
        { fetch: modelFetchOf(ctx), callbacks: usageCallbacks(ctx, settings.model) },
      ),
    )
  },
})
