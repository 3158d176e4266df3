import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectReactLoop, lastPrompt, reactFlow } from '../../testing/react-flows'

const harness = useNodeHarness()

describe('ReAct Agent for Chat Models', () => {
  it('runs the tool the model names and feeds the observation back', () =>
    expectReactLoop(harness, 'reactAgentChat'))

  it('remembers the conversation through its memory', async () => {
    const services = harness.services()
    harness.openai.queue(
      { content: 'Final Answer: Hello Ann.' },
      { content: 'Final Answer: Your name is Ann.' },
    )
    await harness.runFlow(reactFlow('reactAgentChat'), { question: 'I am Ann', chatId: 'mem-chat', services })
    const result = await harness.runFlow(reactFlow('reactAgentChat'), {
      question: 'What is my name?',
      chatId: 'mem-chat',
      services,
    })
    expect(result.text).toBe('Your name is Ann.')
    expect(lastPrompt(harness)).toContain('Human: I am Ann\\nAI: Hello Ann.')
  })
})
