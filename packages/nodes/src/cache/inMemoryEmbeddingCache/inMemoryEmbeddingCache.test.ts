import { describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding } from '@unikflow/testkit'

const harness = useNodeHarness()
// OpenAI's client takes vectors as base64 float32: the values come back at that precision.
const vector = (text: string) => fakeEmbedding(text).map(Math.fround)
const embeddingCalls = () => harness.openai.calls.filter((c) => c.path.endsWith('/embeddings')).length

describe('InMemory Embedding Cache', () => {
  it('embeds a document text once: the second upsert of it costs no embedding call', async () => {
    const underlying = await harness.supply('openAIEmbeddings', { credential: 'cred-openai' })
    const cached = (await harness.supply('inMemoryEmbeddingCache', {
      inputs: { embeddings: underlying, namespace: 'docs-' },
    })) as Embeddings
    const before = embeddingCalls()
    const first = await cached.embedDocuments(['refunds in 14 days', 'gift cards'])
    const again = await cached.embedDocuments(['gift cards', 'refunds in 14 days', 'new text'])
    expect(first).toEqual([vector('refunds in 14 days'), vector('gift cards')])
    expect(again).toEqual([vector('gift cards'), vector('refunds in 14 days'), vector('new text')])
    expect(embeddingCalls() - before).toBe(2)
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({ input: ['new text'] })
  })
})
