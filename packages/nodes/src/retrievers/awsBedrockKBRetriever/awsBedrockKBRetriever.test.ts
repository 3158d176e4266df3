import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeBedrock, type FakeBedrock } from '@unikflow/testkit'
import { contents } from '../../testing/handbook-store'

const harness = useNodeHarness()
let bedrock: FakeBedrock
beforeAll(async () => {
  bedrock = await startFakeBedrock()
})
afterAll(() => bedrock.close())

// The Bedrock double is on loopback: the operator allows it.
const services = (awsSecret: string) =>
  harness.services({
    credentials: { 'cred-aws': { awsKey: bedrock.accessKeyId, awsSecret } },
    allowPrivateHosts: ['127.0.0.1'],
  })

const retrieve = (inputs: Record<string, unknown>, awsSecret = bedrock.secretAccessKey) =>
  harness.supply('awsBedrockKBRetriever', {
    credential: 'cred-aws',
    inputs: { region: 'eu-central-1', knoledgeBaseID: 'KB123', endpoint: bedrock.url, ...inputs },
    output: 'document',
    question: 'How many days until refunds are paid?',
    services: services(awsSecret),
  })

describe('AWS Bedrock Knowledge Base Retriever against a Bedrock Agent Runtime double', () => {
  it('sends a signed Retrieve with Top K, search type and filter, and gives the chunks as documents', async () => {
    const docs = await retrieve({
      topK: 1,
      searchType: 'HYBRID',
      filter: '{"equals": {"key": "topic", "value": "money"}}',
    })
    expect(contents(docs)).toEqual(['Refunds are paid within 14 days of the return.'])
    expect(Array.isArray(docs) && docs[0]?.metadata).toMatchObject({
      source: 's3://handbook/refunds.txt',
      topic: 'money',
    })
    const call = bedrock.calls.at(-1)
    expect(call?.path).toBe('/knowledgebases/KB123/retrieve')
    expect(call?.signatureValid).toBe(true)
    expect(call?.headers.authorization).toContain('/eu-central-1/bedrock/aws4_request')
    expect(call?.body).toEqual({
      retrievalQuery: { text: 'How many days until refunds are paid?' },
      retrievalConfiguration: {
        vectorSearchConfiguration: {
          numberOfResults: 1,
          overrideSearchType: 'HYBRID',
          filter: { equals: { key: 'topic', value: 'money' } },
        },
      },
    })
  })

  it('fails with the service’s answer when the signature does not verify', async () => {
    await expect(retrieve({}, 'wrong-secret')).rejects.toThrow(/HTTP 403/)
    expect(bedrock.calls.at(-1)?.signatureValid).toBe(false)
  })
})
