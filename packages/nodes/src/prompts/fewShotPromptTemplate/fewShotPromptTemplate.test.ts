import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('Few Shot Prompt Template', () => {
  it('shows the examples through the example prompt between prefix and suffix, and the chain fills the question', async () => {
    harness.openai.queue({ content: 'short' })
    const result = await harness.runFlow(
      [
        { id: 'ex', name: 'promptTemplate', inputs: { template: 'Word: {word}\nAntonym: {antonym}' } },
        {
          id: 'fs',
          name: 'fewShotPromptTemplate',
          inputs: {
            examples: '[{"word":"happy","antonym":"sad"},{"word":"tall","antonym":"short"}]',
            examplePrompt: '{{ex.data.instance}}',
            prefix: 'Give the antonym of every input',
            suffix: 'Word: {input}\nAntonym:',
            exampleSeparator: '\n---\n',
          },
        },
        { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
        {
          id: 'c',
          name: 'llmChain',
          inputs: { model: '{{m.data.instance}}', prompt: '{{fs.data.instance}}' },
        },
      ],
      { question: 'long' },
    )
    expect(result.text).toBe('short')
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain(
      JSON.stringify(
        'Give the antonym of every input\n---\nWord: happy\nAntonym: sad\n---\nWord: tall\nAntonym: short\n---\nWord: long\nAntonym:',
      ).slice(1, -1),
    )
  })

  it('refuses examples that are not a JSON array of objects', async () => {
    await expect(
      harness.supply('fewShotPromptTemplate', { inputs: { examples: '{"a":1}', suffix: '{input}' } }),
    ).rejects.toThrow(/Examples must be a JSON array of objects/)
  })
})
