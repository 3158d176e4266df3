import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fakeEmbedding,
  startFakeOpenAI,
  startFakePinecone,
  type FakeOpenAI,
  type FakePinecone,
} from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { createTestServices } from '../testing/test-services'
import { buildV2Flow, fakeModel } from '../testing/v2-flows'

let fake: FakeOpenAI
let pc: FakePinecone
beforeAll(async () => {
  ;[fake, pc] = await Promise.all([startFakeOpenAI(), startFakePinecone(['kb'])])
  const texts = ['Staff get 25 days of holiday.', 'The office opens at nine.']
  pc.namespaces.set(
    'hr',
    new Map(
      texts.map((text, i) => [
        `v${i}`,
        { id: `v${i}`, values: fakeEmbedding(text), metadata: { text, source: `doc-${i}.txt` } },
      ]),
    ),
  )
})
afterAll(() => Promise.all([fake.close(), pc.close()]))

describe('Agentflow v2 Agent knowledge from a vector store', () => {
  it('offers each vector store + embeddings row as a search tool and returns what it found', async () => {
    const flow = buildV2Flow(
      [
        { id: 'start', name: 'startAgentflow' },
        {
          id: 'agent',
          name: 'agentAgentflow',
          inputs: {
            ...fakeModel('agentModel'),
            agentKnowledgeVSEmbeddings: [
              {
                vectorStore: 'pinecone',
                vectorStoreConfig: {
                  vectorStore: 'pinecone',
                  credential: 'cred-pinecone',
                  pineconeIndex: 'kb',
                  pineconeNamespace: 'hr',
                  topK: 1,
                },
                embeddingModel: 'openAIEmbeddings',
                embeddingModelConfig: { embeddingModel: 'openAIEmbeddings', credential: 'cred-openai' },
                knowledgeName: 'hr policies',
                knowledgeDescription: 'Holiday and office rules',
                returnSourceDocuments: true,
              },
            ],
          },
        },
      ],
      [['start', 'agent']],
    )
    fake.queue({
      toolCalls: [{ name: 'hr_policies', arguments: { query: 'Staff get 25 days of holiday.' } }],
    })
    fake.queue({ content: '25 days.' })
    const result = await runFlow({
      chatId: 'kb-1',
      flowId: 'f-kb',
      flowData: flow,
      question: 'How much holiday?',
      services: createTestServices(fake.baseUrl, {
        allowPrivateHosts: ['127.0.0.1'],
        credentials: { 'cred-pinecone': { pineconeApiKey: 'pc-key', basePath: pc.url } },
      }),
    })
    expect(result.text).toBe('25 days.')
    expect(result.sourceDocuments).toEqual([
      { pageContent: 'Staff get 25 days of holiday.', metadata: { source: 'doc-0.txt' } },
    ])
    const chats = fake.calls.filter((c) => c.path.endsWith('/chat/completions'))
    const first = chats.at(-2)?.body as { tools: { function: { name: string; description: string } }[] }
    expect(first.tools.map((t) => t.function)).toEqual([
      expect.objectContaining({ name: 'hr_policies', description: 'Holiday and office rules' }),
    ])
    const second = chats.at(-1)?.body as { messages: { role: string; content: unknown }[] }
    expect(second.messages.find((m) => m.role === 'tool')?.content).toBe('Staff get 25 days of holiday.')
    expect(pc.calls.at(-1)).toMatchObject({ path: '/hosts/kb/query', body: { namespace: 'hr', topK: 1 } })
  })
})
