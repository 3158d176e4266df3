import { defineRuntime } from '../../runtime'
import { isRecord } from '@unikflow/graph'
import { httpEmbeddings, numbers } from '../../shared/http-embeddings'
import { getString } from '../../shared/read-inputs'
import { cohereEmbeddings } from './cohereEmbeddings.node.js'

/** Cohere's embed answer: `embeddings` is the list of float vectors (or `{ float: [...] }` when types were asked). */
function cohereVectors(answer: unknown): number[][] {
  const embeddings = isRecord(answer) ? answer.embeddings : undefined
  const list = isRecord(embeddings) ? embeddings.float : embeddings
  return Array.isArray(list) ? list.map(numbers) : []
}

export default defineRuntime(cohereEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = (credential.basePath || 'https://api.cohere.com').replace(/\/+$/, '')
    const model = getString(ctx, 'modelName') || 'embed-english-v2.0'
    const inputType = getString(ctx, 'inputType') || 'search_query'
    return httpEmbeddings(ctx, {
      provider: 'Cohere',
      url: `${base}/v1/embed`,
      headers: { authorization: `Bearer ${credential.cohereApiKey ?? ''}` },
      body: (texts) => ({ model, texts, input_type: inputType, truncate: 'END' }),
      vectors: cohereVectors,
      batchSize: 96,
    })
  },
})
