import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, startFakePinecone, type FakeOpenAI, type FakePinecone } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
let pc: FakePinecone
beforeAll(async () => {
  ;[fake, pc] = await Promise.all([startFakeOpenAI(), startFakePinecone(['docs'])])
})
afterAll(() => Promise.all([fake.close(), pc.close()]))

const services = () =>
  createTestServices(fake.baseUrl, {
    allowPrivateHosts: ['127.0.0.1'],
    credentials: { 'cred-pinecone': { pineconeApiKey: 'pc-key', basePath: pc.url } },
  })

type TChatBody = { messages: { role: string; content: string }[] }
const chatCalls = () => fake.calls.filter((c) => c.path.endsWith('/chat/completions'))

/** Flowise's LlamaIndex shape: text → OpenAI Embedding + ChatOpenAI → Pinecone (LlamaIndex) → the engine. */
function indexFlow(
  namespace: string,
  text: string,
  engine: { id: string; name: string; inputs: Record<string, unknown> },
  extra: { chunkSize?: number; topK?: number; nodes?: Parameters<typeof buildFlow>[0] } = {},
) {
  return buildFlow([
    {
      id: 's',
      name: 'recursiveCharacterTextSplitter',
      inputs: { chunkSize: extra.chunkSize ?? 12, chunkOverlap: 0 },
    },
    {
      id: 't',
      name: 'plainText',
      output: 'document',
      inputs: { text, metadata: '{"source":"pets"}', textSplitter: '{{s.data.instance}}' },
    },
    {
      id: 'e',
      name: 'openAIEmbedding_LlamaIndex',
      credential: 'cred-openai',
      inputs: { modelName: 'text-embedding-3-small' },
    },
    {
      id: 'm',
      name: 'chatOpenAI_LlamaIndex',
      credential: 'cred-openai',
      inputs: { modelName: 'gpt-4o-mini' },
    },
    {
      id: 'v',
      name: 'pineconeLlamaIndex',
      credential: 'cred-pinecone',
      inputs: {
        document: ['{{t.data.instance}}'],
        model: '{{m.data.instance}}',
        embeddings: '{{e.data.instance}}',
        pineconeIndex: 'docs',
        pineconeNamespace: namespace,
        topK: extra.topK ?? 1,
      },
    },
    ...(extra.nodes ?? []),
    engine,
  ])
}

const ask = (
  flowData: ReturnType<typeof buildFlow>,
  question: string,
  chatId = 'c',
  engineServices = services(),
) => runFlow({ chatId, flowId: 'f-engines', flowData, question, services: engineServices })

describe('LlamaIndex-named engines on Unikflow’s retrieval', () => {
  it('Query Engine answers from the nearest Pinecone (LlamaIndex) document with the index’s model, with sources', async () => {
    const flow = indexFlow('q1', 'Cats purr.\n\nDogs bark.', {
      id: 'q',
      name: 'queryEngine',
      inputs: { vectorStoreRetriever: '{{v.data.instance}}', returnSourceDocuments: true },
    })
    fake.queue({ content: 'They bark.' })
    const result = await ask(flow, 'Dogs bark.')
    expect(result.text).toBe('They bark.')
    expect(result.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Dogs bark.'])
    expect(result.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'pets' })
    const embed = fake.calls.find((c) => c.path.endsWith('/embeddings'))
    expect(embed?.body).toMatchObject({ model: 'text-embedding-3-small' })
    expect(pc.calls.find((c) => c.path.endsWith('/vectors/upsert'))?.body).toMatchObject({ namespace: 'q1' })
    const prompt = (chatCalls().at(-1)?.body as TChatBody).messages.at(-1)?.content ?? ''
    expect(prompt).toContain('Dogs bark.')
    expect(prompt).not.toContain('Cats purr.')
    expect(prompt).toMatch(/Query: Dogs bark\.\n/)
  })

  it('Query Engine without Return Source Documents answers the text only', async () => {
    const flow = indexFlow('q2', 'Cats purr.', {
      id: 'q',
      name: 'queryEngine',
      inputs: { vectorStoreRetriever: '{{v.data.instance}}' },
    })
    fake.queue({ content: 'Purring.' })
    const result = await ask(flow, 'Cats purr.')
    expect(result.text).toBe('Purring.')
    expect(result.sourceDocuments ?? []).toEqual([])
  })

  it('Compact and Refine answers the first batch of chunks and refines the answer with the next', async () => {
    const cats = 'cats purr '.repeat(700).trim()
    const dogs = 'dogs bark '.repeat(700).trim()
    const flow = indexFlow(
      'q3',
      `${cats}\n\n${dogs}`,
      {
        id: 'q',
        name: 'queryEngine',
        inputs: { vectorStoreRetriever: '{{v.data.instance}}', responseSynthesizer: '{{r.data.instance}}' },
      },
      {
        chunkSize: 8000,
        topK: 2,
        nodes: [
          {
            id: 'r',
            name: 'compactrefineLlamaIndex',
            inputs: {
              textQAPrompt: 'QA {query} over: {context}',
              refinePrompt: 'REFINE {query} after <{existingAnswer}> with: {context}',
            },
          },
        ],
      },
    )
    const before = chatCalls().length
    fake.queue({ content: 'draft' }, { content: 'final' })
    const result = await ask(flow, 'what sounds?')
    expect(result.text).toBe('final')
    const sent = chatCalls()
      .slice(before)
      .map((c) => (c.body as TChatBody).messages.at(-1)?.content ?? '')
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatch(/^QA what sounds\? over: /)
    expect(sent[1]).toMatch(/^REFINE what sounds\? after <draft> with: /)
    // Each batch holds one of the two 7,000-character chunks (together they exceed one call's budget).
    expect([sent[0]?.includes(cats), sent[1]?.includes(cats)].filter(Boolean)).toHaveLength(1)
    expect([sent[0]?.includes(dogs), sent[1]?.includes(dogs)].filter(Boolean)).toHaveLength(1)
  })
})

describe('LlamaIndex-named engines: chat and sub questions', () => {
  it('Context Chat Engine answers from the context retrieved for each message and keeps the session history', async () => {
    const flow = indexFlow(
      'c1',
      'Cats purr.\n\nDogs bark.',
      {
        id: 'ce',
        name: 'contextChatEngine',
        inputs: {
          model: '{{m.data.instance}}',
          vectorStoreRetriever: '{{v.data.instance}}',
          memory: '{{mem.data.instance}}',
          systemMessagePrompt: 'Be brief.',
          returnSourceDocuments: true,
        },
      },
      { nodes: [{ id: 'mem', name: 'bufferMemory' }] },
    )
    const session = services()
    fake.queue({ content: 'They purr.' }, { content: 'They bark.' })
    expect((await ask(flow, 'Cats purr.', 'ce-1', session)).text).toBe('They purr.')
    const second = await ask(flow, 'Dogs bark.', 'ce-1', session)
    expect(second.text).toBe('They bark.')
    expect(second.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Dogs bark.'])
    const messages = (chatCalls().at(-1)?.body as TChatBody).messages
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(messages[0]?.content).toMatch(/^Be brief\.\n\n/)
    expect(messages[0]?.content).toContain('Dogs bark.')
    expect(messages[0]?.content).not.toContain('Cats purr.')
    expect(messages.slice(1).map((m) => m.content)).toEqual(['Cats purr.', 'They purr.', 'Dogs bark.'])
  })

  it('Sub Question Query Engine asks each QueryEngine Tool its sub question and answers from their answers', async () => {
    const store = (id: string, text: string) => [
      { id: `t${id}`, name: 'plainText', output: 'document', inputs: { text } },
      {
        id: `v${id}`,
        name: 'pineconeLlamaIndex',
        credential: 'cred-pinecone',
        inputs: {
          document: [`{{t${id}.data.instance}}`],
          model: '{{m.data.instance}}',
          embeddings: '{{e.data.instance}}',
          pineconeIndex: 'docs',
          pineconeNamespace: `sq-${id}`,
          topK: 1,
        },
      },
      { id: `q${id}`, name: 'queryEngine', inputs: { vectorStoreRetriever: `{{v${id}.data.instance}}` } },
      {
        id: `tool${id}`,
        name: 'queryEngineToolLlamaIndex',
        inputs: {
          baseQueryEngine: `{{q${id}.data.instance}}`,
          toolName: `${id}_docs`,
          toolDesc: `About ${id}`,
        },
      },
    ]
    const flow = buildFlow([
      { id: 'e', name: 'openAIEmbedding_LlamaIndex', credential: 'cred-openai' },
      { id: 'm', name: 'chatOpenAI_LlamaIndex', credential: 'cred-openai' },
      ...store('cats', 'Cats purr.'),
      ...store('dogs', 'Dogs bark.'),
      {
        id: 'sq',
        name: 'subQuestionQueryEngine',
        inputs: {
          queryEngineTools: ['{{toolcats.data.instance}}', '{{tooldogs.data.instance}}'],
          model: '{{m.data.instance}}',
          embeddings: '{{e.data.instance}}',
          returnSourceDocuments: true,
        },
      },
    ])
    const plan = {
      items: [
        { subQuestion: 'What do cats do?', toolName: 'cats_docs' },
        { subQuestion: 'What do dogs do?', toolName: 'dogs_docs' },
        { subQuestion: 'Ignored: no such tool', toolName: 'birds_docs' },
      ],
    }
    const before = chatCalls().length
    fake.queue(
      { content: `Here you go: ${JSON.stringify(plan)}` },
      { content: 'Cats purr.' },
      { content: 'Dogs bark.' },
      { content: 'Cats purr and dogs bark.' },
    )
    const result = await ask(flow, 'What do cats and dogs do?')
    expect(result.text).toBe('Cats purr and dogs bark.')
    expect(result.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Cats purr.', 'Dogs bark.'])
    const sent = chatCalls()
      .slice(before)
      .map((c) => (c.body as TChatBody).messages.at(-1)?.content ?? '')
    expect(sent).toHaveLength(4)
    expect(sent[0]).toContain('- cats_docs: About cats\n- dogs_docs: About dogs')
    expect(sent[1]).toMatch(/Cats purr\.[\s\S]*Query: What do cats do\?/)
    expect(sent[2]).toMatch(/Dogs bark\.[\s\S]*Query: What do dogs do\?/)
    expect(sent[3]).toContain('Sub question: What do cats do?\nResponse: Cats purr.')
    expect(sent[3]).toContain('Sub question: What do dogs do?\nResponse: Dogs bark.')
    expect(sent[3]).toContain('Query: What do cats and dogs do?')
  })
})
