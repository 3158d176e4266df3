import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { contents, HANDBOOK, handbookStore } from '../../testing/handbook-store'

const harness = useNodeHarness()

describe('Extract Metadata Retriever', () => {
  it('searches only the documents whose metadata matches what the model read out of the question', async () => {
    const vectorStore = await handbookStore(harness, 'vectorStore')
    const model = await harness.supply('chatOpenAI', { credential: 'cred-openai' })
    harness.openai.queue({ content: '{"source": "page-3"}' })
    const docs = await harness.supply('extractMetadataRetriever', {
      inputs: {
        vectorStore,
        model,
        dynamicMetadataFilterRetrieverStructuredOutput: JSON.stringify([
          { key: 'source', type: 'Enum', enumValues: 'page-1, page-2, page-3', description: 'the page' },
        ]),
      },
      output: 'document',
      question: 'Refunds: what does page-3 say?',
    })
    expect(contents(docs)).toEqual([HANDBOOK[2]])
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain('Extract keywords from the query: Refunds: what does page-3 say?')
    expect(sent).toContain('\\"source\\" (one of \\"page-1\\", \\"page-2\\", \\"page-3\\"): the page')
  })

  it('searches the whole store when the model finds no metadata, up to Top K', async () => {
    const vectorStore = await handbookStore(harness, 'vectorStore')
    const model = await harness.supply('chatOpenAI', { credential: 'cred-openai' })
    harness.openai.queue({ content: '{}' })
    const docs = await harness.supply('extractMetadataRetriever', {
      inputs: { vectorStore, model, topK: 2 },
      output: 'document',
      question: 'How long do refunds take?',
    })
    expect(contents(docs)).toHaveLength(2)
    expect(contents(docs)).toContain(HANDBOOK[0])
  })
})
