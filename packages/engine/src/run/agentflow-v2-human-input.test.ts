import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TAgentThreadStore } from '@unikflow/nodes'
import { runFlow, type TRunFlowOptions } from './run-flow'
import type { TRunEvent } from './events'
import { createTestServices } from '../testing/test-services'
import { buildV2Flow, fakeModel } from '../testing/v2-flows'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

/** A thread store as the server's table behaves: text by key, surviving the services object. */
const table = new Map<string, string>()
const threads: TAgentThreadStore = {
  load: async (id) => table.get(id),
  save: async (id, data) => void table.set(id, data),
}

const flow = buildV2Flow(
  [
    { id: 'start', name: 'startAgentflow', inputs: { startState: [{ key: 'draft', value: '' }] } },
    {
      id: 'writer',
      name: 'llmAgentflow',
      inputs: { ...fakeModel('llmModel'), llmUpdateState: [{ key: 'draft', value: '{{ output }}' }] },
    },
    {
      id: 'check',
      name: 'humanInputAgentflow',
      inputs: { humanInputDescriptionType: 'fixed', humanInputDescription: '<p>Send "{{ writer }}"?</p>' },
    },
    {
      id: 'sent',
      name: 'directReplyAgentflow',
      inputs: { directReplyMessage: 'Sent: {{ $flow.state.draft }}' },
    },
    { id: 'again', name: 'loopAgentflow', inputs: { loopBackToNode: 'writer-Writer', maxLoopCount: 3 } },
  ],
  [
    ['start', 'writer'],
    ['writer', 'check'],
    ['check', 'sent', 0],
    ['check', 'again', 1],
  ],
)

const ask = (question: string, extra: Partial<TRunFlowOptions> = {}, events?: TRunEvent[]) =>
  runFlow({
    chatId: 'chat-h',
    flowId: 'flow-h',
    flowData: flow,
    question,
    services: { ...createTestServices(fake.baseUrl), agentThreads: threads },
    ...(events ? { onEvent: (e: TRunEvent) => events.push(e) } : {}),
    ...extra,
  })

describe('Agentflow v2 Human Input', () => {
  it('pauses with Proceed / Reject, and a Proceed resumes where it stopped with the state kept', async () => {
    fake.queue({ content: 'Dear customer' })
    const events: TRunEvent[] = []
    const first = await ask('Write to the customer', {}, events)
    expect(first.text).toBe('Send "Dear customer"?')
    expect(first.action?.mapping).toMatchObject({ approve: 'Proceed', reject: 'Reject' })
    expect(events.some((e) => e.event === 'action')).toBe(true)
    expect(first.agentFlowExecutedData?.at(-1)).toMatchObject({ nodeId: 'check', status: 'STOPPED' })
    const calls = fake.calls.length
    const resumed = await ask('Proceed')
    expect(resumed.text).toBe('Sent: Dear customer')
    expect(fake.calls.length).toBe(calls)
    expect(resumed.agentFlowExecutedData?.map((d) => d.nodeId)).toEqual([
      'start',
      'writer',
      'check',
      'check',
      'sent',
    ])
    // Done: the next message starts a new execution.
    fake.queue({ content: 'Hello again' })
    expect((await ask('Write once more')).text).toBe('Send "Hello again"?')
  })

  it('on Reject with feedback, loops back to the writer, which sees the feedback', async () => {
    fake.queue({ content: 'Draft one' })
    expect((await ask('Write a note', { chatId: 'chat-r' })).text).toBe('Send "Draft one"?')
    fake.queue({ content: 'Draft two' })
    const second = await ask('anything', {
      chatId: 'chat-r',
      humanInput: { type: 'reject', feedback: 'Shorter please' },
    })
    expect(second.text).toBe('Send "Draft two"?')
    const sent = (fake.calls.at(-1)?.body as { messages: { role: string; content: string }[] }).messages
    expect(sent.map((m) => m.content)).toEqual(['Write a note', 'Draft one', 'Shorter please'])
    expect((await ask('Proceed', { chatId: 'chat-r' })).text).toBe('Sent: Draft two')
  })

  it('drops a paused execution when the next message is not a decision', async () => {
    fake.queue({ content: 'First' })
    await ask('Write', { chatId: 'chat-d' })
    fake.queue({ content: 'Fresh' })
    const fresh = await ask('Something else entirely', { chatId: 'chat-d' })
    expect(fresh.text).toBe('Send "Fresh"?')
    expect(fresh.agentFlowExecutedData?.map((d) => d.nodeId)).toEqual(['start', 'writer', 'check'])
  })

  const agentFlow = buildV2Flow(
    [
      { id: 'start', name: 'startAgentflow' },
      {
        id: 'cashier',
        name: 'agentAgentflow',
        inputs: {
          ...fakeModel('agentModel'),
          agentTools: [{ agentSelectedTool: 'calculator', agentSelectedToolRequiresHumanInput: true }],
        },
      },
    ],
    [['start', 'cashier']],
  )

  it('asks before an Agent calls a tool marked Require Human Input; Proceed runs it, Reject refuses it', async () => {
    const agentAsk = (question: string, chatId: string) =>
      ask(question, { flowData: agentFlow, chatId, flowId: 'flow-a' })
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] })
    const paused = await agentAsk('What is 6*7?', 'chat-a')
    expect(paused.action?.mapping.toolCalls).toEqual([{ name: 'calculator', args: { input: '6*7' } }])
    fake.queue({ content: 'It is 42.' })
    const done = await agentAsk('Proceed', 'chat-a')
    expect(done.text).toBe('It is 42.')
    expect(done.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '6*7' }, toolOutput: '42' }])

    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '1+1' } }] })
    await agentAsk('What is 1+1?', 'chat-b')
    fake.queue({ content: 'I may not calculate that.' })
    expect((await agentAsk('Reject', 'chat-b')).text).toBe('I may not calculate that.')
    const sent = (fake.calls.at(-1)?.body as { messages: { role: string; content: string }[] }).messages
    expect(sent.at(-1)).toMatchObject({ role: 'tool', content: 'The user refused this tool call' })
  })
})
