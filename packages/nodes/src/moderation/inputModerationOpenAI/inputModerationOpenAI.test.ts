import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

const chain = (extra: Record<string, unknown> = {}) => [
  fakeChatModel,
  { id: 'p', name: 'promptTemplate', inputs: { template: '{q}' } },
  {
    id: 'c',
    name: 'llmChain',
    inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}', ...extra },
  },
]

describe('OpenAI Moderation', () => {
  it('OpenAI Moderation asks the moderation endpoint', async () => {
    const flow = buildFlow([
      ...chain({ inputModeration: ['{{mod.data.instance}}'] }),
      { id: 'mod', name: 'inputModerationOpenAI', credential: 'cred-openai', inputs: {} },
    ])
    expect((await harness.runFlow(flow, { question: 'I will attack' })).text).toContain('Cannot Process!')
    expect(harness.openai.calls.at(-1)?.path).toBe('/v1/moderations')
  })
})
