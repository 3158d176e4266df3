import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding, type TLocalServer, startFakeWatsonx, watsonxCredential } from '@unikflow/testkit'

const harness = useNodeHarness()
let watsonx: TLocalServer
beforeAll(async () => {
  watsonx = await startFakeWatsonx()
})
afterAll(() => watsonx.close())

describe('IBM Watsonx Embedding against a watsonx.ai double', () => {
  it('embeds documents and a query with the model, project and truncation, one IAM token for both', async () => {
    const before = watsonx.requests.length
    const embeddings = (await harness.supply('ibmEmbedding', {
      credential: watsonxCredential(watsonx.url),
      inputs: { modelName: 'ibm/slate-125m-english-rtrvr', truncateInputTokens: 256 },
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })) as Embeddings
    expect(await embeddings.embedDocuments(['refunds', 'gift cards'])).toEqual([
      fakeEmbedding('refunds'),
      fakeEmbedding('gift cards'),
    ])
    expect(await embeddings.embedQuery('how to refund')).toEqual(fakeEmbedding('how to refund'))
    const sent = watsonx.requests.slice(before)
    expect(sent.map((r) => r.url)).toEqual([
      '/identity/token',
      '/ml/v1/text/embeddings?version=2024-05-31',
      '/ml/v1/text/embeddings?version=2024-05-31',
    ])
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({
      inputs: ['refunds', 'gift cards'],
      model_id: 'ibm/slate-125m-english-rtrvr',
      project_id: 'proj-1',
      parameters: { truncate_input_tokens: 256 },
    })
  })
})
