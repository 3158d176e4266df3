import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { getNodeDescriptor } from '../../index'

const harness = useNodeHarness()

describe('SingleStore', () => {
  it('opens with its inputs and outputs as Flowise saved them, and its run says what it needs', async () => {
    const descriptor = getNodeDescriptor('singlestore')
    expect(descriptor?.inputs.map((i) => i.name)).toEqual([
      'document',
      'embeddings',
      'host',
      'database',
      'tableName',
      'contentColumnName',
      'vectorColumnName',
      'metadataColumnName',
      'topK',
    ])
    expect(descriptor?.outputs?.map((o) => o.name)).toEqual(['retriever', 'vectorStore'])
    expect(descriptor?.description).toMatch(/does not ship.*Postgres/)
    const flow = buildFlow([
      { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
      {
        id: 'v',
        name: 'singlestore',
        output: 'retriever',
        inputs: { embeddings: '{{e.data.instance}}', host: 'db', database: 'app' },
      },
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      {
        id: 'qa',
        name: 'retrievalQAChain',
        inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
      },
    ])
    await expect(harness.runFlow(flow, { question: 'hi' })).rejects.toThrow(
      /needs a MySQL client \(the mysql2 package\).*Postgres vector store/,
    )
  })
})
