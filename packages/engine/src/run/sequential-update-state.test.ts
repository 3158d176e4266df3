import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TFlowData } from '@unikflow/graph'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'
import { after, branch, seqModel, seqStartSpec } from '../testing/seq-flows'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const ask = (flowData: TFlowData, question: string, chatId: string) =>
  runFlow({ chatId, flowId: `f-${chatId}`, flowData, question, services: createTestServices(fake.baseUrl) })
type TSent = {
  messages: { role: string; content: unknown }[]
  tools?: { function: { name: string; parameters: unknown } }[]
  tool_choice?: unknown
}
const sent = (back = 1) => fake.calls.at(-back)?.body as TSent

const stateNode = {
  id: 'state',
  name: 'seqState',
  inputs: {
    stateMemoryUI: [
      { key: 'topic', type: 'Replace', defaultValue: '' },
      { key: 'summary', type: 'Replace', defaultValue: '' },
    ],
  },
}
const picker = {
  id: 'picker',
  name: 'seqLLMNode',
  inputs: {
    llmNodeName: 'Picker',
    llmStructuredOutput: [
      { key: 'topic', type: 'String', description: 'What the question is about' },
      { key: 'score', type: 'Number', description: 'How hard it is, 1 to 5' },
    ],
    updateStateMemoryUI: [{ key: 'topic', value: '$flow.output.topic' }],
    ...after('start'),
  },
}

describe('Sequential Agents: Update State, Format Prompt Values, LLM Node structured output', () => {
  it('the LLM Node answers its JSON, its table sets state, the agent’s prompt reads it and its code sets more', async () => {
    const flow = buildFlow([
      seqModel,
      stateNode,
      seqStartSpec({ state: '{{state.data.instance}}' }),
      picker,
      {
        id: 'writer',
        name: 'seqAgent',
        inputs: {
          agentName: 'Writer',
          systemMessagePrompt: 'Write about {topic} for {who}.',
          promptValues: { topic: '$flow.state.topic', who: 'children' },
          // The code tab as Flowise saves its choice (`${tab}_${nodeId}`).
          selectedUpdateStateMemoryTab_writer: 'updateStateMemoryCode_writer',
          updateStateMemoryCode: 'return { summary: $flow.output.content.toUpperCase() }',
          ...after('picker'),
        },
      },
      {
        id: 'report',
        name: 'seqCustomFunction',
        inputs: {
          functionName: 'Report',
          javascriptFunction: 'return `${$flow.state.topic} / ${$flow.state.summary}`',
          ...after('writer'),
        },
      },
      { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{report.data.instance}}' } },
    ])
    fake.queue(
      { toolCalls: [{ name: 'structured_output', arguments: { topic: 'tea', score: 3 } }] },
      { content: 'tea is nice' },
    )
    const result = await ask(flow, 'Tell me about tea', 'update-1')

    // The LLM Node asked its chat model for the JSON of its table (a forced tool call with that schema).
    const asked = sent(2)
    expect(asked.tools?.map((t) => t.function.name)).toEqual(['structured_output'])
    expect(asked.tools?.[0]?.function.parameters).toMatchObject({
      properties: { topic: { type: 'string' }, score: { type: 'number' } },
      required: ['topic', 'score'],
    })
    expect(asked.tool_choice).toMatchObject({ function: { name: 'structured_output' } })
    // The agent's system prompt had its values filled: one from the state the LLM Node's table set.
    expect(sent().messages[0]).toEqual({ role: 'system', content: 'Write about tea for children.' })
    // The agent's code update ran on its answer; the Custom Function saw both keys.
    expect(result.text).toBe('tea / TEA IS NICE')
    expect(result.agentReasoning?.[0]?.messages).toEqual(['{"topic":"tea","score":3}'])
  })

  it('a Condition routes by a key of the LLM Node’s structured answer', async () => {
    const say = (id: string, text: string) => ({
      id,
      name: 'seqCustomFunction',
      inputs: {
        functionName: id,
        javascriptFunction: `return '${text}: ' + $flow.state.topic`,
        ...after('check'),
      },
    })
    const flow = branch(
      buildFlow([
        seqModel,
        stateNode,
        seqStartSpec({ state: '{{state.data.instance}}' }),
        picker,
        {
          id: 'check',
          name: 'seqCondition',
          inputs: {
            conditionUI: [
              { variable: '$flow.output.score', operation: 'Greater Than', value: '3', output: 'Hard' },
            ],
            ...after('picker'),
          },
        },
        say('hard', 'hard'),
        say('easy', 'easy'),
        { id: 'end1', name: 'seqEnd', inputs: { sequentialNode: '{{hard.data.instance}}' } },
        { id: 'end2', name: 'seqEnd', inputs: { sequentialNode: '{{easy.data.instance}}' } },
      ]),
      'check',
      { hard: 'hard', easy: 'end' },
    )
    fake.queue({ toolCalls: [{ name: 'structured_output', arguments: { topic: 'proofs', score: 5 } }] })
    expect((await ask(flow, 'Prove it', 'update-2')).text).toBe('hard: proofs')
    fake.queue({ toolCalls: [{ name: 'structured_output', arguments: { topic: 'tea', score: 1 } }] })
    expect((await ask(flow, 'Tea?', 'update-3')).text).toBe('easy: tea')
  })
})

describe("Sequential Agents: an Agent's Update State", () => {
  it('an Agent’s Update State runs once it has answered, with the tools it ran as $flow.output.usedTools', async () => {
    const flow = buildFlow([
      seqModel,
      stateNode,
      seqStartSpec({ state: '{{state.data.instance}}' }),
      { id: 'calc', name: 'calculator' },
      {
        id: 'solver',
        name: 'seqAgent',
        inputs: {
          agentName: 'Solver',
          tools: ['{{calc.data.instance}}'],
          updateStateMemoryUI: [
            { key: 'topic', value: '$flow.output.usedTools[0].toolOutput' },
            { key: 'summary', value: '$flow.output.content' },
          ],
          ...after('start'),
        },
      },
      {
        id: 'report',
        name: 'seqCustomFunction',
        inputs: {
          functionName: 'Report',
          javascriptFunction: 'return `${$flow.state.topic} / ${$flow.state.summary}`',
          ...after('solver'),
        },
      },
      { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{report.data.instance}}' } },
    ])
    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: 'It is 42.' },
    )
    expect((await ask(flow, 'What is 6 * 7?', 'update-4')).text).toBe('42 / It is 42.')
  })
})
