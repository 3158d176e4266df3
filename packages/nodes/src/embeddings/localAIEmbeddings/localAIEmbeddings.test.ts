import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('LocalAI Embeddings', () => {
  it('LocalAI Embeddings embed through the LocalAI server at its Base Path', async () => {
    const flow = buildFlow([
      { id: 'pt', name: 'plainText', output: 'document', inputs: { text: 'Cats purr.' } },
      {
        id: 'e',
        name: 'localAIEmbeddings',
        credential: 'cred-localai',
        inputs: { basePath: harness.openai.baseUrl, modelName: 'bert-embeddings' },
      },
      {
        id: 'v',
        name: 'memoryVectorStore',
        output: 'retriever',
        inputs: { document: ['{{pt.data.instance}}'], embeddings: '{{e.data.instance}}', topK: 1 },
      },
      {
        id: 'm',
        name: 'chatLocalAI',
        inputs: { basePath: harness.openai.baseUrl, modelName: 'ggml-gpt4all-j' },
      },
      {
        id: 'qa',
        name: 'retrievalQAChain',
        inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
      },
    ])
    const { result } = await harness.runFlowWithEvents(flow, { question: 'What do cats do?' })
    expect(result.sourceDocuments?.[0]?.pageContent).toBe('Cats purr.')
    const embed = harness.openai.calls.find((c) => c.path === '/v1/embeddings')
    expect(embed?.headers.authorization).toBe('Bearer lai-test')
    expect(embed?.body).toMatchObject({ model: 'bert-embeddings' })
  })
})
