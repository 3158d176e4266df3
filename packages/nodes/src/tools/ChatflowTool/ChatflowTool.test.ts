import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel, toolAgentFlow } from '../../testing/agent-flows'

const harness = useNodeHarness()

/** The asked chatflow: an LLM chain whose prompt shows the question it was given. */
const faqFlow = buildFlow([
  fakeChatModel,
  { id: 'p', name: 'promptTemplate', inputs: { template: 'FAQ question: {question}' } },
  { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
])

type TAsked = { flowId: string; question: string; sessionId: string; overrideConfig: unknown }

/** The run's executeFlow as the server gives it: the flow runs on the engine, its answer returned. */
function services(asked: TAsked[]) {
  return {
    ...harness.services(),
    executeFlow: async (request: TAsked) => {
      asked.push(request)
      return (await harness.runFlow(faqFlow, { question: request.question })).text
    },
  }
}

describe('Chatflow Tool (a Tool Agent asks another chatflow)', () => {
  it("sends the agent's input to the chosen chatflow and hands back its answer", async () => {
    const asked: TAsked[] = []
    const tool = {
      id: 't',
      name: 'ChatflowTool',
      inputs: { selectedChatflow: 'flow-faq', name: 'faq', overrideConfig: '{"temperature":0}' },
    }
    harness.openai.queue(
      { toolCalls: [{ name: 'faq', arguments: { input: 'What does Pro cost?' } }] },
      { content: 'Pro costs 10.' },
      { content: 'Per the FAQ, Pro costs 10.' },
    )
    const result = await harness.runFlow(toolAgentFlow([tool]), {
      question: 'price of Pro?',
      chatId: 'chat-1',
      services: services(asked),
    })
    expect(result.text).toBe('Per the FAQ, Pro costs 10.')
    expect(result.usedTools?.[0]?.toolOutput).toBe('Pro costs 10.')
    expect(asked).toEqual([
      {
        flowId: 'flow-faq',
        question: 'What does Pro cost?',
        sessionId: 'chat-1',
        overrideConfig: { temperature: 0 },
      },
    ])
    const faqPrompt = JSON.stringify(harness.openai.calls.at(-2)?.body)
    expect(faqPrompt).toContain('FAQ question: What does Pro cost?')
  })

  it("sends the chat's question or the fixed input instead when the node says so, in a new session if asked", async () => {
    const asked: TAsked[] = []
    const run = (inputs: Record<string, unknown>) => {
      harness.openai.queue(
        { toolCalls: [{ name: 'chatflow_tool', arguments: { input: 'agent words' } }] },
        { content: 'faq answer' },
        { content: 'done' },
      )
      const tool = { id: 't', name: 'ChatflowTool', inputs: { selectedChatflow: 'flow-faq', ...inputs } }
      return harness.runFlow(toolAgentFlow([tool]), {
        question: 'chat question',
        chatId: 'chat-2',
        services: services(asked),
      })
    }
    await run({ useQuestionFromChat: true })
    await run({ customInput: 'fixed question', startNewSession: true })
    expect(asked.map((a) => a.question)).toEqual(['chat question', 'fixed question'])
    expect(asked[0]?.sessionId).toBe('chat-2')
    expect(asked[1]?.sessionId).not.toBe('chat-2')
  })

  it('says what is missing: the chosen chatflow, or a run that can execute flows', async () => {
    const tool = (inputs: Record<string, unknown>) => [{ id: 't', name: 'ChatflowTool', inputs }]
    await expect(
      harness.runFlow(toolAgentFlow(tool({})), { question: 'q', services: services([]) }),
    ).rejects.toThrow('Choose the chatflow the tool asks')
    await expect(
      harness.runFlow(toolAgentFlow(tool({ selectedChatflow: 'x' })), { question: 'q' }),
    ).rejects.toThrow('Chatflows cannot be run from this run')
  })
})
