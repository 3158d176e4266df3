import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TFlowData } from '@unikflow/graph'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'
import { after, seqModel, seqStartSpec } from '../testing/seq-flows'

// What the inputs of Flowise 3.1.4's Agent 4.1 and LLM Node 4.1 (Sequential Agents) change in a run.

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const ask = (flowData: TFlowData, question: string, chatId: string) =>
  runFlow({ chatId, flowId: `f-${chatId}`, flowData, question, services: createTestServices(fake.baseUrl) })

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
