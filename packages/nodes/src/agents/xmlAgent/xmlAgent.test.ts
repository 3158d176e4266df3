import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'
import { parseXmlStep } from './xml-protocol'

const harness = useNodeHarness()

const flow = (inputs: Record<string, unknown> = {}) =>
  buildFlow([
    fakeChatModel,
    { id: 'mem', name: 'bufferMemory' },
    { id: 'calc', name: 'calculator' },
    {
      id: 'a',
      name: 'xmlAgent',
      inputs: {
        model: '{{m.data.instance}}',
        memory: '{{mem.data.instance}}',
        tools: ['{{calc.data.instance}}'],
        ...inputs,
      },
    },
  ])

describe('XML Agent', () => {
  it('reads a tool call, a final answer, and plain text as the answer', () => {
    expect(parseXmlStep('<tool>calculator</tool><tool_input>1+1')).toEqual({
      kind: 'action',
      tool: 'calculator',
      input: '1+1',
    })
    expect(parseXmlStep('Done. <final_answer>It is 2.</final_answer>')).toEqual({
      kind: 'final',
      text: 'It is 2.',
    })
    expect(parseXmlStep('Just 2.')).toEqual({ kind: 'final', text: 'Just 2.' })
  })

  it('runs the tool the model names in XML, shows it the observation and answers, keeping the turn', async () => {
    const services = harness.services()
    harness.openai.queue(
      { content: '<tool>calculator</tool><tool_input>6 * 7</tool_input>' },
      { content: '<final_answer>It is 42.</final_answer>' },
    )
    const result = await harness.runFlow(flow(), { question: 'What is 6*7?', chatId: 'xml1', services })
    expect(result.text).toBe('It is 42.')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: '6 * 7', toolOutput: '42' }])
    const last = JSON.stringify(harness.openai.calls.at(-1)?.body)
    expect(last).toContain(
      '<tool>calculator</tool><tool_input>6 * 7</tool_input><observation>42</observation>',
    )
    expect(last).toContain('calculator: ')
    expect(last).toContain('Question: What is 6*7?')
    expect(last).toContain('</tool_input>')
    harness.openai.queue({ content: '<final_answer>You asked about 6*7.</final_answer>' })
    await harness.runFlow(flow(), { question: 'What did I ask?', chatId: 'xml1', services })
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('What is 6*7?')
  })

  it('refuses a System Message without the tools or the scratchpad', async () => {
    await expect(
      harness.runFlow(flow({ systemMessage: 'Answer {input}' }), { question: 'x' }),
    ).rejects.toThrow(/must contain \{tools\} and \{agent_scratchpad\}/)
  })
})
