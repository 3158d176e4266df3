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

const chat = () => fake.calls.filter((c) => c.path.endsWith('/chat/completions'))
const ask = (flowData: ReturnType<typeof buildFlow>, question: string) =>
  runFlow({ chatId: 'c', flowId: 'f', flowData, question, services: createTestServices(fake.baseUrl) })

describe('Multi Prompt Chain', () => {
  const flow = buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    {
      id: 'p1',
      name: 'promptRetriever',
      inputs: {
        name: 'physics',
        description: 'Questions about physics',
        systemMessage: 'You are a physicist.',
      },
    },
    {
      id: 'p2',
      name: 'promptRetriever',
      inputs: {
        name: 'math',
        description: 'Questions about mathematics',
        systemMessage: 'You are a mathematician.',
      },
    },
    {
      id: 'c',
      name: 'multiPromptChain',
      inputs: {
        model: '{{m.data.instance}}',
        promptRetriever: ['{{p1.data.instance}}', '{{p2.data.instance}}'],
      },
    },
  ])

  it('the model routes by the descriptions, then answers with the chosen system message', async () => {
    fake.queue({ content: '{"destination": "math"}' }, { content: 'Two.' })
    const result = await ask(flow, 'What is 1+1?')
    expect(result.text).toBe('Two.')
    const routing = JSON.stringify(chat().at(-2)?.body)
    expect(routing).toContain('physics: Questions about physics')
    expect(routing).toContain('math: Questions about mathematics')
    expect(routing).toContain('What is 1+1?')
    const answer = JSON.stringify(chat().at(-1)?.body)
    expect(answer).toContain('You are a mathematician.')
    expect(answer).not.toContain('You are a physicist.')
  })

  it('DEFAULT answers without a system message', async () => {
    fake.queue({ content: '```json\n{"destination": "DEFAULT"}\n```' }, { content: 'Hello.' })
    const result = await ask(flow, 'Hi there')
    expect(result.text).toBe('Hello.')
    expect(JSON.stringify(chat().at(-1)?.body)).not.toMatch(/You are a (mathematician|physicist)/)
  })
})

describe('Multi Retrieval QA Chain', () => {
  const store = (id: string, text: string) => [
    { id: `t${id}`, name: 'plainText', output: 'document', inputs: { text } },
    {
      id: `v${id}`,
      name: 'memoryVectorStore',
      output: 'vectorStore',
      inputs: { document: [`{{t${id}.data.instance}}`], embeddings: '{{e.data.instance}}' },
    },
  ]
  const flow = buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
    { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
    ...store('1', 'The cafe opens at eight.'),
    ...store('2', 'Parking costs two euros.'),
    {
      id: 'r1',
      name: 'vectorStoreRetriever',
      inputs: { vectorStore: '{{v1.data.instance}}', name: 'cafe', description: 'Opening hours of the cafe' },
    },
    {
      id: 'r2',
      name: 'vectorStoreRetriever',
      inputs: { vectorStore: '{{v2.data.instance}}', name: 'parking', description: 'Parking prices' },
    },
    {
      id: 'c',
      name: 'multiRetrievalQAChain',
      inputs: {
        model: '{{m.data.instance}}',
        vectorStoreRetriever: ['{{r1.data.instance}}', '{{r2.data.instance}}'],
        returnSourceDocuments: true,
      },
    },
  ])

  it('routes to the collection the question fits and answers from its documents', async () => {
    fake.queue({ content: '{"destination": "parking"}' }, { content: 'Two euros.' })
    const result = await ask(flow, 'How much is parking?')
    expect(result.text).toBe('Two euros.')
    expect(result.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Parking costs two euros.'])
    expect(JSON.stringify(chat().at(-2)?.body)).toContain('cafe: Opening hours of the cafe')
    const answer = JSON.stringify(chat().at(-1)?.body)
    expect(answer).toContain('Parking costs two euros.')
    expect(answer).not.toContain('The cafe opens at eight.')
  })

  it('no fitting collection: a plain answer without documents', async () => {
    fake.queue({ content: 'DEFAULT' }, { content: 'I am fine.' })
    const result = await ask(flow, 'How are you?')
    expect(result.text).toBe('I am fine.')
    expect(result.sourceDocuments ?? []).toEqual([])
  })
})
