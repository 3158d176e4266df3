import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('MRKL Agent for Chat Models (a Flowise export of its earlier ReAct agent)', () => {
  it('runs as the ReAct agent: calls a tool in text, then answers', async () => {
    harness.openai.queue(
      { content: 'Thought: I should add.\nAction: calculator\nAction Input: 6*7' },
      { content: 'Thought: I know it.\nFinal Answer: It is 42.' },
    )
    const result = await harness.runFlow(
      [
        { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
        { id: 'mem', name: 'bufferMemory' },
        { id: 't', name: 'calculator' },
        {
          id: 'a',
          name: 'mrklAgentChat',
          inputs: {
            model: '{{m.data.instance}}',
            memory: '{{mem.data.instance}}',
            tools: ['{{t.data.instance}}'],
          },
        },
      ],
      { question: 'six times seven' },
    )
    expect(result.text).toBe('It is 42.')
    expect(result.usedTools).toEqual([expect.objectContaining({ tool: 'calculator', toolOutput: '42' })])
  })
})
