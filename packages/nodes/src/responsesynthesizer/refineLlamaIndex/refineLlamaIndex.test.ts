import { describe, expect, it } from 'vitest'
import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import { useNodeHarness } from '@unikflow/engine/testing'
import { ResponseSynthesizer, synthesize } from '../../shared/response-synthesis'

const harness = useNodeHarness()
const docs = ['Cats purr.', 'Dogs bark.', 'Birds sing.'].map((pageContent) => ({ pageContent, metadata: {} }))
const prompts = () =>
  harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions')).map((c) => JSON.stringify(c.body))

describe('Refine', () => {
  it('answers from the first chunk and refines with each next, one call per chunk, with its own prompts', async () => {
    const synthesizer = await harness.supply('refineLlamaIndex', {
      inputs: { textQAPrompt: 'QA {context} / {query}', refinePrompt: 'REFINE {existingAnswer} + {context}' },
    })
    expect(synthesizer).toBeInstanceOf(ResponseSynthesizer)
    const model = (await harness.supply('chatOpenAI', { credential: 'cred-openai' })) as BaseLanguageModel
    harness.openai.queue({ content: 'A1' }, { content: 'A2' }, { content: 'A3' })
    const before = prompts().length
    const answer = await synthesize(
      harness.context('queryEngine'),
      model,
      'pets?',
      docs,
      synthesizer as ResponseSynthesizer,
      false,
    )
    expect(answer).toBe('A3')
    const sent = prompts().slice(before)
    expect(sent).toHaveLength(3)
    expect(sent[0]).toContain('QA Cats purr. / pets?')
    expect(sent[1]).toContain('REFINE A1 + Dogs bark.')
    expect(sent[2]).toContain('REFINE A2 + Birds sing.')
  })
})
