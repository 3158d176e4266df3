import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

// Flowise's LlamaIndex template shape: ChatOpenAI (LlamaIndex) + Buffer Memory → Simple Chat Engine.
const flow = buildFlow([
  { id: 'm', name: 'chatOpenAI_LlamaIndex', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
  { id: 'mem', name: 'bufferMemory' },
  {
    id: 'e',
    name: 'simpleChatEngine',
    inputs: {
      model: '{{m.data.instance}}',
      memory: '{{mem.data.instance}}',
      systemMessagePrompt: 'Be brief.',
    },
  },
])

describe('LlamaIndex-named nodes without LlamaIndex', () => {
  it('Simple Chat Engine with ChatOpenAI (LlamaIndex) answers with the system message and remembers the session', async () => {
    const services = createTestServices(fake.baseUrl)
    const ask = (question: string) =>
      runFlow({ chatId: 'li-1', flowId: 'f-li', flowData: flow, question, services })
    fake.queue({ content: 'Hello Bo.' }, { content: 'You are Bo.' })
    expect((await ask('I am Bo.')).text).toBe('Hello Bo.')
    expect((await ask('Who am I?')).text).toBe('You are Bo.')
    const sent = fake.calls.at(-1)?.body as { model: string; messages: { role: string; content: string }[] }
    expect(sent.model).toBe('gpt-4o-mini')
    expect(sent.messages.map((m) => [m.role, m.content])).toEqual([
      ['system', 'Be brief.'],
      ['user', 'I am Bo.'],
      ['assistant', 'Hello Bo.'],
      ['user', 'Who am I?'],
    ])
  })

  it('ChatAnthropic (LlamaIndex) answers in a Simple Chat Engine through the Messages API', async () => {
    const flowData = buildFlow([
      {
        id: 'm',
        name: 'chatAnthropic_LlamaIndex',
        credential: 'cred-anthropic',
        inputs: { modelName: 'claude-3-haiku' },
      },
      { id: 'mem', name: 'bufferMemory' },
      {
        id: 'e',
        name: 'simpleChatEngine',
        inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
      },
    ])
    fake.queue({ content: 'Hi from Claude.' })
    const result = await runFlow({
      chatId: 'li-2',
      flowId: 'f-li2',
      flowData,
      question: 'Hello?',
      services: createTestServices(fake.baseUrl),
    })
    expect(result.text).toBe('Hi from Claude.')
    expect(fake.calls.at(-1)?.path).toMatch(/\/v1\/messages$/)
    expect((fake.calls.at(-1)?.body as { model: string }).model).toBe('claude-3-haiku')
  })

  it('AzureChatOpenAI (LlamaIndex) answers in a Simple Chat Engine from the Azure deployment', async () => {
    const flowData = buildFlow([
      {
        id: 'm',
        name: 'azureChatOpenAI_LlamaIndex',
        credential: 'cred-azure',
        inputs: { modelName: 'gpt-4o', basepath: `${fake.baseUrl}/openai/deployments`, maxTokens: 50 },
      },
      { id: 'mem', name: 'bufferMemory' },
      {
        id: 'e',
        name: 'simpleChatEngine',
        inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
      },
    ])
    fake.queue({ content: 'Hi from Azure.' })
    const result = await runFlow({
      chatId: 'li-3',
      flowId: 'f-li3',
      flowData,
      question: 'Hello?',
      services: createTestServices(fake.baseUrl),
    })
    expect(result.text).toBe('Hi from Azure.')
    const call = fake.calls.at(-1)
    expect(call?.path).toContain('/openai/deployments/gpt-35-turbo/chat/completions')
    expect(call?.headers['api-key']).toBe('az-test')
    expect(call?.body).toMatchObject({ max_tokens: 50 })
  })
})
