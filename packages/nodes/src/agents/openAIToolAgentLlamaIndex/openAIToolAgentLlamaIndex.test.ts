import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('OpenAI Tool Agent (LlamaIndex)', () => {
  it('lets its LlamaIndex chat model call the connected tools and keeps the turn in memory', async () => {
    const flow = buildFlow([
      {
        id: 'm',
        name: 'chatOpenAI_LlamaIndex',
        credential: 'cred-openai',
        inputs: { modelName: 'gpt-4o-mini' },
      },
      { id: 'mem', name: 'bufferMemory' },
      { id: 'calc', name: 'calculator' },
      {
        id: 'a',
        name: 'openAIToolAgentLlamaIndex',
        inputs: {
          model: '{{m.data.instance}}',
          memory: '{{mem.data.instance}}',
          tools: ['{{calc.data.instance}}'],
          systemMessage: 'You count for the user.',
        },
      },
    ])
    const services = harness.services()
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: 'It is 42.' },
    )
    const result = await harness.runFlow(flow, { question: 'What is 6*7?', chatId: 'oaili', services })
    expect(result.text).toBe('It is 42.')
    expect(result.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' },
    ])
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('You count for the user.')
    harness.openai.queue({ content: 'You asked 6*7.' })
    await harness.runFlow(flow, { question: 'What did I ask?', chatId: 'oaili', services })
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('What is 6*7?')
  }, 60_000)
})
