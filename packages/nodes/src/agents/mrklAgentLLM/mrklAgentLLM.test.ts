import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('MRKL Agent for LLMs (a Flowise export of its earlier ReAct agent)', () => {
  it('runs as the ReAct agent for language models', async () => {
    harness.openai.queue({ content: 'Final Answer: Hello there.' })
    const result = await harness.runFlow(
      [
        { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
        { id: 't', name: 'calculator' },
        {
          id: 'a',
          name: 'mrklAgentLLM',
          inputs: { model: '{{m.data.instance}}', tools: ['{{t.data.instance}}'] },
        },
      ],
      { question: 'greet me' },
    )
    expect(result.text).toBe('Hello there.')
  })
})
