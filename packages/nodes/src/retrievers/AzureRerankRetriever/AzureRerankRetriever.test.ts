import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { HANDBOOK, handbookStore } from '../../testing/handbook-store'
import { rerankHandbook, useRerankApis } from '../../testing/rerank-case'

const harness = useNodeHarness()
const apis = useRerankApis()

describe('Azure Rerank Retriever', () => {
  it('posts to the rerank endpoint of its credential with the api-key header and keeps the order given', async () => {
    const docs = await rerankHandbook(harness, 'AzureRerankRetriever', {
      credential: { azureFoundryApiKey: 'az-key', azureFoundryEndpoint: `${apis.url}/azure/rerank` },
      inputs: { topK: 2 },
      question: 'How long does shipping to Europe take?',
    })
    expect(docs).toHaveLength(2)
    expect(docs[0]?.pageContent).toBe(HANDBOOK[2])
    const call = apis.calls.at(-1)
    expect(call?.headers['api-key']).toBe('az-key')
    expect(call?.body).toMatchObject({ model: 'Cohere-rerank-v4.0-fast', top_n: 2, return_documents: false })
  })

  it('says what the credential lacks', async () => {
    const baseRetriever = await handbookStore(harness, 'retriever', 4)
    await expect(
      harness.supply('AzureRerankRetriever', {
        credential: { azureFoundryApiKey: 'k' },
        inputs: { baseRetriever },
      }),
    ).rejects.toThrow(/needs its key and rerank endpoint/)
  })
})
