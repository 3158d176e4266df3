import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { loadNodeRuntime } from '@unikflow/nodes'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const run = (
  flowData: ReturnType<typeof buildFlow>,
  question: string,
  services = createTestServices(fake.baseUrl),
) => runFlow({ chatId: 'c', flowId: 'f', flowData, question, services })
const model = { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } }
const chain = (extra: Record<string, unknown> = {}) => [
  model,
  { id: 'p', name: 'promptTemplate', inputs: { template: '{q}' } },
  {
    id: 'c',
    name: 'llmChain',
    inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}', ...extra },
  },
]

describe('node runtimes against the fake server', () => {
  it.each(['chatOpenAI', 'azureChatOpenAI', 'chatAnthropic', 'chatOllama', 'chatMistralAI'])(
    '%s constructs its LangChain model',
    async (name) => {
      const module = await loadNodeRuntime(name)
      expect(module?.runtime.kind).toBe('supply')
    },
  )

  it('Simple Prompt Moderation refuses deny-listed input and the chain answers with its message', async () => {
    const flow = buildFlow([
      ...chain({ inputModeration: ['{{mod.data.instance}}'] }),
      {
        id: 'mod',
        name: 'inputModerationSimple',
        inputs: { denyList: 'forbidden\nsecret', moderationErrorMessage: 'No.' },
      },
    ])
    expect((await run(flow, 'tell me the SECRET')).text).toBe('No.')
    expect((await run(flow, 'hello')).text).toBe('You said: hello')
  })

  it('OpenAI Moderation asks the moderation endpoint', async () => {
    const flow = buildFlow([
      ...chain({ inputModeration: ['{{mod.data.instance}}'] }),
      { id: 'mod', name: 'inputModerationOpenAI', credential: 'cred-openai', inputs: {} },
    ])
    expect((await run(flow, 'I will attack')).text).toContain('Cannot Process!')
    expect(fake.calls.at(-1)?.path).toBe('/v1/moderations')
  })

  it('List Output Parser turns the answer into an array', async () => {
    fake.queue({ content: 'red, green, blue' })
    const flow = buildFlow([
      ...chain({ outputParser: '{{o.data.instance}}' }),
      { id: 'o', name: 'csvOutputParser' },
    ])
    expect((await run(flow, 'colours')).json).toEqual(['red', 'green', 'blue'])
  })

  it('Structured Output Parser reads the datagrid', async () => {
    fake.queue({ content: '```json\n{"answer":"yes","score":3}\n```' })
    const grid = [
      { property: 'answer', type: 'string', description: 'the answer' },
      { property: 'score', type: 'number' },
    ]
    const flow = buildFlow([
      ...chain({ outputParser: '{{o.data.instance}}' }),
      { id: 'o', name: 'structuredOutputParser', inputs: { jsonStructure: JSON.stringify(grid) } },
    ])
    expect((await run(flow, 'q')).json).toEqual({ answer: 'yes', score: 3 })
  })

  it('Custom JS Function runs in the sandbox with $vars and named inputs', async () => {
    const flow = buildFlow([
      {
        id: 'fn',
        name: 'customFunction',
        inputs: {
          functionInputVariables: '{"who":"{{question}}"}',
          javascriptFunction: 'return `hi ${$who} ${$vars.tone}`',
        },
      },
    ])
    const services = createTestServices(fake.baseUrl, {
      variables: [{ name: 'tone', value: 'calm', type: 'static' }],
    })
    expect((await run(flow, 'Ann', services)).text).toBe('hi Ann calm')
  })

  it('If/Else Function picks the else branch for a falsy if', async () => {
    const flow = buildFlow([
      {
        id: 'f',
        name: 'ifElseFunction',
        inputs: { ifFunction: 'return $input === "yes"', elseFunction: 'return "no way"' },
      },
    ])
    expect((await run(flow, 'yes')).text).toBe('true')
    expect((await run(flow, 'maybe')).text).toBe('no way')
  })

  it('Retrieval QA and Conversational Retrieval QA answer from a text file through the in-memory store', async () => {
    const data = `data:text/plain;base64,${Buffer.from('Cats purr.\n\nDogs bark.').toString('base64')},filename:pets.txt`
    const retrieval = [
      { id: 's', name: 'recursiveCharacterTextSplitter', inputs: { chunkSize: 12, chunkOverlap: 0 } },
      {
        id: 't',
        name: 'textFile',
        output: 'document',
        inputs: { txtFile: data, textSplitter: '{{s.data.instance}}' },
      },
      { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai', inputs: {} },
      {
        id: 'v',
        name: 'memoryVectorStore',
        output: 'retriever',
        inputs: { document: ['{{t.data.instance}}'], embeddings: '{{e.data.instance}}', topK: 1 },
      },
      model,
    ]
    const qa = buildFlow([
      ...retrieval,
      {
        id: 'qa',
        name: 'retrievalQAChain',
        inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
      },
    ])
    const first = await run(qa, 'Cats purr.')
    expect(first.sourceDocuments?.[0]).toMatchObject({
      pageContent: 'Cats purr.',
      metadata: { source: 'pets.txt' },
    })
    const conv = buildFlow([
      ...retrieval,
      { id: 'mem', name: 'bufferWindowMemory', inputs: { k: 1 } },
      {
        id: 'qa',
        name: 'conversationalRetrievalQAChain',
        inputs: {
          model: '{{m.data.instance}}',
          vectorStoreRetriever: '{{v.data.instance}}',
          memory: '{{mem.data.instance}}',
        },
      },
    ])
    const services = createTestServices(fake.baseUrl)
    await run(conv, 'Dogs bark.', services)
    fake.queue({ content: 'Dogs bark.' }, { content: 'They bark.' })
    const second = await run(conv, 'and dogs?', services)
    expect(second.text).toBe('They bark.')
    expect(second.sourceDocuments?.[0]?.pageContent).toBe('Dogs bark.')
  })

  it('Conversation Summary Memory summarises earlier turns with its model', async () => {
    const flow = buildFlow([
      model,
      { id: 'mem', name: 'conversationSummaryMemory', inputs: { model: '{{m.data.instance}}' } },
      {
        id: 'c',
        name: 'conversationChain',
        inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
      },
    ])
    const services = createTestServices(fake.baseUrl)
    await run(flow, 'I like tea', services)
    fake.queue({ content: 'The human likes tea.' })
    fake.respondWith((req) => ({ content: JSON.stringify(req.messages.map((m) => m.content)) }))
    const second = await run(flow, 'what do I like?', services)
    expect(second.text).toContain('Summary of the conversation so far: The human likes tea.')
    fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'Redis-backed Chat Memory keeps turns in Redis (needs TEST_REDIS_URL)',
    async () => {
      const url = process.env.TEST_REDIS_URL ?? ''
      const services = createTestServices(fake.baseUrl)
      // Only the memory's credential is Redis; the chat model keeps its own (pointing at the fake server).
      const withRedis = {
        ...services,
        getCredential: async (id: string) =>
          id === 'redis' ? { redisUrl: url } : services.getCredential(id),
      }
      const flow = buildFlow([
        model,
        {
          id: 'mem',
          name: 'RedisBackedChatMemory',
          credential: 'redis',
          inputs: { sessionId: `t-${Date.now()}` },
        },
        {
          id: 'c',
          name: 'conversationChain',
          inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
        },
      ])
      await run(flow, 'one', withRedis)
      fake.respondWith((req) => ({ content: `n=${req.messages.length}` }))
      expect((await run(flow, 'two', withRedis)).text).toBe('n=4')
      fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
    },
  )
})
