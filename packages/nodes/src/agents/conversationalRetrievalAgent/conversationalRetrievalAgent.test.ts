import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('Conversational Retrieval Agent', () => {
  it('runs as the Tool Agent: the model calls a tool, then answers with the system message sent', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '2+3' } }] },
      { content: 'Five.' },
    )
    const result = await harness.runFlow(
      [
        { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
        { id: 'mem', name: 'bufferMemory' },
        { id: 't', name: 'calculator' },
        {
          id: 'a',
          name: 'conversationalRetrievalAgent',
          inputs: {
            model: '{{m.data.instance}}',
            memory: '{{mem.data.instance}}',
            tools: ['{{t.data.instance}}'],
            systemMessage: 'Answer from the documents.',
          },
        },
      ],
      { question: 'two plus three' },
    )
    expect(result.text).toBe('Five.')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '2+3' }, toolOutput: '5' }])
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('Answer from the documents.')
  })
})
