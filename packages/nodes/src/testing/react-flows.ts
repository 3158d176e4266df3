import { expect } from 'vitest'
import { buildFlow, type TNodeHarness } from '@unikflow/engine/testing'

/** A ReAct agent node (`reactAgentChat` with a Buffer Memory, or `reactAgentLLM`) with ChatOpenAI and the Calculator. */
export function reactFlow(name: 'reactAgentChat' | 'reactAgentLLM') {
  const chat = name === 'reactAgentChat'
  return buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    { id: 't', name: 'calculator' },
    ...(chat ? [{ id: 'mem', name: 'bufferMemory' }] : []),
    {
      id: 'a',
      name,
      inputs: {
        model: '{{m.data.instance}}',
        tools: ['{{t.data.instance}}'],
        ...(chat ? { memory: '{{mem.data.instance}}' } : {}),
      },
    },
  ])
}

/** What the model was last asked, as JSON text. */
export function lastPrompt(harness: TNodeHarness): string {
  return JSON.stringify(harness.openai.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-1)?.body)
}

/** The text protocol: the agent runs the tool the model names and feeds the observation back. */
export async function expectReactLoop(harness: TNodeHarness, name: 'reactAgentChat' | 'reactAgentLLM') {
  harness.openai.queue(
    { content: 'I should compute it.\nAction: calculator\nAction Input: 6*7' },
    { content: ' I know the final answer\nFinal Answer: 42' },
  )
  const { result, tokens } = await harness.runFlowWithEvents(reactFlow(name), {
    question: 'What is six times seven?',
    chatId: name,
  })
  expect(result.text).toBe('42')
  expect(tokens.join('')).toBe('42')
  expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: '6*7', toolOutput: '42' }])
  const prompt = lastPrompt(harness)
  expect(prompt).toContain('Question: What is six times seven?')
  expect(prompt).toContain('calculator: ')
  expect(prompt).toContain('Observation: 42')
  expect(harness.openai.calls.at(-1)?.body).toMatchObject({ stop: ['\nObservation:'] })
}
