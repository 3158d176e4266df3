import { defineRuntime } from '../../runtime'
import { httpEmbeddings, openAIShapedVectors } from '../../shared/http-embeddings'
import { getString } from '../../shared/read-inputs'
import { togetherAIEmbedding } from './togetherAIEmbedding.node.js'

export default defineRuntime(togetherAIEmbedding, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = (credential.basePath || 'https://api.together.xyz/v1').replace(/\/+$/, '')
    const model = getString(ctx, 'modelName') || 'BAAI/bge-base-en-v1.5'
    return httpEmbeddings(ctx, {
      provider: 'TogetherAI',
      url: `${base}/embeddings`,
      headers: { authorization: `Bearer ${credential.togetherAIApiKey ?? ''}` },
      body: (texts) => ({ model, input: texts }),
      vectors: openAIShapedVectors,
    })
  },
})
