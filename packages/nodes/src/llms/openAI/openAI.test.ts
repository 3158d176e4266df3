import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('OpenAI (completion LLM)', () => {
  it('answers an LLM chain through the completions API, streaming its tokens', async () => {
    harness.openai.queue({ content: 'Paris is the capital.' })
    const { result, tokens } = await harness.runFlowWithEvents(
      [
        {
          id: 'm',
          name: 'openAI',
          credential: 'cred-openai',
          inputs: { modelName: 'gpt-3.5-turbo-instruct' },
        },
        { id: 'p', name: 'promptTemplate', inputs: { template: 'Q: {question}\nA:' } },
        {
          id: 'c',
          name: 'llmChain',
          inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' },
        },
      ],
      { question: 'capital of France?' },
    )
    expect(result.text).toBe('Paris is the capital.')
    expect(tokens.join('')).toBe('Paris is the capital.')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/v1/completions')
    expect(call?.body).toMatchObject({
      model: 'gpt-3.5-turbo-instruct',
      prompt: ['Q: capital of France?\nA:'],
    })
  })
})
