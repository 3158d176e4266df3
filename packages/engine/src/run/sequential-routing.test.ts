import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TFlowData } from '@unikflow/graph'
import type { TExecuteFlow } from '@unikflow/nodes'
import { RECURSION_LIMIT } from './sequential/run-sequential'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'
import { after, branch, seqModel, seqStartSpec } from '../testing/seq-flows'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const ask = (flowData: TFlowData, question: string, chatId: string, executeFlow?: TExecuteFlow) =>
  runFlow({
    chatId,
    flowId: `f-${chatId}`,
    flowData,
    question,
    services: { ...createTestServices(fake.baseUrl), ...(executeFlow ? { executeFlow } : {}) },
  })
const sentMessages = () =>
  (fake.calls.at(-1)?.body as { messages: { role: string; content: unknown }[] }).messages

describe('Sequential Agents: Condition Agent, Loop, Execute Flow', () => {
  const routerFlow = (condition: Record<string, unknown>) =>
    branch(
      buildFlow([
        seqModel,
        seqStartSpec(),
        {
          id: 'router',
          name: 'seqConditionAgent',
          inputs: { conditionAgentName: 'Router', ...condition, ...after('start') },
        },
        { id: 'support', name: 'seqLLMNode', inputs: { llmNodeName: 'Support', ...after('router') } },
        { id: 'chat', name: 'seqLLMNode', inputs: { llmNodeName: 'Chat', ...after('router') } },
        { id: 'end1', name: 'seqEnd', inputs: { sequentialNode: '{{support.data.instance}}' } },
        { id: 'end2', name: 'seqEnd', inputs: { sequentialNode: '{{chat.data.instance}}' } },
      ]),
      'router',
      { support: 'tech', chat: 'end' },
    )

  it('routes by a structured answer ($flow.output.<key>) and keeps its answer out of the conversation', async () => {
    const flow = routerFlow({
      conditionAgentStructuredOutput: [
        { key: 'route', type: 'Enum', enumValues: 'tech, chat', description: 'where to send the user' },
      ],
      conditionUI: [{ variable: '$flow.output.route', operation: 'Is', value: 'tech', output: 'Tech' }],
    })
    fake.queue({ content: '```json\n{"route": "tech"}\n```' }, { content: 'Restart the router.' })
    const tech = await ask(flow, 'My wifi is down', 'ca-1')
    expect(tech.text).toBe('Restart the router.')
    expect(tech.agentReasoning?.map((r) => r.agentName)).toEqual(['Router', 'Support'])
    expect(JSON.stringify(sentMessages())).not.toContain('"route"')
    expect(JSON.stringify(fake.calls.at(-2)?.body)).toContain('Answer only with a JSON object')

    fake.queue({ content: '{"route": "chat"}' }, { content: 'Hello there.' })
    expect((await ask(flow, 'Hi', 'ca-2')).text).toBe('Hello there.')

    fake.queue({ content: 'I would say tech' })
    await expect(ask(flow, 'Hm', 'ca-3')).rejects.toThrow(
      /Error in node Router \(router\): Router did not answer with the JSON object/,
    )
  })

  it('routes by code reading $flow.output.content', async () => {
    const flow = routerFlow({
      selectedConditionFunctionTab_router: 'conditionFunction',
      conditionFunction: "return $flow.output.content.includes('TECHNICAL') ? 'Tech' : 'End'",
    })
    fake.queue({ content: 'TECHNICAL' }, { content: 'Support here.' })
    expect((await ask(flow, 'Broken', 'ca-4')).text).toBe('Support here.')
    fake.queue({ content: 'CONVERSATION' }, { content: 'Chatting.' })
    expect((await ask(flow, 'Hey', 'ca-5')).text).toBe('Chatting.')
  })
})

describe('Sequential Agents: Loop and Execute Flow', () => {
  const loopFlow = (loopTo: string) =>
    branch(
      buildFlow([
        seqModel,
        seqStartSpec(),
        { id: 'writer', name: 'seqAgent', inputs: { agentName: 'Writer', ...after('start') } },
        {
          id: 'check',
          name: 'seqCondition',
          inputs: {
            conditionUI: [
              { variable: '$flow.output.content', operation: 'Contains', value: 'DONE', output: 'Done' },
            ],
            ...after('writer'),
          },
        },
        { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{check.data.instance}}' } },
        { id: 'again', name: 'seqLoop', inputs: { loopToName: loopTo, ...after('check') } },
      ]),
      'check',
      { end: 'done', again: 'end' },
    )

  it('a Loop goes back to the named agent until the condition lets the run end', async () => {
    fake.queue({ content: 'draft one' }, { content: 'draft two DONE' })
    const result = await ask(loopFlow('writer'), 'Write a line', 'loop-1')
    expect(result.text).toBe('draft two DONE')
    expect(result.agentReasoning?.map((r) => r.agentName)).toEqual(['Writer', 'Writer'])
  })

  it('a Loop that never ends stops at the recursion limit, with a message saying so', async () => {
    const failure = await ask(loopFlow('Writer'), 'Write forever', 'loop-2').catch((e: unknown) => e)
    expect(failure).toMatchObject({
      kind: 'flow',
      message: expect.stringContaining(`more than ${RECURSION_LIMIT} steps without reaching an End node`),
    })
    await expect(ask(loopFlow('nobody'), 'x', 'loop-3')).rejects.toThrow(
      /no Agent or LLM node is named "nobody"/,
    )
  })

  const executeFlowGraph = (inputs: Record<string, unknown>) =>
    buildFlow([
      seqModel,
      seqStartSpec(),
      {
        id: 'ask',
        name: 'seqExecuteFlow',
        inputs: { seqExecuteFlowName: 'Expert', selectedFlow: 'other-flow', ...inputs, ...after('start') },
      },
      { id: 'sum', name: 'seqLLMNode', inputs: { llmNodeName: 'Summary', ...after('ask') } },
      { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{sum.data.instance}}' } },
    ])

  it('Execute Flow asks the host to run the chosen flow and hands its answer on', async () => {
    const requests: Parameters<TExecuteFlow>[0][] = []
    const host: TExecuteFlow = async (request) => {
      requests.push(request)
      return `The other flow says: ${request.question}`
    }
    fake.queue({ content: 'Summed up.' })
    const result = await ask(executeFlowGraph({}), 'Tea or coffee?', 'exec-1', host)
    expect(result.text).toBe('Summed up.')
    expect(requests).toEqual([
      { flowId: 'other-flow', question: 'Tea or coffee?', sessionId: 'exec-1', overrideConfig: {} },
    ])
    expect(sentMessages().map((m) => m.content)).toContain('The other flow says: Tea or coffee?')

    fake.queue({ content: 'Again.' })
    await ask(
      executeFlowGraph({ startNewSession: true, seqExecuteFlowInput: 'Tell me about {{question}}' }),
      'tea',
      'exec-2',
      host,
    )
    expect(requests[1]?.question).toBe('Tell me about tea')
    expect(requests[1]?.sessionId).not.toBe('exec-2')

    await expect(ask(executeFlowGraph({ selectedFlow: 'f-exec-3' }), 'x', 'exec-3', host)).rejects.toThrow(
      /Error in node Expert \(ask\): A flow cannot execute itself/,
    )
    await expect(ask(executeFlowGraph({}), 'x', 'exec-4')).rejects.toThrow(/only on the server/)
  })
})

// What the inputs of Flowise 3.1.4's Agent 4.1 and LLM Node 4.1 (Sequential Agents) change in a run.

type TSent = { role: string; content: unknown }
const sentAt = (index: number) =>
  (fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(index)?.body as { messages: TSent[] })
    .messages

describe('Sequential Agents: Agent and LLM Node 4.1', () => {
  it('prepend the messages of "Prepend Messages History" and send only what "Conversation History" keeps', async () => {
    const flow = buildFlow([
      seqModel,
      seqStartSpec(),
      { id: 'first', name: 'seqLLMNode', inputs: { llmNodeName: 'First', ...after('start') } },
      {
        id: 'second',
        name: 'seqLLMNode',
        inputs: {
          llmNodeName: 'Second',
          systemMessagePrompt: 'Be brief.',
          messageHistory:
            'return [{ role: "user", content: "I like " + $flow.input.length + " letters" }, { role: "ai", content: "Noted." }]',
          conversationHistorySelection: 'user_question',
          ...after('first'),
        },
      },
      {
        id: 'agent',
        name: 'seqAgent',
        inputs: { agentName: 'Third', conversationHistorySelection: 'empty', ...after('second') },
      },
      { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{agent.data.instance}}' } },
    ])
    fake.queue({ content: 'First answer.' }, { content: 'Second answer.' }, { content: 'Third answer.' })
    const result = await ask(flow, 'Hello', 'history-1')
    expect(result.text).toBe('Third answer.')
    // The second step: its system prompt, the prepended messages, then only the user's question.
    expect(sentAt(-2).map((m) => [m.role, m.content])).toEqual([
      ['system', 'Be brief.'],
      ['user', 'I like 5 letters'],
      ['assistant', 'Noted.'],
      ['user', 'Hello'],
    ])
    // The agent with an empty history: its system prompt alone.
    expect(sentAt(-1).map((m) => m.role)).toEqual(['system'])
  })

  it("word an Agent's approval with its own prompt and buttons, and keep its tool round whole", async () => {
    const flow = buildFlow([
      seqModel,
      seqStartSpec(),
      { id: 'calc', name: 'calculator' },
      {
        id: 'agent',
        name: 'seqAgent',
        inputs: {
          agentName: 'Cashier',
          tools: ['{{calc.data.instance}}'],
          interrupt: true,
          approvalPrompt: 'Ask whether to run {tools}.',
          approveButtonText: 'Go ahead',
          rejectButtonText: 'Stop',
          conversationHistorySelection: 'user_question',
          ...after('start'),
        },
      },
      { id: 'end', name: 'seqEnd', inputs: { sequentialNode: '{{agent.data.instance}}' } },
    ])
    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: 'May I run the calculator?' },
    )
    const paused = await ask(flow, 'What is 6 * 7?', 'approve-texts')
    expect(paused.action?.elements.map((e) => e.label)).toEqual(['Go ahead', 'Stop'])
    expect(paused.text).toBe('May I run the calculator?')
    expect(String(sentAt(-1).at(-1)?.content)).toContain('Ask whether to run [{"tool":"calculator"')

    fake.queue({ content: 'It is 42.' })
    const resumed = await ask(flow, 'Go ahead', 'approve-texts')
    expect(resumed.text).toBe('It is 42.')
    // The question, the agent's tool call and its result: the round the tool result answers.
    expect(sentAt(-1).map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool'])
  })
})
