import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding } from '@unikflow/testkit'

const harness = useNodeHarness()
// OpenAI's client takes vectors as base64 float32: the values come back at that precision.
const vector = (text: string) => fakeEmbedding(text).map(Math.fround)
const embeddingCalls = () => harness.openai.calls.filter((c) => c.path.endsWith('/embeddings')).length

describe('Redis Embeddings Cache', () => {
  it.skipIf(!process.env.TEST_REDIS_URL)(
    'keeps document vectors in Redis: a text is embedded once (needs TEST_REDIS_URL)',
    async () => {
      const services = harness.services({
        allowPrivateHosts: ['127.0.0.1'],
        credentials: { redis: { redisUrl: process.env.TEST_REDIS_URL ?? '' } },
      })
      const underlying = await harness.supply('openAIEmbeddings', { credential: 'cred-openai' })
      const options = {
        credential: 'redis',
        services,
        inputs: { embeddings: underlying, namespace: randomUUID(), ttl: 60 },
      }
      const before = embeddingCalls()
      const first = (await harness.supply('redisEmbeddingsCache', options)) as Embeddings
      expect(await first.embedDocuments(['refunds in 14 days'])).toEqual([vector('refunds in 14 days')])
      // A later run (another instance of the node) finds the vector in Redis.
      const later = (await harness.supply('redisEmbeddingsCache', options)) as Embeddings
      expect(await later.embedDocuments(['refunds in 14 days'])).toEqual([vector('refunds in 14 days')])
      expect(embeddingCalls() - before).toBe(1)
    },
  )
})
