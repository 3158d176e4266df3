import { defineRuntime } from '../../runtime'
import { qianfanAccountOf, qianfanSignedHeaders } from '../../shared/baidu-qianfan'
import { httpEmbeddings, openAIShapedVectors } from '../../shared/http-embeddings'
import { getBoolean, getOptionalNumber, getString } from '../../shared/read-inputs'
import { baiduQianfanEmbeddings } from './baiduQianfanEmbeddings.node.js'

/** Qianfan's `/v2/embeddings` (OpenAI's shape), each request signed with the account's keys (`bce-auth-v1`). */
export default defineRuntime(baiduQianfanEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const account = await qianfanAccountOf(ctx)
    const url = `${account.base}/v2/embeddings`
    const model =
      getString(ctx, 'customModelName').trim() || getString(ctx, 'modelName').trim() || 'Embedding-V1'
    return httpEmbeddings(ctx, {
      provider: 'Baidu Qianfan',
      url,
      headers: async () => qianfanSignedHeaders(account, 'POST', new URL(url)),
      body: (texts) => ({ model, input: texts }),
      vectors: openAIShapedVectors,
      batchSize: getOptionalNumber(ctx, 'batchSize') ?? 1,
      stripNewLines: getBoolean(ctx, 'stripNewLines', false),
    })
  },
})
