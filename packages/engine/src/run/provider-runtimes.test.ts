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

type TSpec = Parameters<typeof buildFlow>[0][number]
const chainOn = (model: TSpec) =>
  buildFlow([
    model,
    { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
    { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
  ])

async function ask(flowData: ReturnType<typeof buildFlow>, question: string, stream: boolean) {
  const events: TRunEvent[] = []
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData,
    question,
    services: createTestServices(fake.baseUrl),
    ...(stream ? { onEvent: (e: TRunEvent) => events.push(e) } : {}),
  })
  return { result, tokens: events.filter((e) => e.event === 'token').map((e) => String(e.data)) }
}

describe('ChatAnthropic and ChatOllama against the fake server', () => {
  it.each([false, true])('ChatAnthropic calls /v1/messages (streaming %s)', async (streaming) => {
    const flow = chainOn({
      id: 'm',
      name: 'chatAnthropic',
      credential: 'cred-anthropic',
      inputs: { modelName: 'claude-3-haiku', streaming },
    })
    fake.queue({ content: 'hello from claude' })
    const { result, tokens } = await ask(flow, 'hi', true)
    expect(result.text).toBe('hello from claude')
    expect(tokens.length).toBe(streaming ? 3 : 1)
    const call = fake.calls.at(-1)
    expect(call?.path).toBe('/v1/messages')
    expect(call?.headers['x-api-key']).toBe('a-test')
    expect(call?.body).toMatchObject({ model: 'claude-3-haiku', messages: [{ role: 'user' }] })
  })

  it('ChatAnthropic drives the Tool Agent with tool_use blocks', async () => {
    const flow = buildFlow([
      {
        id: 'm',
        name: 'chatAnthropic',
        credential: 'cred-anthropic',
        inputs: { modelName: 'claude-3-haiku' },
      },
      { id: 't', name: 'calculator' },
      {
        id: 'a',
        name: 'toolAgent',
        inputs: { model: '{{m.data.instance}}', tools: ['{{t.data.instance}}'] },
      },
    ])
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] }, { content: '42' })
    const { result } = await ask(flow, 'six times seven', true)
    expect(result.text).toBe('42')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '6*7' }, toolOutput: '42' }])
    expect(JSON.stringify(fake.calls.at(-1)?.body)).toContain('tool_result')
  })

  it.each([false, true])('ChatOllama calls /api/chat (streaming %s)', async (streaming) => {
    const flow = chainOn({
      id: 'm',
      name: 'chatOllama',
      inputs: { baseUrl: fake.origin, modelName: 'llama3.2', streaming, temperature: 0.2 },
    })
    fake.queue({ content: 'hello from llama' })
    const { result, tokens } = await ask(flow, 'hi', true)
    expect(result.text).toBe('hello from llama')
    expect(tokens.join('')).toBe('hello from llama')
    const call = fake.calls.at(-1)
    expect(call?.path).toBe('/api/chat')
    expect(call?.body).toMatchObject({ model: 'llama3.2', options: { temperature: 0.2 } })
  })

  it('Chat NVIDIA NIM calls the chat completions API at its Base Path (a local NIM needs no key)', async () => {
    const flow = chainOn({
      id: 'm',
      name: 'chatNvidiaNIM',
      inputs: { basePath: fake.baseUrl, modelName: 'meta/llama-3.1-8b-instruct', temperature: 0.1 },
    })
    fake.queue({ content: 'hello from NIM' })
    const { result } = await ask(flow, 'hi', false)
    expect(result.text).toBe('hello from NIM')
    const call = fake.calls.at(-1)
    expect(call?.path).toBe('/v1/chat/completions')
    expect(call?.body).toMatchObject({ model: 'meta/llama-3.1-8b-instruct', temperature: 0.1 })
  })

  it('Ollama Embeddings feed the in-memory store through /api/embed', async () => {
    const data = `data:text/plain;base64,${Buffer.from('Cats purr.\n\nDogs bark.').toString('base64')},filename:pets.txt`
    const flow = buildFlow([
      { id: 's', name: 'recursiveCharacterTextSplitter', inputs: { chunkSize: 12, chunkOverlap: 0 } },
      {
        id: 't',
        name: 'textFile',
        output: 'document',
        inputs: { txtFile: data, textSplitter: '{{s.data.instance}}' },
      },
      { id: 'e', name: 'ollamaEmbedding', inputs: { baseUrl: fake.origin, modelName: 'nomic-embed-text' } },
      {
        id: 'v',
        name: 'memoryVectorStore',
        output: 'retriever',
        inputs: { document: ['{{t.data.instance}}'], embeddings: '{{e.data.instance}}', topK: 1 },
      },
      { id: 'm', name: 'chatOllama', inputs: { baseUrl: fake.origin } },
      {
        id: 'qa',
        name: 'retrievalQAChain',
        inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
      },
    ])
    const { result } = await ask(flow, 'Dogs bark.', false)
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Dogs bark.')
    expect(fake.calls.some((c) => c.path === '/api/embed')).toBe(true)
  })
})
