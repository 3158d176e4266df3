import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TFlowData } from '@unikflow/graph'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from '../run/run-flow'
import type { TRunEvent } from '../run/events'
import { createTestServices, withCredential } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

/** Flowise's tool-agent.json without the SerpAPI node (run/fixtures.test.ts runs it with SerpAPI on a double). */
function loadFlow(): TFlowData {
  const flow: TFlowData = JSON.parse(
    readFileSync(new URL('./flows/tool-agent-calculator.json', import.meta.url), 'utf8'),
  )
  return withCredential(flow, 'cred-openai', ['chatOpenAI'])
}

describe('flows/tool-agent-calculator.json (Tool Agent + Calculator + Buffer Memory + ChatOpenAI)', () => {
  it('runs end to end: tool call, streamed answer, used tools, memory on the second turn', async () => {
    const services = createTestServices(fake.baseUrl)
    const events: TRunEvent[] = []
    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '1234 * 5' } }] },
      { content: 'That makes 6170.' },
    )
    const first = await runFlow({
      chatId: 'chat-1',
      flowId: 'flow-1',
      flowData: loadFlow(),
      question: 'What is 1234 times 5?',
      services,
      onEvent: (e) => events.push(e),
    })
    expect(first.text).toBe('That makes 6170.')
    expect(first.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '1234 * 5' }, toolOutput: '6170' },
    ])
    const order = events.map((e) => e.event).filter((e, i, all) => e !== all[i - 1])
    expect(order).toEqual(['start', 'token', 'usedTools', 'metadata', 'end'])
    expect(first.trace.nodes.map((n) => n.nodeId).sort()).toEqual([
      'bufferMemory_1',
      'calculator_1',
      'chatOpenAI_0',
      'toolAgent_0',
    ])

    fake.respondWith((req) => ({ content: JSON.stringify(req.messages.map((m) => m.role)) }))
    const second = await runFlow({
      chatId: 'chat-1',
      flowId: 'flow-1',
      flowData: loadFlow(),
      question: 'and again?',
      services,
    })
    expect(JSON.parse(second.text)).toEqual(['system', 'user', 'assistant', 'user'])
    fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })
})
