import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { startFakeVectara, type FakeVectara } from '@unikflow/testkit'
import { vectaraUpload } from './vectaraUpload.node'

const harness = useNodeHarness()
let vectaraApi: FakeVectara
beforeAll(async () => {
  vectaraApi = await startFakeVectara()
})
afterAll(() => vectaraApi.close())

const services = (allow = ['127.0.0.1']) =>
  harness.services({
    allowPrivateHosts: allow,
    credentials: {
      'cred-vectara': {
        customerID: 'c1',
        corpusID: 'birds',
        apiKey: 'vectara-key',
        basePath: vectaraApi.url,
      },
    },
  })

const file = `data:text/plain;base64,${Buffer.from('Parrots talk back.').toString('base64')},filename:birds.txt`
const flow = buildFlow([
  {
    id: 'v',
    name: 'vectaraUpload',
    credential: 'cred-vectara',
    output: 'retriever',
    inputs: { file, topK: 1 },
  },
  { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
  {
    id: 'qa',
    name: 'retrievalQAChain',
    inputs: { model: '{{m.data.instance}}', vectorStoreRetriever: '{{v.data.instance}}' },
  },
])

describe('Vectara Upload File against the Vectara double', () => {
  it('has the Vectara node’s file, filter and search inputs, and no documents', () => {
    expect(vectaraUpload.inputs.map((i) => i.name)).toEqual([
      'file',
      'filter',
      'sentencesBefore',
      'sentencesAfter',
      'lambda',
      'topK',
    ])
  })

  it('uploads its file on an upsert, and a question then finds the passage', async () => {
    await harness.runFlow(flow, { question: '', upsert: true, stopNodeId: 'v', services: services() })
    const uploads = vectaraApi.calls.filter((c) => c.url.startsWith('/v1/upload'))
    expect(uploads.map((c) => c.url)).toEqual(['/v1/upload?c=c1&o=birds'])
    expect(String(uploads[0]?.body)).toContain('filename="birds.txt"')
    const before = vectaraApi.calls.length
    const answer = await harness.runFlow(flow, { question: 'do parrots talk back', services: services() })
    expect(answer.sourceDocuments?.[0]?.pageContent).toBe('Parrots talk back.')
    expect(vectaraApi.calls.slice(before).map((c) => c.url)).toEqual(['/v1/query'])
  })

  it('a loopback Vectara is refused unless the operator allows it', async () => {
    const before = vectaraApi.calls.length
    await expect(
      harness.runFlow(flow, { question: '', upsert: true, stopNodeId: 'v', services: services([]) }),
    ).rejects.toThrow(/private or reserved/)
    expect(vectaraApi.calls.length).toBe(before)
  })
})
