import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Embeddings } from '@langchain/core/embeddings'
import { useNodeHarness } from '@unikflow/engine/testing'
import { fakeEmbedding, startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const harness = useNodeHarness()

/** The Gemini API's batchEmbedContents on loopback, for the key `g-test`. */
let gemini: TLocalServer
beforeAll(async () => {
  gemini = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.headers['x-goog-api-key'] !== 'g-test') {
      res.writeHead(400)
      return res.end(JSON.stringify({ error: { code: 400, message: 'API key not valid.' } }))
    }
    const { requests } = JSON.parse(req.body) as { requests: { content: { parts: { text: string }[] } }[] }
    res.end(
      JSON.stringify({
        embeddings: requests.map((r) => ({ values: fakeEmbedding(r.content.parts[0]?.text ?? '') })),
      }),
    )
  })
})
afterAll(() => gemini.close())

const supply = (credential: string | Record<string, string>, inputs: Record<string, unknown>) =>
  harness.supply('googleGenerativeAiEmbeddings', {
    credential,
    inputs: { baseUrl: gemini.url, ...inputs },
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  }) as Promise<Embeddings>

describe('Google Gemini Embedding', () => {
  it('embeds a batch with the model and task type, newlines stripped when asked', async () => {
    const embeddings = await supply('cred-gemini', {
      modelName: 'text-embedding-004',
      tasktype: 'RETRIEVAL_DOCUMENT',
      stripNewLines: true,
    })
    expect(await embeddings.embedDocuments(['refunds\nin 14 days', 'gift cards'])).toEqual([
      fakeEmbedding('refunds in 14 days'),
      fakeEmbedding('gift cards'),
    ])
    const request = gemini.requests.at(-1)
    expect(request?.url).toBe('/v1beta/models/text-embedding-004:batchEmbedContents')
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      requests: [
        {
          model: 'models/text-embedding-004',
          content: { parts: [{ text: 'refunds in 14 days' }] },
          taskType: 'RETRIEVAL_DOCUMENT',
        },
        {
          model: 'models/text-embedding-004',
          content: { parts: [{ text: 'gift cards' }] },
          taskType: 'RETRIEVAL_DOCUMENT',
        },
      ],
    })
  })

  it('sends no task type when unspecified, and fails naming Gemini when the key is refused', async () => {
    const embeddings = await supply('cred-gemini', { tasktype: 'TASK_TYPE_UNSPECIFIED' })
    expect(await embeddings.embedQuery('hi')).toEqual(fakeEmbedding('hi'))
    expect(JSON.parse(gemini.requests.at(-1)?.body ?? '{}')).toEqual({
      requests: [{ model: 'models/gemini-embedding-001', content: { parts: [{ text: 'hi' }] } }],
    })
    const refused = await supply({ googleGenerativeAPIKey: 'nope' }, {})
    await expect(refused.embedQuery('hi')).rejects.toThrow(/Gemini embeddings failed: HTTP 400/)
  })
})
