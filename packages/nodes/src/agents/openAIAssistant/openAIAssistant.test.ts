import { beforeAll, describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import type { TAgentThreadStore, TAssistantAccess } from '../../context'

const harness = useNodeHarness()
let openaiId = ''
beforeAll(async () => {
  const res = await fetch(`${harness.openai.baseUrl}/assistants`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: 'Bearer sk-test',
      'openai-beta': 'assistants=v2',
    },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      instructions: 'You are a shop assistant.',
      tools: [{ type: 'function', function: { name: 'calculator', parameters: { type: 'object' } } }],
    }),
  })
  openaiId = ((await res.json()) as { id: string }).id
})

/** The server's side: the unik's assistant `a-1` is the fake's assistant, with the fake's key. */
const assistants: TAssistantAccess = {
  openAI: async (id) =>
    id === 'a-1' ? { openaiId, apiKey: 'sk-test', baseUrl: harness.openai.baseUrl } : undefined,
}
const texts = new Map<string, string>()
const threads: TAgentThreadStore = {
  load: async (id) => texts.get(id),
  save: async (id, data) => void texts.set(id, data),
}

/** `allow`: the operator's allowlist as a whole (the fake server's own address is not added to it). */
const ask = (
  question: string,
  selectedAssistant = 'a-1',
  allow = [new URL(harness.openai.baseUrl).hostname],
) =>
  runFlow({
    chatId: 'oa-1',
    flowId: 'f-oa',
    flowData: buildFlow([
      { id: 'calc', name: 'calculator' },
      { id: 'a', name: 'openAIAssistant', inputs: { selectedAssistant, tools: ['{{calc.data.instance}}'] } },
    ]),
    question,
    services: {
      ...harness.services(),
      allowPrivateHosts: allow,
      assistants,
      agentThreads: threads,
    },
  })

describe('OpenAI Assistant node', () => {
  it('runs the assistant on the session thread, answers its function call with the connected tool, and keeps the thread', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '19 * 3' } }] },
      { content: 'That is 57.' },
    )
    const first = await ask('What is 19 * 3?')
    expect(first.text).toBe('That is 57.')
    expect(first.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '19 * 3' }, toolOutput: '57' },
    ])
    const thread = texts.get('openai-assistant:f-oa:oa-1')
    expect(thread).toMatch(/^thread/)
    const calls = harness.openai.calls.filter((c) => c.path.includes('/threads'))
    expect(calls.every((c) => c.headers?.authorization === 'Bearer sk-test')).toBe(true)

    harness.openai.queue({ content: 'You asked about 19 * 3.' })
    expect((await ask('What did I ask?')).text).toBe('You asked about 19 * 3.')
    // Same thread: it now holds both questions, both answers (and nothing else).
    const held = harness.openai.assistants.threads.get(thread ?? '')?.map((m) => m.role)
    expect(held).toEqual(['user', 'assistant', 'user', 'assistant'])
  })

  it('passes the outbound guard only, and names an assistant the unik does not have', async () => {
    await expect(ask('Hi', 'a-1', [])).rejects.toThrow(/Refused to connect/)
    await expect(ask('Hi', 'other')).rejects.toThrow(/No OpenAI assistant other in this unik/)
  })
})
