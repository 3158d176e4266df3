import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { httpEmbeddings, numbers } from '../../shared/http-embeddings'
import { getBoolean, getString } from '../../shared/read-inputs'
import { googleGenerativeAiEmbeddings } from './googleGenerativeAiEmbeddings.node.js'

const GEMINI_API = 'https://generativelanguage.googleapis.com'

function geminiVectors(answer: unknown): number[][] {
  const list = isRecord(answer) && Array.isArray(answer.embeddings) ? answer.embeddings : []
  return list.map((e) => numbers(isRecord(e) ? e.values : undefined))
}

export default defineRuntime(googleGenerativeAiEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const model = (getString(ctx, 'modelName').trim() || 'gemini-embedding-001').replace(/^models\//, '')
    const taskType = getString(ctx, 'tasktype')
    const base = (getString(ctx, 'baseUrl').trim() || GEMINI_API).replace(/\/+$/, '')
    return httpEmbeddings(ctx, {
      provider: 'Gemini',
      url: `${base}/v1beta/models/${encodeURIComponent(model)}:batchEmbedContents`,
      headers: { 'x-goog-api-key': credential.googleGenerativeAPIKey ?? '' },
      body: (texts) => ({
        requests: texts.map((text) => ({
          model: `models/${model}`,
          content: { parts: [{ text }] },
          ...(taskType && taskType !== 'TASK_TYPE_UNSPECIFIED' ? { taskType } : {}),
        })),
      }),
      vectors: geminiVectors,
      batchSize: 100,
      stripNewLines: getBoolean(ctx, 'stripNewLines'),
    })
  },
})
