import { describe, expect, it } from 'vitest'
import { buildFlow, petsDocumentSpecs, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

const flow = (topK: number) =>
  buildFlow([
    ...petsDocumentSpecs,
    { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
    {
      id: 'v',
      name: 'memoryVectorStore',
      output: 'vectorStore',
      inputs: { document: ['{{t.data.instance}}'], embeddings: '{{e.data.instance}}', topK },
    },
    fakeChatModel,
    {
      id: 'qa',
      name: 'vectorDBQAChain',
      inputs: { model: '{{m.data.instance}}', vectorStore: '{{v.data.instance}}' },
    },
  ])

describe('VectorDB QA Chain', () => {
  it('answers from the store’s nearest documents, as many as its Top K, and returns them as sources', async () => {
    harness.openai.queue({ content: 'They purr.' })
    const one = await harness.runFlow(flow(1), { question: 'Cats purr.' })
    expect(one.text).toBe('They purr.')
    expect(one.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Cats purr.'])
    const prompt = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(prompt).toContain('Cats purr.')
    expect(prompt).not.toContain('Dogs bark.')
    const two = await harness.runFlow(flow(2), { question: 'Cats purr.' })
    expect(two.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Cats purr.', 'Dogs bark.'])
  })
})
