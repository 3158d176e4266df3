import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { type TChatBody, useLlamaIndexStore } from '../../testing/llamaindex-index'

const harness = useNodeHarness()
const { pinecone, indexFlow, ask, chatCalls } = useLlamaIndexStore(harness)

describe('Query Engine', () => {
  it('Query Engine answers from the nearest Pinecone (LlamaIndex) document with the index’s model, with sources', async () => {
    const flow = indexFlow('q1', 'Cats purr.\n\nDogs bark.', {
      id: 'q',
      name: 'queryEngine',
      inputs: { vectorStoreRetriever: '{{v.data.instance}}', returnSourceDocuments: true },
    })
    harness.openai.queue({ content: 'They bark.' })
    const result = await ask(flow, 'Dogs bark.')
    expect(result.text).toBe('They bark.')
    expect(result.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Dogs bark.'])
    expect(result.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'pets' })
    const embed = harness.openai.calls.find((c) => c.path.endsWith('/embeddings'))
    expect(embed?.body).toMatchObject({ model: 'text-embedding-3-small' })
    expect(pinecone().calls.find((c) => c.path.endsWith('/vectors/upsert'))?.body).toMatchObject({
      namespace: 'q1',
    })
    const prompt = (chatCalls().at(-1)?.body as TChatBody).messages.at(-1)?.content ?? ''
    expect(prompt).toContain('Dogs bark.')
    expect(prompt).not.toContain('Cats purr.')
    expect(prompt).toMatch(/Query: Dogs bark\.\n/)
  })

  it('Query Engine without Return Source Documents answers the text only', async () => {
    const flow = indexFlow('q2', 'Cats purr.', {
      id: 'q',
      name: 'queryEngine',
      inputs: { vectorStoreRetriever: '{{v.data.instance}}' },
    })
    harness.openai.queue({ content: 'Purring.' })
    const result = await ask(flow, 'Cats purr.')
    expect(result.text).toBe('Purring.')
    expect(result.sourceDocuments ?? []).toEqual([])
  })
})
