import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '@unikflow/testkit'
import type { TFlowData } from '@unikflow/graph'
import type { TChatMessage } from '@unikflow/nodes'
import { runFlow } from './run-flow'
import type { TRunEvent } from './events'
import { createTestServices } from '../testing/test-services'
import { buildV2Flow, fakeModel } from '../testing/v2-flows'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const ask = (flowData: TFlowData, question: string, events?: TRunEvent[], chatId = 'c1') =>
  runFlow({
    chatId,
    flowId: `f-${chatId}`,
    flowData,
    question,
    services: createTestServices(fake.baseUrl),
    ...(events ? { onEvent: (e: TRunEvent) => events.push(e) } : {}),
  })

const start = (inputs: Record<string, unknown> = {}) => ({ id: 'start', name: 'startAgentflow', inputs })
const reply = (id: string, message: string) => ({
  id,
  name: 'directReplyAgentflow',
  inputs: { directReplyMessage: message },
})
const ran = (result: Awaited<ReturnType<typeof ask>>) =>
  (result.agentFlowExecutedData ?? []).map((d) => d.nodeId)

const support = buildV2Flow(
  [
    start({ startState: [{ key: 'topic', value: 'general' }] }),
    {
      id: 'cond',
      name: 'conditionAgentflow',
      inputs: {
        conditions: [
          { type: 'string', value1: '<p>{{ question }}</p>', operation: 'contains', value2: 'refund' },
        ],
      },
    },
    reply('refund', '<p>Refunds about {{ $flow.state.topic }}</p>'),
    {
      id: 'llm',
      name: 'llmAgentflow',
      inputs: {
        ...fakeModel('llmModel'),
        llmMessages: [{ role: 'system', content: '<p>Topic: {{ $flow.state.topic }}</p>' }],
        llmUpdateState: [{ key: 'topic', value: 'answered: {{ output }}' }],
      },
    },
    reply('after', '{{ llm }} ({{ $flow.state.topic }})'),
  ],
  [
    ['start', 'cond'],
    ['cond', 'refund', 0],
    ['cond', 'llm', 1],
    ['llm', 'after'],
  ],
)

describe('Agentflow v2 executor', () => {
  it('takes the branch a Condition fulfils and skips the other', async () => {
    const result = await ask(support, 'I want a refund')
    expect(result.text).toBe('Refunds about general')
    expect(ran(result)).toEqual(['start', 'cond', 'refund'])
  })

  it('reads state and node outputs in text inputs and updates the state after a node ran', async () => {
    fake.queue({ content: 'Try restarting it.' })
    const result = await ask(support, 'My phone is broken')
    expect(ran(result)).toEqual(['start', 'cond', 'llm', 'after'])
    const sent = (fake.calls.at(-1)?.body as { messages: { role: string; content: string }[] }).messages
    expect(sent[0]).toEqual({ role: 'system', content: 'Topic: general' })
    expect(sent.at(-1)).toMatchObject({ role: 'user', content: 'My phone is broken' })
    expect(result.text).toBe('Try restarting it. (answered: Try restarting it.)')
    expect(result.agentReasoning?.map((r) => r.agentName)).toEqual(['LLM', 'Direct Reply'])
  })

  it('runs a join once, after every branch that runs, and treats a skipped branch as settled', async () => {
    const flow = buildV2Flow(
      [
        start(),
        {
          id: 'cond',
          name: 'conditionAgentflow',
          inputs: { conditions: [{ type: 'number', value1: '2', operation: 'larger', value2: '1' }] },
        },
        reply('yes', 'big'),
        reply('no', 'small'),
        {
          id: 'fn1',
          name: 'customFunctionAgentflow',
          inputs: { customFunctionJavascriptFunction: 'return "one"' },
        },
        {
          id: 'fn2',
          name: 'customFunctionAgentflow',
          inputs: { customFunctionJavascriptFunction: 'return "two"' },
        },
        reply('join', '{{ fn1 }} + {{ fn2 }}'),
      ],
      [
        ['start', 'cond'],
        ['cond', 'fn1', 0],
        ['cond', 'no', 1],
        ['start', 'fn2'],
        ['fn1', 'join'],
        ['fn2', 'join'],
        ['no', 'yes'],
      ],
    )
    const result = await ask(flow, 'go')
    expect(result.text).toBe('one + two')
    expect(ran(result).filter((id) => id === 'join')).toHaveLength(1)
    expect(ran(result)).not.toContain('no')
    expect(ran(result)).not.toContain('yes')
  })
})

describe('Agentflow v2 executor: loops, iterations and structured output', () => {
  it('loops back to a node at most the max count, then answers the fallback message', async () => {
    const flow = buildV2Flow(
      [
        start({ startState: [{ key: 'n', value: '0' }] }),
        {
          id: 'count',
          name: 'customFunctionAgentflow',
          inputs: {
            customFunctionJavascriptFunction: 'return String(Number($flow.state.n) + 1)',
            customFunctionUpdateState: [{ key: 'n', value: '{{ output }}' }],
          },
        },
        {
          id: 'loop',
          name: 'loopAgentflow',
          inputs: {
            loopBackToNode: 'count-Count',
            maxLoopCount: 2,
            fallbackMessage: 'Counted to {{ $flow.state.n }}',
          },
        },
      ],
      [
        ['start', 'count'],
        ['count', 'loop'],
      ],
    )
    const result = await ask(flow, 'count')
    expect(ran(result).filter((id) => id === 'count')).toHaveLength(3)
    expect(result.text).toBe('Counted to 3')
  })

  it('runs the nodes inside an Iteration once per item, the results in order', async () => {
    const flow = buildV2Flow(
      [
        start(),
        { id: 'iter', name: 'iterationAgentflow', inputs: { iterationInput: '["a", "b", "c"]' } },
        {
          id: 'upper',
          name: 'customFunctionAgentflow',
          parent: 'iter',
          inputs: {
            customFunctionInputVariables: [{ variableName: 'item', variableValue: '{{ $iteration }}' }],
            customFunctionJavascriptFunction: 'return $item.toUpperCase()',
          },
        },
        reply('done', 'Got {{ iter }}'),
      ],
      [
        ['start', 'iter'],
        ['iter', 'done'],
      ],
    )
    const result = await ask(flow, 'go')
    expect(result.text).toBe('Got ["A","B","C"]')
    expect(
      result.agentFlowExecutedData?.filter((d) => d.nodeId === 'upper').map((d) => d.iterationIndex),
    ).toEqual([0, 1, 2])
  })

  it('asks for structured output and reads its keys as {{ node.output.key }}', async () => {
    fake.queue({ content: '```json\n{"subject": "Hello", "body": "World"}\n```' })
    const flow = buildV2Flow(
      [
        start(),
        {
          id: 'llm',
          name: 'llmAgentflow',
          inputs: {
            ...fakeModel('llmModel'),
            llmStructuredOutput: [
              { key: 'subject', type: 'string', description: 'Subject' },
              { key: 'body', type: 'string', description: 'Body' },
            ],
          },
        },
        reply('out', '{{ llm.output.subject }} / {{ llm.output.body }}'),
      ],
      [
        ['start', 'llm'],
        ['llm', 'out'],
      ],
    )
    const result = await ask(flow, 'write')
    expect(result.text).toBe('Hello / World')
    const sent = (fake.calls.at(-1)?.body as { messages: { content: string }[] }).messages
    expect(sent.at(-1)?.content).toContain('"subject": string')
  })
})

describe('Agentflow v2 executor: agents, tools and persisted state', () => {
  it('lets an Agent call tool nodes until it answers, and streams only the last node', async () => {
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] })
    fake.queue({ content: 'It is 42.' })
    const flow = buildV2Flow(
      [
        start(),
        {
          id: 'agent',
          name: 'agentAgentflow',
          inputs: {
            ...fakeModel('agentModel'),
            agentTools: [
              {
                agentSelectedTool: 'calculator',
                agentSelectedToolConfig: { agentSelectedTool: 'calculator' },
              },
            ],
          },
        },
      ],
      [['start', 'agent']],
    )
    const events: TRunEvent[] = []
    const result = await ask(flow, 'What is 6*7?', events)
    expect(result.text).toBe('It is 42.')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '6*7' }, toolOutput: '42' }])
    const tokens = events.flatMap((e) => (e.event === 'token' ? [e.data] : []))
    expect(tokens.join('')).toBe('It is 42.')
    expect(events.some((e) => e.event === 'agentFlowExecutedData')).toBe(true)
    expect(events.filter((e) => e.event === 'nextAgentFlow')).toHaveLength(4)
  })

  it('routes by the scenario a Condition Agent names, and calls a Tool node with its arguments', async () => {
    fake.queue({ content: '{"output": "Math question"}' })
    const flow = buildV2Flow(
      [
        start(),
        {
          id: 'router',
          name: 'conditionAgentAgentflow',
          inputs: {
            ...fakeModel('conditionAgentModel'),
            conditionAgentScenarios: [{ scenario: 'Greeting' }, { scenario: 'Math question' }],
          },
        },
        reply('hello', 'Hello!'),
        {
          id: 'calc',
          name: 'toolAgentflow',
          inputs: {
            toolAgentflowSelectedTool: 'calculator',
            toolInputArgs: [{ inputArgName: 'input', inputArgValue: '3*4' }],
          },
        },
      ],
      [
        ['start', 'router'],
        ['router', 'hello', 0],
        ['router', 'calc', 1],
      ],
    )
    const result = await ask(flow, 'what is 3*4')
    expect(ran(result)).toEqual(['start', 'router', 'calc'])
    expect(result.text).toBe('12')
  })

  it("keeps the flow state of a session for its next run when Start's Persist State is on", async () => {
    const flow = buildV2Flow(
      [
        start({ startPersistState: true, startState: [{ key: 'visits', value: '0' }] }),
        {
          id: 'count',
          name: 'customFunctionAgentflow',
          inputs: {
            customFunctionJavascriptFunction: 'return String(Number($flow.state.visits) + 1)',
            customFunctionUpdateState: [{ key: 'visits', value: '{{ output }}' }],
          },
        },
      ],
      [['start', 'count']],
    )
    expect((await ask(flow, 'hi', undefined, 'persist-1')).text).toBe('1')
    expect((await ask(flow, 'hi', undefined, 'persist-1')).text).toBe('2')
    expect((await ask(flow, 'hi', undefined, 'persist-2')).text).toBe('1')
  })
})

// What the inputs of Flowise 3.1.4's newer versions of the Agentflow v2 nodes (Agent 3.2, Condition
// Agent 2, Loop 1.2) change in a run.

const history: TChatMessage[] = [
  { role: 'userMessage', content: 'I want to order a pizza.' },
  { role: 'apiMessage', content: 'Which one, margherita or pepperoni?' },
]

const askAfter = (flowData: TFlowData, question: string, chatId: string, past: TChatMessage[] = []) =>
  runFlow({
    chatId,
    flowId: `f-${chatId}`,
    flowData,
    question,
    history: past,
    services: createTestServices(fake.baseUrl),
  })

const chatBodies = (from: number) =>
  fake.calls
    .slice(from)
    .filter((c) => c.path.endsWith('/chat/completions'))
    .map((c) => c.body as ChatRequest)

describe('Agent 3.2', () => {
  it('puts its answer into the JSON object of "JSON Structured Output", read as {{ agent.output.key }}', async () => {
    fake.queue({ content: 'The capital of Norway is Oslo.' })
    fake.queue({ content: '{"city": "Oslo", "country": "Norway"}' })
    const from = fake.calls.length
    const flow = buildV2Flow(
      [
        start(),
        {
          id: 'agent',
          name: 'agentAgentflow',
          inputs: {
            ...fakeModel('agentModel'),
            agentStructuredOutput: [
              { key: 'city', type: 'string', description: 'The city' },
              { key: 'country', type: 'enum', enumValues: 'Norway, Sweden', description: 'Its country' },
            ],
          },
        },
        reply('done', '{{ agent.output.city }} in {{ agent.output.country }}'),
      ],
      [
        ['start', 'agent'],
        ['agent', 'done'],
      ],
    )
    const result = await askAfter(flow, 'What is the capital of Norway?', 'agent-json')
    expect(result.text).toBe('Oslo in Norway')
    const bodies = chatBodies(from)
    expect(bodies).toHaveLength(2)
    const instruction = String(bodies[1]?.messages.at(-1)?.content)
    expect(instruction).toContain('"city": string')
    expect(instruction).toContain('"country": enum (one of: Norway, Sweden)')
    // The answer of the first call is what the model structures.
    expect(bodies[1]?.messages.map((m) => m.content)).toContain('The capital of Norway is Oslo.')
  })
})

describe('Condition Agent 2', () => {
  const router = (inputs: Record<string, unknown>) =>
    buildV2Flow(
      [
        start(),
        {
          id: 'route',
          name: 'conditionAgentAgentflow',
          inputs: {
            ...fakeModel('conditionAgentModel'),
            conditionAgentInstructions: 'Which pizza does the user want?',
            conditionAgentScenarios: [{ scenario: 'margherita' }, { scenario: 'pepperoni' }],
            ...inputs,
          },
        },
        reply('m', 'Margherita it is'),
        reply('p', 'Pepperoni it is'),
      ],
      [
        ['start', 'route'],
        ['route', 'm', 0],
        ['route', 'p', 1],
      ],
    )

  it('sends the session’s earlier turns, so a short answer is read in context', async () => {
    fake.queue({ content: '{"output": "pepperoni"}' })
    const from = fake.calls.length
    const result = await askAfter(router({}), 'The second one', 'route-memory', history)
    expect(result.text).toBe('Pepperoni it is')
    const sent = chatBodies(from)[0]?.messages.map((m) => `${m.role}: ${String(m.content)}`) ?? []
    expect(sent.slice(1)).toEqual([
      'user: I want to order a pizza.',
      'assistant: Which one, margherita or pepperoni?',
      'user: The second one',
    ])
  })

  it('asks without them when memory is off, and says its own system prompt when overridden', async () => {
    fake.queue({ content: '{"output": "margherita"}' })
    const from = fake.calls.length
    const result = await askAfter(
      router({
        conditionAgentEnableMemory: false,
        conditionAgentOverrideSystemPrompt: true,
        conditionAgentSystemPrompt: 'You route pizza orders of Luigi’s.',
      }),
      'The first one',
      'route-no-memory',
      history,
    )
    expect(result.text).toBe('Margherita it is')
    const sent = chatBodies(from)[0]?.messages ?? []
    expect(sent.map((m) => m.role)).toEqual(['system', 'user'])
    expect(String(sent[0]?.content)).toMatch(/^You route pizza orders of Luigi’s\.\n\nWhich pizza/)
  })
})

describe('Loop 1.2', () => {
  it('updates the flow state each time it sends the run back', async () => {
    const flow = buildV2Flow(
      [
        start({
          startState: [
            { key: 'n', value: '0' },
            { key: 'trail', value: '' },
          ],
        }),
        {
          id: 'count',
          name: 'customFunctionAgentflow',
          inputs: {
            customFunctionJavascriptFunction: 'return String(Number($flow.state.n) + 1)',
            customFunctionUpdateState: [{ key: 'n', value: '{{ output }}' }],
          },
        },
        {
          id: 'loop',
          name: 'loopAgentflow',
          inputs: {
            loopBackToNode: 'count-Count',
            maxLoopCount: 2,
            fallbackMessage: 'Trail {{ $flow.state.trail }}',
            loopUpdateState: [{ key: 'trail', value: '{{ $flow.state.trail }}>{{ $flow.state.n }}' }],
          },
        },
      ],
      [
        ['start', 'count'],
        ['count', 'loop'],
      ],
    )
    const result = await askAfter(flow, 'count', 'loop-state')
    expect(result.text).toBe('Trail >1>2')
  })
})
