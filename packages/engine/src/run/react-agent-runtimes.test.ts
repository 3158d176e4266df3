import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import type { TRunEvent } from './events'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const services = createTestServices('http://unused')
const ask = async (flowData: ReturnType<typeof buildFlow>, question: string, chatId = 'c') => {
  const events: TRunEvent[] = []
  const result = await runFlow({
    chatId,
    flowId: 'f',
    flowData,
    question,
    services: { ...createTestServices(fake.baseUrl), memoryStore: services.memoryStore },
    onEvent: (e) => events.push(e),
  })
  return {
    result,
    tokens: events
      .filter((e) => e.event === 'token')
      .map((e) => String(e.data))
      .join(''),
  }
}

const lastPrompt = () =>
  JSON.stringify(fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-1)?.body)

describe('OpenAI Tool Agent', () => {
  it('calls tools through the model’s tool calling, as the Tool Agent does', async () => {
    const flow = buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      { id: 't', name: 'calculator' },
      { id: 'mem', name: 'bufferMemory' },
      {
        id: 'a',
        name: 'openAIToolAgent',
        inputs: {
          model: '{{m.data.instance}}',
          tools: ['{{t.data.instance}}'],
          memory: '{{mem.data.instance}}',
          systemMessage: 'Be brief.',
        },
      },
    ])
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '2+3' } }] }, { content: 'Five.' })
    const { result, tokens } = await ask(flow, 'two plus three', 'oa')
    expect(result.text).toBe('Five.')
    expect(tokens).toBe('Five.')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '2+3' }, toolOutput: '5' }])
    const body = fake.calls.at(-1)?.body as {
      messages: Array<{ role: string; content: unknown }>
      tools: unknown[]
    }
    expect(body.messages[0]?.role).toBe('system')
    expect(JSON.stringify(body.messages[0]?.content)).toContain('Be brief.')
    expect(body.tools).toHaveLength(1)
  })
})

describe('ReAct agents (text protocol: Thought / Action / Observation / Final Answer)', () => {
  const reactFlow = (name: 'reactAgentChat' | 'reactAgentLLM') =>
    buildFlow([
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      { id: 't', name: 'calculator' },
      ...(name === 'reactAgentChat' ? [{ id: 'mem', name: 'bufferMemory' }] : []),
      {
        id: 'a',
        name,
        inputs: {
          model: '{{m.data.instance}}',
          tools: ['{{t.data.instance}}'],
          ...(name === 'reactAgentChat' ? { memory: '{{mem.data.instance}}' } : {}),
        },
      },
    ])

  it.each(['reactAgentChat', 'reactAgentLLM'] as const)(
    '%s runs the tool the model names and feeds the observation back',
    async (name) => {
      fake.queue(
        { content: 'I should compute it.\nAction: calculator\nAction Input: 6*7' },
        { content: ' I know the final answer\nFinal Answer: 42' },
      )
      const { result, tokens } = await ask(reactFlow(name), 'What is six times seven?', name)
      expect(result.text).toBe('42')
      expect(tokens).toBe('42')
      expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: '6*7', toolOutput: '42' }])
      const prompt = lastPrompt()
      expect(prompt).toContain('Question: What is six times seven?')
      expect(prompt).toContain('calculator: ')
      expect(prompt).toContain('Observation: 42')
      expect(fake.calls.at(-1)?.body).toMatchObject({ stop: ['\nObservation:'] })
    },
  )

  it('reactAgentChat remembers the conversation through its memory', async () => {
    fake.queue({ content: 'Final Answer: Hello Ann.' }, { content: 'Final Answer: Your name is Ann.' })
    await ask(reactFlow('reactAgentChat'), 'I am Ann', 'mem-chat')
    const { result } = await ask(reactFlow('reactAgentChat'), 'What is my name?', 'mem-chat')
    expect(result.text).toBe('Your name is Ann.')
    expect(lastPrompt()).toContain('Human: I am Ann\\nAI: Hello Ann.')
  })

  it('an unknown tool is reported to the model, which can recover', async () => {
    fake.queue({ content: 'Action: web\nAction Input: weather' }, { content: 'Final Answer: I cannot tell.' })
    const { result } = await ask(reactFlow('reactAgentLLM'), 'weather?', 'unknown-tool')
    expect(result.text).toBe('I cannot tell.')
    expect(lastPrompt()).toContain('web is not a valid tool, try one of [calculator]')
  })
})
