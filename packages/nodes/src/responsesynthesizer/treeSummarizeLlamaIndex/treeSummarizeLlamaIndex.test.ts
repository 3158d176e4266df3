import { describe, expect, it } from 'vitest'
import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import { useNodeHarness } from '@unikflow/engine/testing'
import { COMPACT_BUDGET, ResponseSynthesizer, synthesize } from '../../shared/response-synthesis'

const harness = useNodeHarness()

describe('TreeSummarize', () => {
  it('answers each batch that fits one call, then the answers together as the root', async () => {
    const synthesizer = await harness.supply('treeSummarizeLlamaIndex', {
      inputs: { prompt: 'SUM [{context}] for {query}' },
    })
    const model = (await harness.supply('chatOpenAI', { credential: 'cred-openai' })) as BaseLanguageModel
    // Two chunks too long to share one call: two leaves, then the root.
    const big = (word: string) => `${word} `.repeat(COMPACT_BUDGET / 6).trim()
    const docs = [big('cats'), big('dogs')].map((pageContent) => ({ pageContent, metadata: {} }))
    harness.openai.queue(
      { content: 'Cats purr.' },
      { content: 'Dogs bark.' },
      { content: 'Pets make sounds.' },
    )
    const before = harness.openai.calls.length
    const answer = await synthesize(
      harness.context('queryEngine'),
      model,
      'pets?',
      docs,
      synthesizer as ResponseSynthesizer,
      false,
    )
    expect(answer).toBe('Pets make sounds.')
    const sent = harness.openai.calls.slice(before).map((c) => JSON.stringify(c.body))
    expect(sent).toHaveLength(3)
    expect(sent[0]).toContain('SUM [cats cats')
    expect(sent[1]).toContain('SUM [dogs dogs')
    expect(sent[2]).toContain('SUM [Cats purr.\\n\\nDogs bark.] for pets?')
  })

  it('answers chunks that fit one call in that one call', async () => {
    const synthesizer = await harness.supply('treeSummarizeLlamaIndex')
    const model = (await harness.supply('chatOpenAI', { credential: 'cred-openai' })) as BaseLanguageModel
    harness.openai.queue({ content: 'Both.' })
    const before = harness.openai.calls.length
    const docs = ['Cats purr.', 'Dogs bark.'].map((pageContent) => ({ pageContent, metadata: {} }))
    expect(
      await synthesize(
        harness.context('queryEngine'),
        model,
        'q',
        docs,
        synthesizer as ResponseSynthesizer,
        false,
      ),
    ).toBe('Both.')
    expect(harness.openai.calls.length - before).toBe(1)
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('Using only these sources')
  })
})
