import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { streamFlow } from './stream-flow'
import { RunFailure } from './errors'
import type { TRunEvent } from './events'
import { createTestServices, loadFixture, withCredential, withInputs } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const conversation = () =>
  withCredential(loadFixture('conversation-chain.json'), 'cred-openai', ['chatOpenAI'])
const base = { chatId: 'chat-1', flowId: 'flow-1' }

describe('runFlow', () => {
  it('answers through the conversation chain and remembers the session across two turns', async () => {
    const services = createTestServices(fake.baseUrl)
    const first = await runFlow({ ...base, flowData: conversation(), question: 'my name is Ann', services })
    expect(first.text).toBe('You said: my name is Ann')
    fake.respondWith((req) => ({ content: `seen ${req.messages.length} messages` }))
    const second = await runFlow({ ...base, flowData: conversation(), question: 'who am I?', services })
    // system + 2 remembered + the new question
    expect(second.text).toBe('seen 4 messages')
    const other = await runFlow({
      ...base,
      chatId: 'chat-2',
      flowData: conversation(),
      question: 'hi',
      services,
    })
    expect(other.text).toBe('seen 2 messages')
    fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })

  it('streams start, tokens, metadata and end in order', async () => {
    fake.queue({ content: 'one two three' })
    const services = createTestServices(fake.baseUrl)
    const stream = streamFlow({ ...base, flowData: conversation(), question: 'count', services })
    const events: TRunEvent[] = []
    for await (const e of stream) events.push(e)
    const names = events.map((e) => e.event)
    expect(names[0]).toBe('start')
    expect(names.slice(-2)).toEqual(['metadata', 'end'])
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data)
    expect(tokens.length).toBeGreaterThan(1)
    expect(tokens.join('')).toBe('one two three')
    expect((await stream.result).text).toBe('one two three')
  })

  it('drops overrideConfig keys not allowed (or refuses them when asked to), applies allowed ones', async () => {
    const services = createTestServices(fake.baseUrl)
    const flowData = conversation()
    const overrideConfig = { systemMessagePrompt: 'Talk like a pirate' }
    const strict = { refuseOverridesNotAllowed: true }
    await expect(
      runFlow({ ...base, ...strict, flowData, question: 'hi', services, overrideConfig }),
    ).rejects.toMatchObject({ kind: 'override', refused: ['systemMessagePrompt'] })
    await expect(
      runFlow({
        ...base,
        ...strict,
        flowData,
        question: 'hi',
        services,
        overrideConfig: { vars: { secret: 'x' } },
      }),
    ).rejects.toMatchObject({ kind: 'override', refused: ['vars.secret'] })
    fake.respondWith((req) => ({ content: String(req.messages[0]?.content) }))
    const lenient = await runFlow({
      ...base,
      flowData,
      question: 'hi',
      services,
      overrideConfig: { ...overrideConfig, vars: { secret: 'x' } },
    })
    expect(lenient.text).not.toContain('pirate')
    expect(lenient.droppedOverrides).toEqual(['systemMessagePrompt', 'vars.secret'])
    expect(lenient.trace.nodes[0]).toMatchObject({ nodeId: '$overrideConfig' })
    const allowed = await runFlow({
      ...base,
      flowData,
      question: 'hi',
      services,
      overrideConfig,
      allowedOverrides: { conversationChain: ['systemMessagePrompt'] },
    })
    expect(allowed.text).toBe('Talk like a pirate')
    fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })
})

describe('runFlow: failures, variables and saved flows', () => {
  it('names the failing node and records the trace', async () => {
    const services = createTestServices(fake.baseUrl)
    const flowData = withInputs(conversation(), 'conversationChain_0', { memory: '' })
    const error = await runFlow({ ...base, flowData, question: 'hi', services }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RunFailure)
    if (!(error instanceof RunFailure)) return
    expect(error.kind).toBe('flow')
    expect(error.node).toEqual({ id: 'conversationChain_0', label: 'Conversation Chain' })
    expect(error.message).toContain('Conversation Chain (conversationChain_0): Memory is not connected')
    expect(error.trace?.nodes.map((n) => n.nodeId)).toContain('conversationChain_0')
  })

  it('resolves {{question}}, {{$vars.x}} and {{$flow.chatflowId}} and keeps a trace per node', async () => {
    const services = createTestServices(fake.baseUrl, {
      variables: [{ name: 'tone', value: 'calm', type: 'static' }],
    })
    const flowData = withInputs(
      withCredential(loadFixture('prompt-chaining.json'), 'cred-openai', ['chatOpenAI']),
      'promptTemplate_0',
      { template: 'Q={objective} tone={{$vars.tone}} flow={{$flow.chatflowId}}' },
    )
    fake.respondWith((req) => ({ content: `[${String(req.messages.at(-1)?.content).slice(0, 60)}]` }))
    const result = await runFlow({ ...base, flowData, question: 'ship it', services })
    expect(result.text).toContain('[')
    const first = fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-2)
    expect(JSON.stringify(first?.body)).toContain('Q=ship it tone=calm flow=flow-1')
    expect(result.trace.nodes.map((n) => n.nodeId)).toEqual([
      'promptTemplate_0',
      'chatOpenAI_0',
      'llmChain_0',
      'promptTemplate_1',
      'chatOpenAI_1',
      'llmChain_1',
    ])
    for (const n of result.trace.nodes) expect(n.endMs).toBeGreaterThanOrEqual(n.startMs)
    fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })

  it('runs the flow as saved now when the same flow id comes with new flowData text', async () => {
    const services = createTestServices(fake.baseUrl)
    const flowOf = (template: string) =>
      JSON.stringify(
        withInputs(
          withCredential(loadFixture('prompt-chaining.json'), 'cred-openai', ['chatOpenAI']),
          'promptTemplate_0',
          { template },
        ),
      )
    const sentFor = async (flowData: string) => {
      await runFlow({ ...base, flowId: 'flow-saved-twice', flowData, question: 'q', services })
      const first = fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-2)
      return JSON.stringify(first?.body)
    }
    expect(await sentFor(flowOf('first version {objective}'))).toContain('first version q')
    expect(await sentFor(flowOf('first version {objective}'))).toContain('first version q')
    expect(await sentFor(flowOf('second version {objective}'))).toContain('second version q')
    // Another flow id with the first text still runs the first text.
    const other = await runFlow({
      ...base,
      flowId: 'flow-other',
      flowData: flowOf('first version {objective}'),
      question: 'q',
      services,
    })
    expect(other.trace.nodes).toHaveLength(6)
  })

  it('shares a plan between runs without one run changing what the next one sees', async () => {
    const services = createTestServices(fake.baseUrl)
    const flowData = JSON.stringify(
      withCredential(loadFixture('prompt-chaining.json'), 'cred-openai', ['chatOpenAI']),
    )
    const allowed = { allowedOverrides: { promptTemplate: ['template'] } }
    const run = (overrideConfig?: Record<string, unknown>) =>
      runFlow({
        ...base,
        flowId: 'flow-overridden',
        flowData,
        question: 'q',
        services,
        ...allowed,
        ...(overrideConfig ? { overrideConfig } : {}),
      })
    await run({ template: 'overridden {objective}' })
    expect(
      JSON.stringify(fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-2)?.body),
    ).toContain('overridden q')
    await run()
    expect(
      JSON.stringify(fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-2)?.body),
    ).not.toContain('overridden')
  })
})
