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

describe('Structured Output Parser', () => {
  it('Structured Output Parser reads the datagrid', async () => {
    harness.openai.queue({ content: '```json\n{"answer":"yes","score":3}\n```' })
    const grid = [
      { property: 'answer', type: 'string', description: 'the answer' },
      { property: 'score', type: 'number' },
    ]
    const flow = buildFlow([
      ...chain({ outputParser: '{{o.data.instance}}' }),
      { id: 'o', name: 'structuredOutputParser', inputs: { jsonStructure: JSON.stringify(grid) } },
    ])
    expect((await harness.runFlow(flow, { question: 'q' })).json).toEqual({ answer: 'yes', score: 3 })
  })
})
