import { defineRuntime } from '../../runtime'
import { getBoolean, getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf } from '../../shared/model-options'
import { openAIEmbeddings } from './openAIEmbeddings.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

export default defineRuntime(openAIEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const { OpenAIEmbeddings } = await langchainOpenai()
    const credential = await ctx.getCredential()
    const baseURL = getString(ctx, 'basepath') || credential.basePath || undefined
    return new OpenAIEmbeddings({
      model: getString(ctx, 'modelName') || 'text-embedding-ada-002',
      apiKey: credential.openAIApiKey || 'sk-none',
      stripNewLines: getBoolean(ctx, 'stripNewLines', true),
      ...defined({
        batchSize: getOptionalNumber(ctx, 'batchSize'),
        timeout: getOptionalNumber(ctx, 'timeout'),
        dimensions: getOptionalNumber(ctx, 'dimensions'),
      }),
      // The base path is user-given: calls go through the node's guarded, timed model fetch.
      configuration: { ...defined({ baseURL }), fetch: modelFetchOf(ctx) },
    })
  },
})
