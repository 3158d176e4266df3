import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '@unikflow/testkit'
import type { TFlowData } from '@unikflow/graph'
import type { TChatMessage } from '@unikflow/nodes'
import { runFlow } from './run-flow'
import { createTestServices } from '../testing/test-services'
import { buildV2Flow, fakeModel } from '../testing/v2-flows'

// What the inputs of Flowise 3.1.4's newer versions of the Agentflow v2 nodes (Agent 3.2, Condition
// Agent 2, Loop 1.2) change in a run.

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const history: TChatMessage[] = [
  { role: 'userMessage', content: 'I want to order a pizza.' },
  { role: 'apiMessage', content: 'Which one, margherita or pepperoni?' },
]

const ask = (flowData: TFlowData, question: string, chatId: string, past: TChatMessage[] = []) =>
  runFlow({
    chatId,
    flowId: `f-${chatId}`,
    flowData,
    question,
    history: past,
    services: createTestServices(fake.baseUrl),
  })

const start = (inputs: Record<string, unknown> = {}) => ({ id: 'start', name: 'startAgentflow', inputs })
const reply = (id: string, message: string) => ({
  id,
  name: 'directReplyAgentflow',
  inputs: { directReplyMessage: message },
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
    const result = await ask(flow, 'What is the capital of Norway?', 'agent-json')
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
    const result = await ask(router({}), 'The second one', 'route-memory', history)
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
    const result = await ask(
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
    const result = await ask(flow, 'count', 'loop-state')
    expect(result.text).toBe('Trail >1>2')
  })
})
