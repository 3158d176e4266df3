import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding, startFakeBedrock, type FakeBedrock } from '@unikflow/testkit'

const harness = useNodeHarness()
let bedrock: FakeBedrock
beforeAll(async () => {
  bedrock = await startFakeBedrock()
})
afterAll(() => bedrock.close())

const supply = (inputs: Record<string, unknown>, credential?: Record<string, string>) =>
  harness.supply('AWSBedrockEmbeddings', {
    credential: credential ?? { awsKey: bedrock.accessKeyId, awsSecret: bedrock.secretAccessKey },
    inputs: { region: 'us-west-2', endpointHost: bedrock.url, ...inputs },
    // The Bedrock double is on loopback: the operator allows it.
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Embeddings>

describe('AWS Bedrock Embedding against a Bedrock double', () => {
  it('embeds each text with Titan through a signed invoke, newlines as spaces', async () => {
    const embeddings = await supply({})
    expect(await embeddings.embedDocuments(['refunds\nin 14 days', 'gift cards'])).toEqual([
      fakeEmbedding('refunds in 14 days'),
      fakeEmbedding('gift cards'),
    ])
    const calls = bedrock.calls.slice(-2)
    expect(calls.map((c) => c.path)).toEqual([
      '/model/amazon.titan-embed-text-v1/invoke',
      '/model/amazon.titan-embed-text-v1/invoke',
    ])
    expect(calls.every((c) => c.signatureValid)).toBe(true)
    expect(calls[0]?.headers.authorization).toContain('/us-west-2/bedrock/aws4_request')
    expect(calls.map((c) => c.body)).toEqual([
      { inputText: 'refunds in 14 days' },
      { inputText: 'gift cards' },
    ])
  })

  it('sends Cohere a batch of texts with the input type, search_query for a query when none is chosen', async () => {
    const embeddings = await supply({ customModel: 'cohere.embed-english-v3' })
    expect(await embeddings.embedDocuments(['a', 'b'])).toEqual([fakeEmbedding('a'), fakeEmbedding('b')])
    expect(bedrock.calls.at(-1)?.body).toEqual({ texts: ['a', 'b'], input_type: 'search_document' })
    expect(await embeddings.embedQuery('q')).toEqual(fakeEmbedding('q'))
    expect(bedrock.calls.at(-1)?.body).toEqual({ texts: ['q'], input_type: 'search_query' })
    const chosen = await supply({ customModel: 'cohere.embed-english-v3', inputType: 'clustering' })
    await chosen.embedQuery('q')
    expect(bedrock.calls.at(-1)?.body).toEqual({ texts: ['q'], input_type: 'clustering' })
  })

  it('fails with Bedrock’s refusal when the secret is wrong, and without keys unless the operator allows', async () => {
    const wrong = await supply({}, { awsKey: bedrock.accessKeyId, awsSecret: 'wrong' })
    await expect(wrong.embedQuery('hi')).rejects.toThrow(/signature we calculated does not match/)
    await expect(supply({}, {})).rejects.toThrow(/UNIKFLOW_AWS_DEFAULT_CREDENTIALS=true/)
  })
})
