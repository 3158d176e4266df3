import { describe, expect, it } from 'vitest'
import { OpenAIEmbeddings } from '@langchain/openai'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

async function embeddings(inputs: Record<string, unknown>) {
  const model = await harness.supply('openAIEmbeddings', { credential: 'cred-openai', inputs })
  if (!(model instanceof OpenAIEmbeddings)) throw new Error('not OpenAI embeddings')
  return model
}

describe('OpenAI Embeddings', () => {
  it('embeds in batches of its Batch Size with its model and dimensions, newlines stripped', async () => {
    const model = await embeddings({ modelName: 'text-embedding-3-small', dimensions: 8, batchSize: 2 })
    const before = harness.openai.calls.length
    const vectors = await model.embedDocuments(['one\ntwo', 'three', 'four'])
    expect(vectors).toHaveLength(3)
    expect(vectors[0]?.length).toBeGreaterThan(0)
    const calls = harness.openai.calls.slice(before)
    expect(calls.map((c) => c.path)).toEqual(['/v1/embeddings', '/v1/embeddings'])
    expect(calls[0]?.headers.authorization).toBe('Bearer sk-test')
    expect(calls[0]?.body).toMatchObject({
      model: 'text-embedding-3-small',
      dimensions: 8,
      input: ['one two', 'three'],
    })
    expect(calls[1]?.body).toMatchObject({ input: ['four'] })
  })

  it('keeps newlines when Strip New Lines is off; the same text embeds the same', async () => {
    const model = await embeddings({ stripNewLines: false })
    const query = await model.embedQuery('a\nb')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({
      model: 'text-embedding-ada-002',
      input: 'a\nb',
    })
    expect(await model.embedQuery('a\nb')).toEqual(query)
  })
})
