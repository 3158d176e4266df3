import { defineRuntime } from '../../runtime'
import { getJsonObject, getOptionalNumber, getString } from '../../shared/read-inputs'
import { headersOf } from '../../shared/openai-compatible-chat'
import { defined, modelFetchOf } from '../../shared/model-options'
import { azureOpenAIEmbeddings } from './azureOpenAIEmbeddings.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

/** Azure OpenAI embeddings: the credential names the instance (or BasePath), deployment and API version. */
export default defineRuntime(azureOpenAIEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const { AzureOpenAIEmbeddings } = await langchainOpenai()
    const credential = await ctx.getCredential()
    const basePath = getString(ctx, 'basepath')
    return new AzureOpenAIEmbeddings({
      azureOpenAIApiKey: credential.azureOpenAIApiKey || 'none',
      azureOpenAIApiDeploymentName: credential.azureOpenAIApiDeploymentName || 'text-embedding-3-small',
      azureOpenAIApiVersion: credential.azureOpenAIApiVersion || '2024-10-21',
      ...(basePath
        ? { azureOpenAIBasePath: basePath }
        : { azureOpenAIApiInstanceName: credential.azureOpenAIApiInstanceName }),
      configuration: {
        fetch: modelFetchOf(ctx),
        defaultHeaders: headersOf(getJsonObject(ctx, 'baseOptions')),
      },
      ...defined({
        batchSize: getOptionalNumber(ctx, 'batchSize'),
        timeout: getOptionalNumber(ctx, 'timeout'),
      }),
    })
  },
})
