import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel, toolAgentFlow } from '../../testing/agent-flows'

const harness = useNodeHarness()

/** The asked flow: an LLM chain whose prompt shows the question it was given. */
const plannerFlow = buildFlow([
  fakeChatModel,
  { id: 'p', name: 'promptTemplate', inputs: { template: 'Planner question: {question}' } },
  { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
])

type TAsked = { flowId: string; question: string; sessionId: string; overrideConfig: unknown }

describe('Agent as Tool (a Tool Agent asks another agentflow of the unik)', () => {
  it('sends the agent’s input to the chosen agentflow through the host and hands back its answer', async () => {
    const asked: TAsked[] = []
    const services = {
      ...harness.services(),
      executeFlow: async (request: TAsked) => {
        asked.push(request)
        return (await harness.runFlow(plannerFlow, { question: request.question })).text
      },
    }
    const tool = {
      id: 't',
      name: 'agentAsTool',
      inputs: {
        selectedAgentflow: 'flow-planner',
        name: 'planner',
        overrideConfig: '{"vars":{"city":"Oslo"}}',
      },
    }
    harness.openai.queue(
      { toolCalls: [{ name: 'planner', arguments: { input: 'Two days in Oslo' } }] },
      { content: 'Day 1 museums, day 2 fjord.' },
      { content: 'Here is your plan: museums, then the fjord.' },
    )
    const result = await harness.runFlow(toolAgentFlow([tool]), {
      question: 'plan my trip',
      chatId: 'chat-9',
      services,
    })
    expect(result.text).toBe('Here is your plan: museums, then the fjord.')
    expect(result.usedTools?.[0]?.toolOutput).toBe('Day 1 museums, day 2 fjord.')
    expect(asked).toEqual([
      {
        flowId: 'flow-planner',
        question: 'Two days in Oslo',
        sessionId: 'chat-9',
        overrideConfig: { vars: { city: 'Oslo' } },
      },
    ])
    expect(JSON.stringify(harness.openai.calls.at(-2)?.body)).toContain('Planner question: Two days in Oslo')
  })

  it('stops when no agentflow is chosen', async () => {
    const tool = [{ id: 't', name: 'agentAsTool', inputs: {} }]
    await expect(
      harness.runFlow(toolAgentFlow(tool), {
        question: 'q',
        services: { ...harness.services(), executeFlow: async () => '' },
      }),
    ).rejects.toThrow(/Choose the (chatflow|agentflow)/)
  })
})
