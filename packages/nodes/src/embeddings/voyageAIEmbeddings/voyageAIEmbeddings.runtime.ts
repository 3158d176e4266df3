import { defineRuntime } from '../../runtime'
import { httpEmbeddings, openAIShapedVectors } from '../../shared/http-embeddings'
import { getString } from '../../shared/read-inputs'
import { voyageAIEmbeddings } from './voyageAIEmbeddings.node.js'

export default defineRuntime(voyageAIEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const model = getString(ctx, 'modelName') || 'voyage-2'
    return httpEmbeddings(ctx, {
      provider: 'Voyage AI',
      // The credential's endpoint is the whole embeddings URL, as Flowise's.
      url: credential.endpoint || 'https://api.voyageai.com/v1/embeddings',
      headers: { authorization: `Bearer ${credential.apiKey ?? ''}` },
      body: (texts, purpose) => ({ model, input: texts, input_type: purpose }),
      vectors: openAIShapedVectors,
      batchSize: 128,
    })
  },
})
