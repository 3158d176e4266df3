import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('OpenAI Tool Agent', () => {
  it('calls tools through the model’s tool calling, with its system message first', async () => {
    const flow = buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      { id: 't', name: 'calculator' },
      { id: 'mem', name: 'bufferMemory' },
      {
        id: 'a',
        name: 'openAIToolAgent',
        inputs: {
          model: '{{m.data.instance}}',
          tools: ['{{t.data.instance}}'],
          memory: '{{mem.data.instance}}',
          systemMessage: 'Be brief.',
        },
      },
    ])
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '2+3' } }] },
      { content: 'Five.' },
    )
    const { result, tokens } = await harness.runFlowWithEvents(flow, {
      question: 'two plus three',
      chatId: 'oa',
    })
    expect(result.text).toBe('Five.')
    expect(tokens.join('')).toBe('Five.')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '2+3' }, toolOutput: '5' }])
    const body = harness.openai.calls.at(-1)?.body as {
      messages: Array<{ role: string; content: unknown }>
      tools: unknown[]
    }
    expect(body.messages[0]?.role).toBe('system')
    expect(JSON.stringify(body.messages[0]?.content)).toContain('Be brief.')
    expect(body.tools).toHaveLength(1)
  })
})
