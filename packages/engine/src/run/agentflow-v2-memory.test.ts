import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatMessage } from '@unikflow/nodes'
import { runFlow } from './run-flow'
import { createTestServices } from '../testing/test-services'
import { buildV2Flow, fakeModel } from '../testing/v2-flows'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
  // The summary request is answered with a summary; any other with what the model was sent.
  fake.respondWith((req) => {
    const last = String(req.messages.at(-1)?.content ?? '')
    return last.startsWith('Write a short summary')
      ? { content: 'SUMMARY(Alice lives in Oslo)' }
      : { content: 'answered' }
  })
})
afterAll(() => fake.close())

const history: TChatMessage[] = [
  { role: 'userMessage', content: 'My name is Alice and I live in Oslo, the capital of Norway, since 2019.' },
  { role: 'apiMessage', content: 'Nice to meet you, Alice. Oslo is a lovely city by the fjord.' },
  { role: 'userMessage', content: 'Remember that.' },
  { role: 'apiMessage', content: 'Sure.' },
]

const chatBodies = (from: number) =>
  fake.calls
    .slice(from)
    .filter((c) => c.path.endsWith('/chat/completions'))
    .map((c) => c.body as ChatRequest)

async function askWithMemory(chatId: string, memory: Record<string, unknown>, system?: string) {
  const from = fake.calls.length
  const flow = buildV2Flow(
    [
      { id: 'start', name: 'startAgentflow' },
      {
        id: 'llm',
        name: 'llmAgentflow',
        inputs: {
          ...fakeModel('llmModel'),
          ...memory,
          ...(system ? { llmMessages: [{ role: 'system', content: system }] } : {}),
        },
      },
    ],
    [['start', 'llm']],
  )
  const result = await runFlow({
    chatId,
    flowId: `f-${chatId}`,
    flowData: flow,
    question: 'Where do I live?',
    history,
    services: createTestServices(fake.baseUrl),
  })
  expect(result.text).toBe('answered')
  const bodies = chatBodies(from)
  const summaryCalls = bodies.filter((b) => String(b.messages.at(-1)?.content).startsWith('Write a short'))
  const answer = bodies.find((b) => !summaryCalls.includes(b))
  return { summaryCalls, sent: answer?.messages.map((m) => ({ role: m.role, content: m.content })) ?? [] }
}

describe('Agentflow v2 summary memory', () => {
  it('Conversation Summary sends one summary of the earlier turns in their place', async () => {
    const { summaryCalls, sent } = await askWithMemory('sum-1', { llmMemoryType: 'conversationSummary' })
    expect(summaryCalls).toHaveLength(1)
    const asked = String(summaryCalls[0]?.messages.at(-1)?.content)
    expect(asked).toContain('user: My name is Alice')
    expect(asked).toContain('assistant: Sure.')
    expect(sent).toEqual([
      { role: 'assistant', content: 'SUMMARY(Alice lives in Oslo)' },
      { role: 'user', content: 'Where do I live?' },
    ])
  })

  it('Conversation Summary Buffer keeps the latest turns under the token limit and summarises the rest', async () => {
    const { summaryCalls, sent } = await askWithMemory('sum-2', {
      llmMemoryType: 'conversationSummaryBuffer',
      llmMemoryMaxTokenLimit: 10,
    })
    expect(summaryCalls).toHaveLength(1)
    const asked = String(summaryCalls[0]?.messages.at(-1)?.content)
    expect(asked).toContain('My name is Alice')
    expect(asked).not.toContain('Remember that.')
    expect(sent).toEqual([
      { role: 'system', content: 'Summary of the earlier conversation: SUMMARY(Alice lives in Oslo)' },
      { role: 'user', content: 'Remember that.' },
      { role: 'assistant', content: 'Sure.' },
      { role: 'user', content: 'Where do I live?' },
    ])
  })

  it('Conversation Summary Buffer sends everything under the limit, the summary as user beside a system message', async () => {
    const all = await askWithMemory('sum-3', {
      llmMemoryType: 'conversationSummaryBuffer',
      llmMemoryMaxTokenLimit: 2000,
    })
    expect(all.summaryCalls).toHaveLength(0)
    expect(all.sent.map((m) => m.content)).toEqual([...history.map((m) => m.content), 'Where do I live?'])
    const withSystem = await askWithMemory(
      'sum-4',
      { llmMemoryType: 'conversationSummaryBuffer', llmMemoryMaxTokenLimit: 10 },
      'Be brief',
    )
    expect(withSystem.sent.slice(0, 2)).toEqual([
      { role: 'system', content: 'Be brief' },
      { role: 'user', content: 'Summary of the earlier conversation: SUMMARY(Alice lives in Oslo)' },
    ])
  })
})
