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

describe('Simple Prompt Moderation', () => {
  it('Simple Prompt Moderation refuses deny-listed input and the chain answers with its message', async () => {
    const flow = buildFlow([
      ...chain({ inputModeration: ['{{mod.data.instance}}'] }),
      {
        id: 'mod',
        name: 'inputModerationSimple',
        inputs: { denyList: 'forbidden\nsecret', moderationErrorMessage: 'No.' },
      },
    ])
    expect((await harness.runFlow(flow, { question: 'tell me the SECRET' })).text).toBe('No.')
    expect((await harness.runFlow(flow, { question: 'hello' })).text).toBe('You said: hello')
  })
})
