import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

const flow = (inputs: Record<string, unknown>) =>
  buildFlow([
    fakeChatModel,
    { id: 'p', name: 'promptTemplate', inputs: { template: '{q}' } },
    {
      id: 'c',
      name: 'llmChain',
      inputs: {
        model: '{{m.data.instance}}',
        prompt: '{{p.data.instance}}',
        outputParser: '{{o.data.instance}}',
      },
    },
    { id: 'o', name: 'customListOutputParser', inputs },
  ])

describe('Custom List Output Parser', () => {
  it("splits the answer by the node's separator", async () => {
    harness.openai.queue({ content: 'red; green ;blue' })
    expect((await harness.runFlow(flow({ separator: ';' }), { question: 'colours' })).json).toEqual([
      'red',
      'green',
      'blue',
    ])
  })

  it('fails an answer with another number of values than its Length', async () => {
    harness.openai.queue({ content: 'a, b' })
    await expect(harness.runFlow(flow({ length: 3 }), { question: 'three letters' })).rejects.toThrow(/3/)
  })
})
