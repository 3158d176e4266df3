import { defineRuntime } from '../../runtime'
import { modelFetchOf } from '../../shared/model-options'
import { getString } from '../../shared/read-inputs'
import { localAIEmbeddings } from './localAIEmbeddings.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

/** LocalAI serves OpenAI's embeddings API; its base path is user-given, so calls take the guarded model fetch. */
export default defineRuntime(localAIEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const { OpenAIEmbeddings } = await langchainOpenai()
    const credential = await ctx.getCredential()
    return new OpenAIEmbeddings({
      model: getString(ctx, 'modelName') || 'text-embedding-ada-002',
      // A LocalAI without a key still needs one for the OpenAI client to start.
      apiKey: credential.localAIApiKey || 'localai-none',
      configuration: {
        baseURL: getString(ctx, 'basePath').trim() || 'http://localhost:8080/v1',
        fetch: modelFetchOf(ctx),
      },
    })
  },
})
