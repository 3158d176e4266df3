import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding, startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

/** A text-embeddings-inference endpoint on loopback: `{ inputs }` in, one vector per input out. */
let endpoint: TLocalServer
beforeAll(async () => {
  endpoint = await startLocalHttpServer((req, res) => {
    if (req.headers.authorization !== 'Bearer hf-test') {
      res.writeHead(401, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ error: 'Invalid credentials in Authorization header' }))
    }
    const { inputs } = JSON.parse(req.body) as { inputs: string[] }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(inputs.map((t) => fakeEmbedding(t))))
  })
})
afterAll(() => endpoint.close())

const supply = (credential: string | Record<string, string>, inputs: Record<string, unknown>) =>
  harness.supply('huggingFaceInferenceEmbeddings', {
    credential,
    inputs,
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Embeddings>

describe('HuggingFace Inference Embedding', () => {
  it('posts the texts to the endpoint with the key, one vector back per text', async () => {
    const embeddings = await supply('cred-hf', { endpoint: `${endpoint.url}/embed` })
    expect(await embeddings.embedDocuments(['refunds', 'gift cards'])).toEqual([
      fakeEmbedding('refunds'),
      fakeEmbedding('gift cards'),
    ])
    expect(await embeddings.embedQuery('refund?')).toEqual(fakeEmbedding('refund?'))
    const request = endpoint.requests.at(-1)
    expect(request).toMatchObject({ method: 'POST', url: '/embed' })
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ inputs: ['refund?'] })
  })

  it('fails naming Hugging Face and the status when the key is refused', async () => {
    const embeddings = await supply({ huggingFaceApiKey: 'wrong' }, { endpoint: `${endpoint.url}/embed` })
    await expect(embeddings.embedQuery('hi')).rejects.toThrow(/Hugging Face embeddings failed: HTTP 401/)
  })

  it('needs a Model or an Endpoint', async () => {
    await expect(supply('cred-hf', {})).rejects.toThrow(/give a Model or an Endpoint/)
  })
})
