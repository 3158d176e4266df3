import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import {
  expectAgentUsesTools,
  expectStreamsInChain,
  expectWholeAnswer,
  type TChatModelCase,
} from '../../testing/chat-model-checks'

const harness = useNodeHarness()

const cohere = (): TChatModelCase => ({
  model: {
    id: 'm',
    name: 'chatCohere',
    credential: 'cred-co',
    inputs: { modelName: 'command-a-03-2025', temperature: 0.3 },
  },
  services: harness.services({
    credentials: { 'cred-co': { cohereApiKey: 'co-key', basePath: harness.openai.origin } },
  }),
})

describe('ChatCohere against a double of Cohere’s Compatibility API', () => {
  it('streams the answer into an LLM Chain, asking with the cohereApi key, model and temperature', async () => {
    harness.openai.queue({ content: 'Command says hi' })
    await expectStreamsInChain(harness, cohere(), 'Command says hi')
    const call = harness.openai.calls.at(-1)
    expect(call?.path).toBe('/compatibility/v1/chat/completions')
    expect(call?.headers.authorization).toBe('Bearer co-key')
    expect(call?.body).toMatchObject({ model: 'command-a-03-2025', temperature: 0.3, stream: true })
  })

  it('answers whole when Streaming is off', async () => {
    harness.openai.queue({ content: 'whole answer' })
    await expectWholeAnswer(harness, cohere(), 'whole answer')
    expect(harness.openai.calls.at(-1)?.body).not.toHaveProperty('stream', true)
  })

  it('is the model of a Tool Agent, calling its tools', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] },
      { content: '42' },
    )
    await expectAgentUsesTools(harness, cohere())
    expect(JSON.stringify(harness.openai.calls.at(-2)?.body)).toContain('"calculator"')
  })
})
