import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TFlowData } from '@unikflow/graph'
import { runFlow } from './run-flow'
import type { TRunEvent } from './events'
import { buildFlow, type TNodeSpec } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const model: TNodeSpec = {
  id: 'm',
  name: 'chatOpenAI',
  credential: 'cred-openai',
  inputs: { modelName: 'gpt-4o-mini' },
}
const start: TNodeSpec = { id: 'start', name: 'seqStart', inputs: { model: '{{m.data.instance}}' } }
const after = (id: string) => ({ sequentialNode: [`{{${id}.data.instance}}`] })

/** A condition's edges leave from the output they belong to (buildFlow writes one generic handle). */
function branch(flow: TFlowData, conditionId: string, outputs: Record<string, string>): TFlowData {
  return {
    ...flow,
    edges: flow.edges.map((e) =>
      e.source === conditionId && outputs[e.target]
        ? { ...e, sourceHandle: `${conditionId}-output-${outputs[e.target]}-Condition` }
        : e,
    ),
  }
}

const ask = (flowData: TFlowData, question: string, chatId = 'c', events?: TRunEvent[]) =>
  runFlow({
    chatId,
    flowId: `f-${chatId}`,
    flowData,
    question,
    services: createTestServices(fake.baseUrl),
    ...(events ? { onEvent: (e: TRunEvent) => events.push(e) } : {}),
  })

const sentMessages = () =>
  (fake.calls.at(-1)?.body as { messages: { role: string; content: unknown; name?: string }[] }).messages

describe('Sequential Agents run as one graph', () => {
  const researchFlow = buildFlow([
    model,
    start,
    { id: 'calc', name: 'calculator' },
    {
      id: 'agent',
      name: 'seqAgent',
      inputs: { agentName: 'Researcher', tools: ['{{calc.data.instance}}'], ...after('start') },
    },
    {
      id: 'writer',
      name: 'seqLLMNode',
      inputs: { llmNodeName: 'Writer', systemMessagePrompt: 'Be brief.', ...after('agent') },
    },
    { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{writer.data.instance}}' } },
  ])

  it('Start → Agent (tool) → LLM → End: the tool runs, each step is reported, the last step answers', async () => {
    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '2 + 3' } }] },
      { content: 'The sum is 5.' },
      { content: 'Five.' },
    )
    const events: TRunEvent[] = []
    const result = await ask(researchFlow, 'What is 2 + 3?', 'seq-1', events)
    expect(result.text).toBe('Five.')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' }])
    expect(result.agentReasoning?.map((r) => [r.agentName, r.messages])).toEqual([
      ['Researcher', []],
      ['Researcher', ['The sum is 5.']],
      ['Writer', ['Five.']],
    ])
    // The writer sees its system prompt and the whole conversation, tool result included.
    expect(sentMessages()[0]).toMatchObject({ role: 'system', content: 'Be brief.' })
    expect(sentMessages().some((m) => m.role === 'tool' && m.content === '5')).toBe(true)
    const names = events.map((e) => e.event)
    expect(names).toEqual(expect.arrayContaining(['nextAgent', 'agentReasoning', 'token', 'end']))
  })

  it('keeps the conversation per session: the next question sees the earlier turn', async () => {
    fake.queue(
      { content: 'Hi Ann.' },
      { content: 'Noted.' },
      { content: 'Your name is Ann.' },
      { content: 'Ann.' },
    )
    await ask(researchFlow, 'My name is Ann', 'seq-2')
    await ask(researchFlow, 'What is my name?', 'seq-2')
    const contents = sentMessages().map((m) => m.content)
    expect(contents).toContain('My name is Ann')
    expect(contents).toContain('What is my name?')
    // Another session starts empty.
    fake.queue({ content: 'Hello.' }, { content: 'Hello!' })
    await ask(researchFlow, 'Hello', 'seq-3')
    expect(sentMessages().map((m) => m.content)).not.toContain('My name is Ann')
  })
})

describe('Sequential Agents: conditions and approvals', () => {
  const conditionFlow = (condition: Record<string, unknown>) =>
    branch(
      buildFlow([
        model,
        start,
        { id: 'judge', name: 'seqAgent', inputs: { agentName: 'Judge', ...after('start') } },
        { id: 'cond', name: 'seqCondition', inputs: { ...condition, ...after('judge') } },
        { id: 'yes', name: 'seqLLMNode', inputs: { llmNodeName: 'Approver', ...after('cond') } },
        { id: 'no', name: 'seqLLMNode', inputs: { llmNodeName: 'Refuser', ...after('cond') } },
        { id: 'end1', name: 'seqEnd', inputs: { sequentialNode: '{{yes.data.instance}}' } },
        { id: 'end2', name: 'seqEnd', inputs: { sequentialNode: '{{no.data.instance}}' } },
      ]),
      'cond',
      { yes: 'approve', no: 'end' },
    )

  it.each([
    [
      'table',
      {
        conditionUI: [
          { variable: '$flow.output.content', operation: 'Contains', value: 'yes', output: 'Approve' },
        ],
      },
    ],
    [
      'code',
      {
        selectedConditionFunctionTab_cond: 'conditionFunction',
        conditionFunction: "return $output.content.toLowerCase().includes('yes') ? 'Approve' : 'End'",
      },
    ],
  ])('a Condition (%s mode) sends the run down the branch its rule picks', async (_mode, condition) => {
    const flow = conditionFlow(condition)
    fake.queue({ content: 'YES, looks fine' }, { content: 'Approved!' })
    expect((await ask(flow, 'Check this', `cond-a-${_mode}`)).text).toBe('Approved!')
    fake.queue({ content: 'Not sure' }, { content: 'Refused.' })
    const refused = await ask(flow, 'Check that', `cond-b-${_mode}`)
    expect(refused.text).toBe('Refused.')
    expect(refused.agentReasoning?.map((r) => r.agentName)).toEqual(['Judge', 'Refuser'])
  })

  const approvalFlow = buildFlow([
    model,
    start,
    { id: 'calc', name: 'calculator' },
    {
      id: 'agent',
      name: 'seqAgent',
      inputs: { agentName: 'Cashier', tools: ['{{calc.data.instance}}'], interrupt: true, ...after('start') },
    },
    { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{agent.data.instance}}' } },
  ])

  it('asks before a tool runs and goes on after Proceed; Reject tells the agent and runs nothing', async () => {
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] })
    const paused = await ask(approvalFlow, 'What is 6 * 7?', 'approve-1')
    expect(paused.text).toBe('')
    expect(paused.action?.elements.map((e) => e.label)).toEqual(['Proceed', 'Reject'])
    expect(paused.action?.mapping.toolCalls).toMatchObject([{ name: 'calculator', args: { input: '6 * 7' } }])
    expect(paused.usedTools ?? []).toEqual([])

    fake.queue({ content: 'It is 42.' })
    const resumed = await ask(approvalFlow, 'Proceed', 'approve-1')
    expect(resumed.text).toBe('It is 42.')
    expect(resumed.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' },
    ])

    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '1 + 1' } }] },
      { content: 'I did not calculate it.' },
    )
    await ask(approvalFlow, 'What is 1 + 1?', 'approve-2')
    const rejected = await ask(approvalFlow, 'Reject', 'approve-2')
    expect(rejected.text).toBe('I did not calculate it.')
    expect(rejected.usedTools ?? []).toEqual([])
    expect(sentMessages().at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining('rejected'),
    })
  })
})
