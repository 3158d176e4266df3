import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, petsDocumentSpecs, useNodeHarness } from '@unikflow/engine/testing'
import { startFakeVectara, type FakeVectara } from '@unikflow/testkit'

const harness = useNodeHarness()
let vectaraApi: FakeVectara
beforeAll(async () => {
  vectaraApi = await startFakeVectara()
})
afterAll(() => vectaraApi.close())

const flow = (chainInputs: Record<string, unknown>) =>
  buildFlow([
    ...petsDocumentSpecs,
    {
      id: 'v',
      name: 'vectara',
      credential: 'cred-vectara',
      output: 'vectorStore',
      inputs: { document: ['{{t.data.instance}}'] },
    },
    { id: 'qa', name: 'vectaraQAChain', inputs: { vectaraStore: '{{v.data.instance}}', ...chainInputs } },
  ])

describe('Vectara QA Chain against a Vectara double', () => {
  it("answers with Vectara's summary, its citations renumbered, the cited passages as sources", async () => {
    const result = await harness.runFlow(flow({ responseLang: 'rus', maxSummarizedResults: 3 }), {
      question: 'do dogs bark like cats',
      services: harness.services({
        allowPrivateHosts: ['127.0.0.1'],
        credentials: {
          'cred-vectara': {
            customerID: 'c1',
            corpusID: 'pets',
            apiKey: 'vectara-key',
            basePath: vectaraApi.url,
          },
        },
      }),
    })
    // The double cites its best match (Dogs bark.) as [1] but writes it last.
    expect(result.text).toBe('Vectara says: Cats purr. [1] Dogs bark. [2]')
    expect(result.sourceDocuments?.map((d) => d.pageContent)).toEqual(['Cats purr.', 'Dogs bark.'])
    expect(result.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'pets' })
    expect(harness.openai.calls).toHaveLength(0)
    expect(vectaraApi.calls.at(-1)?.body).toMatchObject({
      query: [
        {
          query: 'do dogs bark like cats',
          summary: [
            {
              summarizerPromptName: 'vectara-summary-ext-v1.2.0',
              responseLang: 'rus',
              maxSummarizedResults: 3,
            },
          ],
        },
      ],
    })
  })

  it('says what to connect when the store is not a Vectara node', async () => {
    const notVectara = buildFlow([
      { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai' },
      {
        id: 'v',
        name: 'memoryVectorStore',
        output: 'vectorStore',
        inputs: { embeddings: '{{e.data.instance}}' },
      },
      { id: 'qa', name: 'vectaraQAChain', inputs: { vectaraStore: '{{v.data.instance}}' } },
    ])
    await expect(harness.runFlow(notVectara, { question: 'hi' })).rejects.toThrow(/needs a Vectara node/)
  })
})
