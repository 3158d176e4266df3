import type { BaseRetriever } from '@langchain/core/retrievers'
import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { HANDBOOK, handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

describe('Multi Query Retriever', () => {
  it('searches with the question and each wording the model wrote, returning every document once', async () => {
    const vectorStore = await handbookStore(harness, 'vectorStore')
    const model = await harness.supply('chatOpenAI', { credential: 'cred-openai' })
    harness.openai.queue({ content: '1. How long do refunds take?\n2. Refund time after a return' })
    const retriever = (await harness.supply('multiQueryRetriever', {
      inputs: { vectorStore, model, modelPrompt: 'Reword: {question}' },
    })) as BaseRetriever
    const docs = await retriever.invoke('When are refunds paid?')
    expect(docs.map((d) => d.pageContent).sort()).toEqual([...HANDBOOK].sort())
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('Reword: When are refunds paid?')
  })
})
