import { describe, expect, it } from 'vitest'
import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import { useNodeHarness } from '@unikflow/engine/testing'
import { ResponseSynthesizer, synthesize } from '../../shared/response-synthesis'

const harness = useNodeHarness()
const docs = ['Cats purr.', 'Dogs bark.', 'Birds sing.'].map((pageContent) => ({ pageContent, metadata: {} }))

describe('Simple Response Builder', () => {
  it('answers from every chunk in one model call', async () => {
    const synthesizer = await harness.supply('simpleResponseBuilderLlamaIndex')
    const model = (await harness.supply('chatOpenAI', { credential: 'cred-openai' })) as BaseLanguageModel
    harness.openai.queue({ content: 'They make sounds.' })
    const before = harness.openai.calls.length
    const answer = await synthesize(
      harness.context('queryEngine'),
      model,
      'pets?',
      docs,
      synthesizer as ResponseSynthesizer,
      false,
    )
    expect(answer).toBe('They make sounds.')
    const sent = harness.openai.calls.slice(before).map((c) => JSON.stringify(c.body))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('Cats purr.\\n\\nDogs bark.\\n\\nBirds sing.')
    expect(sent[0]).toContain('Query: pets?')
  })
})
