import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

describe('Retrieval QA Chain and Conversational Retrieval QA Chain', () => {
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
      fakeChatModel,
    ]
    const qa = buildFlow([
      ...retrieval,
      {
        id: 'qa',
        name: 'retrievalQAChain',
        inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
      },
    ])
    const first = await harness.runFlow(qa, { question: 'Cats purr.' })
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
    const services = harness.services()
    await harness.runFlow(conv, { question: 'Dogs bark.', services })
    harness.openai.queue({ content: 'Dogs bark.' }, { content: 'They bark.' })
    const second = await harness.runFlow(conv, { question: 'and dogs?', services })
    expect(second.text).toBe('They bark.')
    expect(second.sourceDocuments?.[0]?.pageContent).toBe('Dogs bark.')
  })
})
