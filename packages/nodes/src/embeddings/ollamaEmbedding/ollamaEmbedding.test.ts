import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('Ollama Embeddings', () => {
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
      {
        id: 'e',
        name: 'ollamaEmbedding',
        inputs: { baseUrl: harness.openai.origin, modelName: 'nomic-embed-text' },
      },
      {
        id: 'v',
        name: 'memoryVectorStore',
        output: 'retriever',
        inputs: { document: ['{{t.data.instance}}'], embeddings: '{{e.data.instance}}', topK: 1 },
      },
      { id: 'm', name: 'chatOllama', inputs: { baseUrl: harness.openai.origin } },
      {
        id: 'qa',
        name: 'retrievalQAChain',
        inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
      },
    ])
    const result = await harness.runFlow(flow, { question: 'Dogs bark.' })
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Dogs bark.')
    expect(harness.openai.calls.some((c) => c.path === '/api/embed')).toBe(true)
  })
})
