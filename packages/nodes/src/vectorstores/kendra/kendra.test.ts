import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { startFakeKendra, type FakeKendra } from '@unikflow/testkit'
import { readUpserted } from '../../shared/upsert-counts'
import { lastBody, THREE_DOCS } from '../../testing/three-docs-store'
import { isSearchable } from '../../testing/vector-doubles'

const harness = useNodeHarness()
let kd: FakeKendra
beforeAll(async () => {
  kd = await startFakeKendra()
})
afterAll(() => kd.close())

/** Three Plain Text documents → AWS Kendra (no embeddings: Kendra indexes text), run up to the node. */
async function kendraStore(inputs: Record<string, unknown>, awsKey = 'AKIDKENDRA', withDocs = true) {
  const loaders = (withDocs ? THREE_DOCS : []).map((d, i) => ({
    id: `t${i}`,
    name: 'plainText',
    output: 'document',
    inputs: { text: d.text, metadata: JSON.stringify(d.metadata) },
  }))
  const flow = buildFlow([
    ...loaders,
    {
      id: 'v',
      name: 'kendra',
      credential: 'cred-aws',
      output: 'vectorStore',
      inputs: {
        region: 'eu-west-1',
        indexId: 'index-1',
        endpoint: `${kd.url}/`,
        document: loaders.map((l) => `{{${l.id}.data.instance}}`),
        ...inputs,
      },
    },
  ])
  const services = harness.services({
    allowPrivateHosts: ['127.0.0.1'],
    credentials: { 'cred-aws': { awsKey, awsSecret: 'secret' } },
  })
  const result = await harness.runFlow(flow, { question: '', stopNodeId: 'v', services })
  if (!isSearchable(result.instance)) throw new Error('kendra supplied no vector store')
  return result.instance
}

describe('AWS Kendra against a double of its signed JSON API', () => {
  it('puts the documents as plain text with their metadata as attributes, and retrieves passages', async () => {
    const s = await kendraStore({})
    expect(readUpserted(s)?.numAdded).toBe(3)
    expect(kd.docs.size).toBe(3)
    expect([...kd.docs.values()][0]?.attributes).toEqual([
      { Key: 'topic', Value: { StringValue: 'refunds' } },
      { Key: 'lang', Value: { StringValue: 'en' } },
    ])
    const [hit] = await s.similaritySearchWithScore('how long does shipping to Europe take', 1)
    expect(hit?.[0].pageContent).toBe('Shipping to Europe takes a week.')
    expect(hit?.[0].metadata).toMatchObject({ topic: 'shipping', lang: 'en' })
    expect(hit?.[1]).toBeGreaterThan(0.4)
    expect(kd.calls.at(-1)?.headers['x-amz-target']).toBe('AWSKendraFrontendService.Retrieve')
  })

  it('keeps to the attribute filter; File Upload adds the chat to it', async () => {
    const filter = { EqualsTo: { Key: 'lang', Value: { StringValue: 'fr' } } }
    const s = await kendraStore({ attributeFilter: filter }, 'AKIDKENDRA', false)
    expect((await s.similaritySearch('refunds', 3)).map((d) => d.pageContent)).toEqual([
      'Les remboursements prennent 14 jours.',
    ])
    const chat = await kendraStore({ attributeFilter: filter, fileUpload: true })
    expect(await chat.similaritySearch('refunds', 3)).toHaveLength(1)
    expect(lastBody(kd.calls, /.*/).AttributeFilter).toEqual({
      AndAllFilters: [filter, { EqualsTo: { Key: 'flowise_chatId', Value: { StringValue: 'c' } } }],
    })
  })

  it('keys Kendra refuses are its 403', async () => {
    await expect(kendraStore({}, 'AKIDOTHER')).rejects.toThrow(/Kendra answered 403: The security token/)
  })
})
