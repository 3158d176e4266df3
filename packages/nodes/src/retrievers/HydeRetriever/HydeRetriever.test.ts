import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { contents, HANDBOOK, handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

describe('HyDE Retriever', () => {
  it('searches with the passage the model wrote for the question, not the question itself', async () => {
    const vectorStore = await handbookStore(harness, 'vectorStore')
    const model = await harness.supply('chatOpenAI', { credential: 'cred-openai' })
    harness.openai.queue({ content: 'Gift cards never expire and can be used online.' })
    const docs = await harness.supply('HydeRetriever', {
      inputs: { vectorStore, model, promptKey: 'fiqa', topK: 1 },
      output: 'document',
      question: 'Is my voucher still valid?',
    })
    expect(contents(docs)).toEqual([HANDBOOK[1]])
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain('financial article')
    expect(sent).toContain('Question: Is my voucher still valid?')
  })
})
