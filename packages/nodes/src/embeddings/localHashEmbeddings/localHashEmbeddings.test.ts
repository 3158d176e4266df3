import { describe, expect, it } from 'vitest'
import { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

async function embeddings(dimensions?: number) {
  const model = await harness.supply('localHashEmbeddings', {
    inputs: dimensions === undefined ? {} : { dimensions },
  })
  if (!(model instanceof Embeddings)) throw new Error('not embeddings')
  return model
}

const cosine = (a: number[], b: number[]) => {
  const dot = a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0)
  return dot / (Math.hypot(...a) * Math.hypot(...b))
}

describe('Local Embeddings', () => {
  it('embeds without the network, in its Dimensions (384 by default, kept within 8 to 4096)', async () => {
    const before = harness.openai.calls.length
    expect(await (await embeddings()).embedQuery('cats')).toHaveLength(384)
    expect(await (await embeddings(64)).embedQuery('cats')).toHaveLength(64)
    expect(await (await embeddings(2)).embedQuery('cats')).toHaveLength(8)
    expect(await (await embeddings(100000)).embedQuery('cats')).toHaveLength(4096)
    expect(harness.openai.calls.length).toBe(before)
  })

  it('the same text embeds the same; texts sharing words are nearer than unrelated ones', async () => {
    const model = await embeddings(256)
    const [refunds, again, refundsPaid, shipping] = await model.embedDocuments([
      'refunds are paid',
      'refunds are paid',
      'when are refunds paid',
      'shipping to europe',
    ])
    expect(again).toEqual(refunds)
    expect(cosine(refunds ?? [], refundsPaid ?? [])).toBeGreaterThan(cosine(refunds ?? [], shipping ?? []))
  })
})
