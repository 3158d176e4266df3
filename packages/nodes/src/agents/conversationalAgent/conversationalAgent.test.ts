import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

describe('Conversational Agent (JSON action protocol, any chat model)', () => {
  it('runs the calculator from a JSON blob, answers with the Final Answer and remembers the turn', async () => {
    const flow = buildFlow([
      fakeChatModel,
      { id: 't', name: 'calculator' },
      { id: 'mem', name: 'bufferMemory' },
      {
        id: 'a',
        name: 'conversationalAgent',
        inputs: {
          model: '{{m.data.instance}}',
          memory: '{{mem.data.instance}}',
          tools: ['{{t.data.instance}}'],
        },
      },
    ])
    const services = harness.services()
    harness.openai.queue(
      { content: '```json\n{"action": "calculator", "action_input": "3^4"}\n```' },
      { content: '{"action": "Final Answer", "action_input": "It is 81."}' },
    )
    const result = await harness.runFlow(flow, { question: 'what is 3 to the 4th?', services })
    expect(result.text).toBe('It is 81.')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: '3^4', toolOutput: '81' }])
    const sent = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(sent).toContain('TOOL RESPONSE')
    expect(sent).toContain('> calculator: Useful for getting the result of a math expression')
    harness.openai.queue({ content: 'plain text answer' })
    const second = await harness.runFlow(flow, { question: 'thanks', services })
    expect(second.text).toBe('plain text answer')
    const body = harness.openai.calls.at(-1)?.body as { messages: Array<{ content: unknown }> }
    expect(body.messages.map((m) => m.content)).toContain('It is 81.')
  })
})
