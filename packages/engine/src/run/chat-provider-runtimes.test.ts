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

async function ask(flowData: ReturnType<typeof buildFlow>, question: string) {
  const events: TRunEvent[] = []
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData,
    question,
    services: createTestServices(fake.baseUrl),
    onEvent: (e: TRunEvent) => events.push(e),
  })
  return { result, tokens: events.filter((e) => e.event === 'token').map((e) => String(e.data)) }
}

const header = (name: string) => fake.calls.at(-1)?.headers[name]

describe('Groq, OpenRouter, LocalAI, Hugging Face and Gemini chat models against the fake server', () => {
  it('GroqChat sends its key and model to the chat completions API (base path from the credential)', async () => {
    const flow = chainOn({
      id: 'm',
      name: 'groqChat',
      credential: 'cred-groq',
      inputs: { modelName: 'llama-3.1-8b-instant', temperature: 0.3, maxTokens: 64 },
    })
    fake.queue({ content: 'hello from groq' })
    const { result, tokens } = await ask(flow, 'hi')
    expect(result.text).toBe('hello from groq')
    expect(tokens.join('')).toBe('hello from groq')
    expect(fake.calls.at(-1)?.path).toBe('/v1/chat/completions')
    expect(header('authorization')).toBe('Bearer gsk-test')
    expect(fake.calls.at(-1)?.body).toMatchObject({
      model: 'llama-3.1-8b-instant',
      temperature: 0.3,
      max_tokens: 64,
      stream: true,
    })
  })

  it('ChatOpenRouter calls its Base Path with the key and the headers of Base Options', async () => {
    const flow = chainOn({
      id: 'm',
      name: 'chatOpenRouter',
      credential: 'cred-openrouter',
      inputs: {
        modelName: 'anthropic/claude-3.5-haiku',
        basepath: fake.baseUrl,
        streaming: false,
        baseOptions: { headers: { 'HTTP-Referer': 'https://example.org', 'X-Title': 'Unikflow' } },
      },
    })
    fake.queue({ content: 'routed' })
    const { result } = await ask(flow, 'hi')
    expect(result.text).toBe('routed')
    expect(header('authorization')).toBe('Bearer or-test')
    expect(header('http-referer')).toBe('https://example.org')
    expect(header('x-title')).toBe('Unikflow')
    expect(fake.calls.at(-1)?.body).toMatchObject({ model: 'anthropic/claude-3.5-haiku' })
  })

  it('ChatLocalAI calls the LocalAI server at its Base Path', async () => {
    const flow = chainOn({
      id: 'm',
      name: 'chatLocalAI',
      credential: 'cred-localai',
      inputs: { basePath: fake.baseUrl, modelName: 'ggml-gpt4all-j', topP: 0.5 },
    })
    fake.queue({ content: 'local answer' })
    const { result } = await ask(flow, 'hi')
    expect(result.text).toBe('local answer')
    expect(header('authorization')).toBe('Bearer lai-test')
    expect(fake.calls.at(-1)?.body).toMatchObject({ model: 'ggml-gpt4all-j', top_p: 0.5 })
  })

  it('ChatHuggingFace sends the Model input to an inference endpoint’s /v1 chat completions', async () => {
    const flow = chainOn({
      id: 'm',
      name: 'chatHuggingFace',
      credential: 'cred-hf',
      inputs: { model: 'meta-llama/Llama-3.1-8B-Instruct', endpoint: fake.origin, stop: 'END, STOP' },
    })
    fake.queue({ content: 'hugging' })
    const { result } = await ask(flow, 'hi')
    expect(result.text).toBe('hugging')
    expect(fake.calls.at(-1)?.path).toBe('/v1/chat/completions')
    expect(header('authorization')).toBe('Bearer hf-test')
    expect(fake.calls.at(-1)?.body).toMatchObject({
      model: 'meta-llama/Llama-3.1-8B-Instruct',
      stop: ['END', 'STOP'],
    })
  })

  it.each([false, true])(
    'ChatGoogleGenerativeAI calls generateContent at its Base URL (streaming %s)',
    async (streaming) => {
      const flow = chainOn({
        id: 'm',
        name: 'chatGoogleGenerativeAI',
        credential: 'cred-gemini',
        inputs: {
          modelName: 'gemini-2.0-flash',
          baseUrl: fake.origin,
          streaming,
          temperature: 0.4,
          maxOutputTokens: 99,
          safetySettings: [
            { harmCategory: 'HARM_CATEGORY_HARASSMENT', harmBlockThreshold: 'BLOCK_ONLY_HIGH' },
          ],
        },
      })
      fake.queue({ content: 'hello from gemini' })
      const { result, tokens } = await ask(flow, 'hi')
      expect(result.text).toBe('hello from gemini')
      expect(tokens.length).toBe(streaming ? 3 : 1)
      const call = fake.calls.at(-1)
      expect(call?.path).toBe(
        `/v1beta/models/gemini-2.0-flash:${streaming ? 'streamGenerateContent' : 'generateContent'}`,
      )
      expect(call?.headers['x-goog-api-key']).toBe('g-test')
      expect(call?.body).toMatchObject({
        contents: [{ role: 'user', parts: [{ text: 'Say hi' }] }],
        generationConfig: { temperature: 0.4, maxOutputTokens: 99 },
        safetySettings: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' }],
      })
    },
  )

  it('ChatGoogleGenerativeAI drives the Tool Agent with function calls', async () => {
    const flow = buildFlow([
      {
        id: 'm',
        name: 'chatGoogleGenerativeAI',
        credential: 'cred-gemini',
        inputs: { modelName: 'gemini-2.0-flash', baseUrl: fake.origin },
      },
      { id: 't', name: 'calculator' },
      {
        id: 'a',
        name: 'toolAgent',
        inputs: { model: '{{m.data.instance}}', tools: ['{{t.data.instance}}'] },
      },
    ])
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '6*7' } }] }, { content: '42' })
    const { result } = await ask(flow, 'six times seven')
    expect(result.text).toBe('42')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: { input: '6*7' }, toolOutput: '42' }])
    expect(JSON.stringify(fake.calls.at(-1)?.body)).toContain('functionResponse')
  })

  it('LocalAI Embeddings embed through the LocalAI server at its Base Path', async () => {
    const flow = buildFlow([
      { id: 'pt', name: 'plainText', output: 'document', inputs: { text: 'Cats purr.' } },
      {
        id: 'e',
        name: 'localAIEmbeddings',
        credential: 'cred-localai',
        inputs: { basePath: fake.baseUrl, modelName: 'bert-embeddings' },
      },
      {
        id: 'v',
        name: 'memoryVectorStore',
        output: 'retriever',
        inputs: { document: ['{{pt.data.instance}}'], embeddings: '{{e.data.instance}}', topK: 1 },
      },
      { id: 'm', name: 'chatLocalAI', inputs: { basePath: fake.baseUrl, modelName: 'ggml-gpt4all-j' } },
      {
        id: 'qa',
        name: 'retrievalQAChain',
        inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
      },
    ])
    const { result } = await ask(flow, 'What do cats do?')
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Cats purr.')
    const embed = fake.calls.find((c) => c.path === '/v1/embeddings')
    expect(embed?.headers.authorization).toBe('Bearer lai-test')
    expect(embed?.body).toMatchObject({ model: 'bert-embeddings' })
  })
})
