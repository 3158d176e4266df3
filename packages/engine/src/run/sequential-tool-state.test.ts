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
const sent = (back = 1) =>
  fake.calls.at(-back)?.body as { messages: { role: string; content: unknown }[]; tools?: unknown[] }

describe('Sequential Agents: Tool Node and State', () => {
  /** Start (with State) → LLM ⇄ Tool Node; after the LLM answers, a Custom Function reports the state. */
  const toolFlow = (tool: Record<string, unknown>) =>
    buildFlow([
      seqModel,
      {
        id: 'state',
        name: 'seqState',
        inputs: {
          stateMemoryUI: [
            { key: 'result', type: 'Replace', defaultValue: '' },
            { key: 'calls', type: 'Append', defaultValue: '' },
          ],
        },
      },
      seqStartSpec({ state: '{{state.data.instance}}' }),
      { id: 'calc', name: 'calculator' },
      { id: 'asker', name: 'seqLLMNode', inputs: { llmNodeName: 'Asker', ...after('start', 'tools') } },
      {
        id: 'tools',
        name: 'seqToolNode',
        inputs: {
          toolNodeName: 'Maths',
          tools: ['{{calc.data.instance}}'],
          llmNode: '{{asker.data.instance}}',
          updateStateMemoryUI: [
            { key: 'result', value: '$flow.output[0].toolOutput' },
            { key: 'calls', value: '$flow.output[0].toolInput.input' },
          ],
          ...tool,
        },
      },
      {
        id: 'report',
        name: 'seqCustomFunction',
        inputs: {
          functionName: 'Report',
          javascriptFunction: 'return `result ${$flow.state.result}; calls ${$flow.state.calls.join(" | ")}`',
          ...after('asker'),
        },
      },
      { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{report.data.instance}}' } },
    ])

  it('runs the LLM node’s tool calls, sets state from their output and goes back to the LLM', async () => {
    const flow = toolFlow({})
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '2 + 3' } }] }, { content: 'Done.' })
    const first = await ask(flow, 'What is 2 + 3?', 'tool-1')
    // The LLM node was offered the Tool Node's tools; it saw the tool's answer on its second call.
    expect(sent(2).tools).toHaveLength(1)
    expect(sent().messages.some((m) => m.role === 'tool' && m.content === '5')).toBe(true)
    expect(first.text).toBe('result 5; calls 2 + 3')
    expect(first.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' }])
    expect(first.agentReasoning?.map((r) => [r.agentName, r.nodeName])).toEqual([
      ['Asker', 'seqLLMNode'],
      ['Maths', 'seqToolNode'],
      ['Asker', 'seqLLMNode'],
      ['Report', 'seqCustomFunction'],
    ])

    // The state lives with the conversation: Replace keeps the newest, Append adds.
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '4 * 4' } }] }, { content: 'Done.' })
    expect((await ask(flow, 'And 4 * 4?', 'tool-1')).text).toBe('result 16; calls 2 + 3 | 4 * 4')
  })

  it('asks with its own prompt and button texts before the tools run; the labels resume or refuse', async () => {
    const flow = toolFlow({ interrupt: true, approveButtonText: 'Go on', rejectButtonText: 'Stop' })
    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: 'Shall I run the calculator on 6 * 7?' },
    )
    const paused = await ask(flow, 'What is 6 * 7?', 'tool-2')
    expect(paused.text).toBe('Shall I run the calculator on 6 * 7?')
    expect(paused.action?.elements.map((e) => e.label)).toEqual(['Go on', 'Stop'])
    expect(JSON.stringify(sent().messages)).toContain('calculator')

    fake.queue({ content: 'It is 42.' })
    const resumed = await ask(flow, 'Go on', 'tool-2')
    expect(resumed.text).toBe('result 42; calls 6 * 7')

    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '1 + 1' } }] },
      { content: 'Run it?' },
      { content: 'Fine, no maths.' },
    )
    await ask(flow, 'What is 1 + 1?', 'tool-3')
    const refused = await ask(flow, 'Stop', 'tool-3')
    expect(refused.text).toBe('result null; calls ')
    expect(refused.usedTools ?? []).toEqual([])
    expect(sent().messages.at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining('rejected'),
    })
  })
})

describe('Sequential Agents: State in code, Custom Functions and failing code', () => {
  it('State in code mode, a Custom Function returning state keys, and a Condition reading them', async () => {
    const flow = branch(
      buildFlow([
        seqModel,
        {
          id: 'state',
          name: 'seqState',
          inputs: {
            selectedStateTab_state: 'stateMemoryCode',
            stateMemoryCode:
              "{ topics: { value: (x, y) => x.concat(y), default: () => ['start'] }, mood: { value: (x, y) => y ?? x, default: () => 'calm' } }",
          },
        },
        seqStartSpec({ state: '{{state.data.instance}}' }),
        {
          id: 'set',
          name: 'seqCustomFunction',
          inputs: {
            functionName: 'Set mood',
            functionInputVariables: { mood: 'happy' },
            javascriptFunction: "return { topics: ['tea'], mood: $mood }",
            returnValueAs: 'stateObj',
            ...after('start'),
          },
        },
        {
          id: 'cond',
          name: 'seqCondition',
          inputs: {
            conditionUI: [{ variable: '$flow.state.mood', operation: 'Is', value: 'happy', output: 'Happy' }],
            ...after('set'),
          },
        },
        {
          id: 'say',
          name: 'seqCustomFunction',
          inputs: {
            functionName: 'Say',
            javascriptFunction: "return $flow.state.topics.join(',') + ' ' + $flow.state.mood",
            ...after('cond'),
          },
        },
        { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{say.data.instance}}' } },
        { id: 'end2', name: 'seqEnd', inputs: { sequentialNode: '{{cond.data.instance}}' } },
      ]),
      'cond',
      { say: 'happy', end2: 'end' },
    )
    const calls = fake.calls.length
    expect((await ask(flow, 'Hi', 'state-1')).text).toBe('start,tea happy')
    expect(fake.calls.length).toBe(calls)
  })

  it('names the step whose sandboxed code failed', async () => {
    const flow = buildFlow([
      seqModel,
      seqStartSpec(),
      {
        id: 'broken',
        name: 'seqCustomFunction',
        inputs: { functionName: 'Broken', javascriptFunction: 'return missingThing.x', ...after('start') },
      },
      { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{broken.data.instance}}' } },
    ])
    const failure = await ask(flow, 'Hi', 'fn-err').catch((e: unknown) => e)
    expect(failure).toMatchObject({
      kind: 'flow',
      message: expect.stringMatching(/^Error in node Broken \(broken\): .*missingThing/),
    })
  })
})
