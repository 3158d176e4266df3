import { defineRuntime } from '../../runtime'
import { isRecord } from '@unikflow/graph'
import { httpEmbeddings, numbers, openAIShapedVectors } from '../../shared/http-embeddings'
import { headersOf } from '../../shared/openai-compatible-chat'
import { getBoolean, getJsonObject, getNumber, getOptionalNumber, getString } from '../../shared/read-inputs'
import { openAIEmbeddingsCustom } from './openAIEmbeddingsCustom.node.js'

/** A base64 embedding as OpenAI sends it: little-endian float32 values. */
function decodeBase64(value: unknown): number[] {
  if (typeof value !== 'string') return numbers(value)
  const bytes = Buffer.from(value, 'base64')
  const out: number[] = []
  for (let i = 0; i + 4 <= bytes.length; i += 4) out.push(bytes.readFloatLE(i))
  return out
}

function base64Vectors(answer: unknown): number[][] {
  const data = isRecord(answer) && Array.isArray(answer.data) ? answer.data.filter(isRecord) : []
  return openAIShapedVectors({
    data: data.map((row) => ({ ...row, embedding: decodeBase64(row.embedding) })),
  })
}

export default defineRuntime(openAIEmbeddingsCustom, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = (
      getString(ctx, 'basepath').trim() ||
      credential.basePath ||
      'https://api.openai.com/v1'
    ).replace(/\/+$/, '')
    const model = getString(ctx, 'modelName') || 'text-embedding-3-small'
    const dimensions = getOptionalNumber(ctx, 'dimensions')
    const base64 = getString(ctx, 'encodingFormat') === 'base64'
    return httpEmbeddings(ctx, {
      provider: 'OpenAI',
      url: `${base}/embeddings`,
      headers: {
        ...headersOf(getJsonObject(ctx, 'baseOptions').headers),
        authorization: `Bearer ${credential.openAIApiKey ?? ''}`,
      },
      body: (texts) => ({
        model,
        input: texts,
        encoding_format: base64 ? 'base64' : 'float',
        ...(dimensions === undefined ? {} : { dimensions }),
      }),
      vectors: base64 ? base64Vectors : openAIShapedVectors,
      batchSize: getNumber(ctx, 'batchSize', 512),
      stripNewLines: getBoolean(ctx, 'stripNewLines', false),
    })
  },
})
