import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { httpEmbeddings, numbers } from '../../shared/http-embeddings'
import { modelFetchOf } from '../../shared/model-options'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { watsonxOf } from '../../shared/watsonx'
import { ibmEmbedding } from './ibmEmbedding.node.js'

/** watsonx.ai's answer: `results[].embedding`, in the order of the inputs. */
function watsonxVectors(answer: unknown): number[][] {
  const results = isRecord(answer) && Array.isArray(answer.results) ? answer.results : []
  return results.map((r) => numbers(isRecord(r) ? r.embedding : undefined))
}

export default defineRuntime(ibmEmbedding, {
  kind: 'supply',
  async supply(ctx) {
    const watsonx = await watsonxOf(ctx, modelFetchOf(ctx))
    const model = getString(ctx, 'modelName').trim() || 'ibm/slate-30m-english-rtrvr'
    const truncate = getOptionalNumber(ctx, 'truncateInputTokens')
    return httpEmbeddings(ctx, {
      provider: 'IBM watsonx.ai',
      url: watsonx.url('text/embeddings'),
      headers: () => watsonx.headers(),
      body: (texts) => ({
        inputs: texts,
        model_id: model,
        project_id: watsonx.projectId,
        ...(truncate === undefined ? {} : { parameters: { truncate_input_tokens: truncate } }),
      }),
      vectors: watsonxVectors,
      batchSize: 1000,
    })
  },
})
