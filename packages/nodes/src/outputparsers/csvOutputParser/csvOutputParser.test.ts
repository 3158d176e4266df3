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

describe('List Output Parser', () => {
  it('List Output Parser turns the answer into an array', async () => {
    harness.openai.queue({ content: 'red, green, blue' })
    const flow = buildFlow([
      ...chain({ outputParser: '{{o.data.instance}}' }),
      { id: 'o', name: 'csvOutputParser' },
    ])
    expect((await harness.runFlow(flow, { question: 'colours' })).json).toEqual(['red', 'green', 'blue'])
  })
})
