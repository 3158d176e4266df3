import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { contents, HANDBOOK, handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

describe('LLM Filter Retriever', () => {
  it('keeps the documents the model calls relevant', async () => {
    const baseRetriever = await handbookStore(harness, 'retriever', 4)
    const model = await harness.supply('chatOpenAI', {
      credential: 'cred-openai',
      inputs: { streaming: false },
    })
    harness.openai.respondWith((req) => ({
      content: JSON.stringify(req.messages).includes('Refunds are paid') ? 'YES' : 'No.',
    }))
    const docs = await harness.supply('llmFilterRetriever', {
      inputs: { baseRetriever, model, query: 'When do I get my money back?' },
      output: 'document',
    })
    expect(contents(docs)).toEqual([HANDBOOK[0]])
    expect(harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions'))).toHaveLength(4)
  })
})
