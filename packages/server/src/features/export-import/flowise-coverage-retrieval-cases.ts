import { expect } from 'vitest'
import { chatBodies, type CoverageCase, type CoverageRun } from './flowise-coverage-case'

const REFUNDS = 'Refunds are paid within 14 days of the return.'

/** The fake model server's calls to `path` (its end), with the header that carried the key. */
const callsTo = ({ d }: CoverageRun, path: string) => d.fake.calls.filter((c) => c.path.endsWith(path))

/**
 * Asks one retrieval flow about refunds: its reranker (top 1) hands the chain only the refunds chunk, which the
 * prompt carries; the answer is the model's.
 */
async function askRefunds(r: CoverageRun, flow: string | undefined, answer: string) {
  r.d.fake.queue({ content: answer })
  const a = await r.ask('When are refunds paid?', { flow })
  expect(a.text).toBe(answer)
  expect(a.sourceDocuments?.map((s) => s.pageContent)).toEqual([REFUNDS])
  const prompt = chatBodies(r.d).at(-1) ?? ''
  expect(prompt).toContain(REFUNDS)
  expect(prompt).not.toContain('Gift cards')
  return a
}

/** The retrievers, embeddings and caches of Flowise 3.1.4 (issue 30): what each coverage run asks and answers. */
export const RETRIEVAL_CASES: CoverageCase[] = [
  {
    file: 'rerank-retrievers-embeddings.json',
    async run(r) {
      const { d } = r
      // Cohere: embeddings and rerank at the credential's base path; the Momento cache keeps the answer.
      await askRefunds(r, 'Cohere rerank over Cohere embeddings', 'In 14 days (Cohere).')
      expect(callsTo(r, '/v1/embed').at(-1)?.headers.authorization).toBe('Bearer co-test')
      expect(callsTo(r, '/v1/rerank').at(-1)?.body).toMatchObject({ model: 'rerank-v3.5', top_n: 1 })
      const chats = chatBodies(d).length
      // Not queued: were the cache to miss, the model would echo the question.
      const again = await r.ask('When are refunds paid?', { flow: 'Cohere rerank over Cohere embeddings' })
      expect(again.text).toBe('In 14 days (Cohere).')
      expect(chatBodies(d)).toHaveLength(chats)
      expect([...d.retrieval.caches.values.keys()].some((k) => k.startsWith('momento:answers:'))).toBe(true)
      // Jina rerank over Mistral embeddings (its endpoint overridden); the Upstash cache keeps the answer.
      await askRefunds(r, 'Jina rerank over Mistral embeddings', 'In 14 days (Jina).')
      expect(callsTo(r, '/v1/rerank').at(-1)?.headers.authorization).toBe('Bearer jina-test')
      expect(callsTo(r, '/v1/embeddings').some((c) => c.headers.authorization === 'Bearer mi-test')).toBe(
        true,
      )
      expect(
        (await r.ask('When are refunds paid?', { flow: 'Jina rerank over Mistral embeddings' })).text,
      ).toBe('In 14 days (Jina).')
      expect([...d.retrieval.caches.values.keys()].some((k) => k.startsWith('upstash:'))).toBe(true)
      // Voyage AI: embeddings at the credential's endpoint, rerank beside it.
      await askRefunds(r, 'Voyage AI rerank over Voyage AI embeddings', 'In 14 days (Voyage).')
      expect(callsTo(r, '/v1/rerank').at(-1)?.headers.authorization).toBe('Bearer vo-test')
      expect(callsTo(r, '/v1/embeddings').some((c) => c.headers.authorization === 'Bearer vo-test')).toBe(
        true,
      )
      // Azure: embeddings of the credential's deployment with the BaseOptions headers; rerank on Azure AI Foundry.
      await askRefunds(r, undefined, 'In 14 days (Azure).')
      const azure = callsTo(r, '/openai/deployments/text-embedding-3-small/embeddings').at(-1)
      expect(azure?.headers).toMatchObject({ 'api-key': 'az-test', 'x-team': 'search' })
      const foundry = callsTo(r, '/providers/cohere/v2/rerank').at(-1)
      expect(foundry?.headers['api-key']).toBe('af-test')
    },
  },
]
