import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { NamedPrompt } from '../../shared/llm-router'

const harness = useNodeHarness()

// How the Multi Prompt Chain routes between these prompts is tested in chains/multiPromptChain.
describe('Prompt Retriever', () => {
  it('supplies its prompt under its name, or under its label when the name is empty', async () => {
    const named = await harness.supply('promptRetriever', {
      inputs: {
        name: ' physics ',
        description: 'Questions about physics',
        systemMessage: 'You are a physicist.',
      },
    })
    expect(named).toBeInstanceOf(NamedPrompt)
    expect(named).toMatchObject({
      name: 'physics',
      description: 'Questions about physics',
      systemMessage: 'You are a physicist.',
    })
    expect(await harness.supply('promptRetriever', { inputs: { description: 'd' } })).toMatchObject({
      name: 'promptRetriever',
    })
  })
})
