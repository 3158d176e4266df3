import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { expectReactLoop, lastPrompt, reactFlow } from '../../testing/react-flows'

const harness = useNodeHarness()

describe('ReAct Agent for LLMs', () => {
  it('runs the tool the model names and feeds the observation back', () =>
    expectReactLoop(harness, 'reactAgentLLM'))

  it('an unknown tool is reported to the model, which can recover', async () => {
    harness.openai.queue(
      { content: 'Action: web\nAction Input: weather' },
      { content: 'Final Answer: I cannot tell.' },
    )
    const result = await harness.runFlow(reactFlow('reactAgentLLM'), {
      question: 'weather?',
      chatId: 'unknown-tool',
    })
    expect(result.text).toBe('I cannot tell.')
    expect(lastPrompt(harness)).toContain('web is not a valid tool, try one of [calculator]')
  })
})
