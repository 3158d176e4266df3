import { isRecord } from '@unikflow/graph'
import type { Embeddings as TEmbeddings } from '@langchain/core/embeddings'
import { defineRuntime } from '../../runtime'
import { vertexOf } from '../../shared/google-vertex'
import { numbers } from '../../shared/http-embeddings'
import { lazyImport } from '../../shared/lazy-import'
import { modelFetchOf } from '../../shared/model-options'
import { getBoolean, getString } from '../../shared/read-inputs'
import { googlevertexaiEmbeddings } from './googlevertexaiEmbeddings.node.js'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))

/** Texts per `predict` call: Vertex AI's text embedding models take up to 250 instances. */
const BATCH = 250

function predictionVectors(answer: Record<string, unknown>, count: number): number[][] {
  const predictions = Array.isArray(answer.predictions) ? answer.predictions : []
  const vectors = predictions.map((p) =>
    numbers(isRecord(p) && isRecord(p.embeddings) ? p.embeddings.values : undefined),
  )
  if (vectors.length !== count)
    throw new Error(`Vertex AI answered ${vectors.length} embeddings for ${count} texts`)
  return vectors
}

/** Vertex AI's `predict` of a text embedding model, documents as RETRIEVAL_DOCUMENT, queries as RETRIEVAL_QUERY. */
export default defineRuntime(googlevertexaiEmbeddings, {
  kind: 'supply',
  async supply(ctx): Promise<TEmbeddings> {
    const { Embeddings } = await langchainCoreEmbeddings()
    const vertex = await vertexOf(ctx, modelFetchOf(ctx), {
      region: getString(ctx, 'region').trim() || 'us-central1',
      baseUrl: getString(ctx, 'baseUrl').trim(),
    })
    const model = getString(ctx, 'modelName').trim() || 'text-embedding-004'
    const strip = getBoolean(ctx, 'stripNewLines')
    const embed = async (texts: string[], taskType: string) => {
      const out: number[][] = []
      for (let i = 0; i < texts.length; i += BATCH) {
        const batch = texts.slice(i, i + BATCH).map((t) => (strip ? t.replace(/\n/g, ' ') : t))
        const instances = batch.map((content) => ({ content, task_type: taskType }))
        out.push(
          ...predictionVectors(await vertex.post(model, 'predict', { instances }, ctx.signal), batch.length),
        )
      }
      return out
    }
    class VertexEmbeddings extends Embeddings {
      embedDocuments(texts: string[]) {
        return embed(texts, 'RETRIEVAL_DOCUMENT')
      }
      async embedQuery(text: string) {
        const [vector] = await embed([text], 'RETRIEVAL_QUERY')
        return vector ?? []
      }
    }
    return new VertexEmbeddings({})
  },
})
