import { defineRuntime } from '../../runtime'
import { httpEmbeddings, openAIShapedVectors } from '../../shared/http-embeddings'
import { getBoolean, getOptionalNumber, getString } from '../../shared/read-inputs'
import { jinaEmbeddings } from './jinaEmbeddings.node.js'

export default defineRuntime(jinaEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = (credential.basePath || 'https://api.jina.ai/v1').replace(/\/+$/, '')
    const model = getString(ctx, 'modelName') || 'jina-embeddings-v3'
    const dimensions = getOptionalNumber(ctx, 'modelDimensions')
    const lateChunking = getBoolean(ctx, 'allowLateChunking', false)
    // Only the v3 models take a task; they embed passages and queries differently.
    const tasks = model.includes('v3')
    return httpEmbeddings(ctx, {
      provider: 'Jina AI',
      url: `${base}/embeddings`,
      headers: { authorization: `Bearer ${credential.jinaAIAPIKey ?? ''}` },
      body: (texts, purpose) => ({
        model,
        input: texts,
        ...(dimensions === undefined ? {} : { dimensions }),
        ...(lateChunking ? { late_chunking: true } : {}),
        ...(tasks ? { task: purpose === 'query' ? 'retrieval.query' : 'retrieval.passage' } : {}),
      }),
      vectors: openAIShapedVectors,
    })
  },
})
