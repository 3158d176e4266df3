import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { PromptTemplate } from '@langchain/core/prompts'

const harness = useNodeHarness()

describe('Prompt Template', () => {
  it('fills its Format Prompt Values and leaves the other variables for the chain', async () => {
    const prompt = await harness.supply('promptTemplate', {
      inputs: {
        template: 'As {role}, answer {question} in {count} words',
        promptValues: { role: 'a pirate', count: 5 },
      },
    })
    expect(prompt).toBeInstanceOf(PromptTemplate)
    if (!(prompt instanceof PromptTemplate)) return
    expect(prompt.inputVariables).toEqual(['question'])
    expect(await prompt.format({ question: 'why?' })).toBe('As a pirate, answer why? in 5 words')
  })

  it('ignores values for variables the template does not have', async () => {
    const prompt = await harness.supply('promptTemplate', {
      inputs: { template: 'Say {q}', promptValues: { other: 'x' } },
    })
    if (!(prompt instanceof PromptTemplate)) throw new Error('not a prompt template')
    expect(prompt.inputVariables).toEqual(['q'])
    expect(await prompt.format({ q: 'hi' })).toBe('Say hi')
  })
})
