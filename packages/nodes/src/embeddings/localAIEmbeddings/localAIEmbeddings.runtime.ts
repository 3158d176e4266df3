import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { localAIEmbeddings } from './localAIEmbeddings.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

/** LocalAI serves OpenAI's embeddings API; its base path is the editor's choice like any model server's. */
export default defineRuntime(localAIEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const { OpenAIEmbeddings } = await langchainOpenai()
    const credential = await ctx.getCredential()
    return new OpenAIEmbeddings({
      model: getString(ctx, 'modelName') || 'text-embedding-ada-002',
      // A LocalAI without a key still needs one for the OpenAI client to start.
      apiKey: credential.localAIApiKey || 'localai-none',
      configuration: { baseURL: getString(ctx, 'basePath').trim() || 'http://localhost:8080/v1' },
    })
  },
})
