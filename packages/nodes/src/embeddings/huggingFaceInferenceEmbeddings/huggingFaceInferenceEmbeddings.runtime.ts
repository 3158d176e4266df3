import { defineRuntime } from '../../runtime'
import { httpEmbeddings, numbers } from '../../shared/http-embeddings'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { huggingFaceInferenceEmbeddings } from './huggingFaceInferenceEmbeddings.node.js'

const HF_INFERENCE = 'https://router.huggingface.co/hf-inference/models'

/** A feature extraction answer: one vector per input (a model that pools), as a list of lists of numbers. */
function featureVectors(answer: unknown): number[][] {
  if (!Array.isArray(answer)) throw new Error('Hugging Face answered no list of embeddings')
  return answer.map(numbers)
}

export default defineRuntime(huggingFaceInferenceEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const endpoint = getString(ctx, 'endpoint').trim()
    const model = getString(ctx, 'modelName').trim()
    if (!endpoint && !model) throw new NodeInputError(`${ctx.label}: give a Model or an Endpoint`)
    const key = credential.huggingFaceApiKey ?? ''
    return httpEmbeddings(ctx, {
      provider: 'Hugging Face',
      url: endpoint || `${HF_INFERENCE}/${model}/pipeline/feature-extraction`,
      headers: key ? { authorization: `Bearer ${key}` } : {},
      body: (texts) => ({ inputs: texts }),
      vectors: featureVectors,
      batchSize: 32,
    })
  },
})
