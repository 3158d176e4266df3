import { defineRuntime } from '../../runtime'
import { httpEmbeddings, openAIShapedVectors } from '../../shared/http-embeddings'
import { getBoolean, getNumber, getString } from '../../shared/read-inputs'
import { mistralAIEmbeddings } from './mistralAIEmbeddings.node.js'

export default defineRuntime(mistralAIEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    // Like ChatMistralAI's, the endpoint is the server's root; the API lives under /v1.
    const root = (getString(ctx, 'overrideEndpoint').trim() || 'https://api.mistral.ai').replace(/\/+$/, '')
    const base = root.endsWith('/v1') ? root : `${root}/v1`
    const model = getString(ctx, 'modelName') || 'mistral-embed'
    return httpEmbeddings(ctx, {
      provider: 'Mistral AI',
      url: `${base}/embeddings`,
      headers: { authorization: `Bearer ${credential.mistralAIAPIKey ?? ''}` },
      body: (texts) => ({ model, input: texts }),
      vectors: openAIShapedVectors,
      batchSize: getNumber(ctx, 'batchSize', 512),
      stripNewLines: getBoolean(ctx, 'stripNewLines', true),
    })
  },
})
