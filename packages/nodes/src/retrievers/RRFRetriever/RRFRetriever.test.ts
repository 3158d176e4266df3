import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { contents, HANDBOOK, handbookStore } from '../../testing/handbook-store'
import { fuseRankings } from './RRFRetriever.runtime'

const harness = useNodeHarness()

describe('Reciprocal Rank Fusion Retriever', () => {
  it('merges the rankings of the question and the wordings the model wrote, best fused first', async () => {
    const baseRetriever = await handbookStore(harness, 'retriever', 2)
    const model = await harness.supply('chatOpenAI', { credential: 'cred-openai' })
    harness.openai.queue({ content: 'shipping days Europe\nEurope shipping time' })
    const docs = await harness.supply('RRFRetriever', {
      inputs: { baseRetriever, model, queryCount: 2, topK: 1 },
      output: 'document',
      question: 'How long does shipping to Europe take?',
    })
    expect(contents(docs)).toEqual([HANDBOOK[2]])
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('Write 2 search queries')
  })

  it('scores a document 1 / (c + rank) in each list', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((t) => ({ pageContent: t, metadata: {} }))
    if (!a || !b || !c) throw new Error('three documents')
    expect(
      fuseRankings(
        [
          [a, b],
          [b, c],
          [b, a],
        ],
        60,
      ).map((d) => d.pageContent),
    ).toEqual(['b', 'a', 'c'])
  })
})
