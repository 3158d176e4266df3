import type { Embeddings as TEmbeddings } from '@langchain/core/embeddings'
import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { lazyImport } from './lazy-import'
import { modelFetchOf } from './model-options'
import { BODY_LIMITS, readBodyJson, readBodyText } from './read-body'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))

/** What the texts of one request are for: providers embed stored passages and search queries differently. */
export type TEmbeddingPurpose = 'document' | 'query'

/** One provider's embeddings API: where to post, the body of a batch and the vectors of its answer. */
export type TEmbeddingsWire = {
  /** The provider's name, for errors. */
  readonly provider: string
  readonly url: string
  /** Fixed headers, or a function giving them per request (a token that expires). */
  readonly headers: Readonly<Record<string, string>> | (() => Promise<Readonly<Record<string, string>>>)
  readonly body: (texts: string[], purpose: TEmbeddingPurpose) => Record<string, unknown>
  readonly vectors: (answer: unknown) => number[][]
  /** Texts per request (providers cap a batch); 96 when not given. */
  readonly batchSize?: number
  /** Newlines become spaces first (older embedding models did better so). */
  readonly stripNewLines?: boolean
}

class EmbeddingsAnswerError extends Error {
  override readonly name = 'EmbeddingsAnswerError'
}

/** The vectors of an OpenAI-shaped answer (`data[].embedding`, put back in `index` order). */
export function openAIShapedVectors(answer: unknown): number[][] {
  const data = isRecord(answer) && Array.isArray(answer.data) ? answer.data : undefined
  if (!data) throw new EmbeddingsAnswerError('The embeddings answer has no data list')
  const rows = data.filter(isRecord)
  rows.sort((a, b) => Number(a.index ?? 0) - Number(b.index ?? 0))
  return rows.map((row) => numbers(row.embedding))
}

export function numbers(value: unknown): number[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'number'))
    throw new EmbeddingsAnswerError('An embedding in the answer is not a list of numbers')
  return value
}

/**
 * A LangChain Embeddings over a provider's HTTP API, posting through the node's guarded, timed model fetch
 * (a base URL in a credential is user-given). Errors name the provider and status, never the key.
 */
export async function httpEmbeddings(ctx: TNodeContext, wire: TEmbeddingsWire): Promise<TEmbeddings> {
  const { Embeddings } = await langchainCoreEmbeddings()
  const fetch = modelFetchOf(ctx)
  const batchSize = Math.max(1, Math.floor(wire.batchSize ?? 96))
  const post = async (texts: string[], purpose: TEmbeddingPurpose): Promise<number[][]> => {
    const input = wire.stripNewLines ? texts.map((t) => t.replace(/\n/g, ' ')) : texts
    const res = await fetch(wire.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(typeof wire.headers === 'function' ? await wire.headers() : wire.headers),
      },
      body: JSON.stringify(wire.body(input, purpose)),
      signal: ctx.signal,
    })
    if (!res.ok) {
      const detail = (await readBodyText(res, { maxBytes: 2048, beyond: 'cut' })).slice(0, 300)
      throw new Error(`${wire.provider} embeddings failed: HTTP ${res.status} ${detail}`)
    }
    const vectors = wire.vectors(await readBodyJson(res, BODY_LIMITS.apiJson))
    if (vectors.length !== texts.length)
      throw new EmbeddingsAnswerError(
        `${wire.provider} answered ${vectors.length} embeddings for ${texts.length} texts`,
      )
    return vectors
  }
  class HttpEmbeddings extends Embeddings {
    async embedDocuments(texts: string[]): Promise<number[][]> {
      const out: number[][] = []
      for (let i = 0; i < texts.length; i += batchSize)
        out.push(...(await post(texts.slice(i, i + batchSize), 'document')))
      return out
    }
    async embedQuery(text: string): Promise<number[]> {
      const [vector] = await post([text], 'query')
      if (!vector) throw new EmbeddingsAnswerError(`${wire.provider} answered no embedding`)
      return vector
    }
  }
  return new HttpEmbeddings({})
}
