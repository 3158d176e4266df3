import { describe, expect, it } from 'vitest'
import type { TRunEvent } from '@unikflow/engine'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'

const harness = useNodeHarness()

describe('Tool Agent with tools against the fake server', () => {
  it('calls the calculator, answers with the final text and reports the used tool (result and stream)', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '2 * (3 + 4)' } }] },
      { content: 'It is 14.' },
    )
    const events: TRunEvent[] = []
    const result = await harness.runFlow(toolAgentFlow([{ id: 't', name: 'calculator' }]), {
      question: 'what is 2*(3+4)?',
      onEvent: (e) => events.push(e),
    })
    expect(result.text).toBe('It is 14.')
    expect(result.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '2 * (3 + 4)' }, toolOutput: '14' },
    ])
    const second = harness.openai.calls.at(-1)?.body as {
      messages: Array<{ role: string; content: unknown }>
      tools: unknown[]
    }
    expect(second.messages.at(-1)).toMatchObject({ role: 'tool', content: '14' })
    expect(JSON.stringify(second.messages[0])).toContain('You are a helpful AI assistant.')
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['start', 'token', 'usedTools', 'end']))
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data)
        .join(''),
    ).toBe('It is 14.')
    expect(events.find((e) => e.event === 'usedTools')?.data).toEqual(result.usedTools)
  })

  it('keeps turns in Buffer Memory', async () => {
    const flow = toolAgentFlow([{ id: 't', name: 'calculator' }], { memory: '{{mem.data.instance}}' }, [
      { id: 'mem', name: 'bufferMemory' },
    ])
    const services = harness.services()
    await harness.runFlow(flow, { question: 'my name is Ann', services })
    harness.openai.respondWith((req) => ({ content: `n=${req.messages.length}` }))
    // system + 2 stored messages + the question
    expect((await harness.runFlow(flow, { question: 'who am I?', services })).text).toBe('n=4')
    harness.openai.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })

  it('stops after max iterations', async () => {
    const call = { toolCalls: [{ name: 'calculator', arguments: { input: '1+1' } }] }
    harness.openai.queue(call, call)
    const before = harness.openai.calls.length
    const result = await harness.runFlow(
      toolAgentFlow([{ id: 't', name: 'calculator' }], { maxIterations: 1 }),
      { question: 'loop' },
    )
    expect(result.text).toBe('Agent stopped due to max iterations.')
    expect(harness.openai.calls.length - before).toBe(2)
  })
})
