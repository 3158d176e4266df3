import { randomUUID } from 'node:crypto'
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
  {
    file: 'llm-retrievers-embeddings.json',
    async run(r) {
      const { d, ask } = r
      const GIFT = 'Gift cards never expire and can be used online.'
      const SHIPPING = 'Shipping to Europe takes five working days.'
      const contents = (a: { sourceDocuments?: { pageContent: string }[] }) =>
        a.sourceDocuments?.map((s) => s.pageContent).sort()
      // Similarity threshold (99%) over Ollama embeddings: only the chunk equal to the question is close enough.
      d.fake.queue({ content: 'Never.' })
      const threshold = await ask(GIFT, { flow: 'Similarity threshold over Ollama embeddings' })
      expect(threshold.text).toBe('Never.')
      expect(contents(threshold)).toEqual([GIFT])
      expect(callsTo(r, '/api/embed').length).toBeGreaterThan(0)
      // Custom retriever over Bedrock (Titan) embeddings: each chunk handed on in its result format.
      d.fake.queue({ content: 'Fourteen days.' })
      const custom = await ask('When are refunds paid?', { flow: 'Custom retriever over Bedrock embeddings' })
      expect(custom.text).toBe('Fourteen days.')
      expect(chatBodies(d).at(-1)).toContain(`Fact: ${REFUNDS}`)
      const titan = d.bedrock.calls.filter((c) => c.path === '/model/amazon.titan-embed-text-v1/invoke')
      expect(titan.length).toBeGreaterThan(0)
      expect(titan.every((c) => c.signatureValid)).toBe(true)
      // LLM filter over Hugging Face embeddings: the model keeps the chunk it is shown.
      d.fake.queue({ content: 'YES' }, { content: 'Five working days.' })
      const filtered = await ask(SHIPPING, { flow: 'LLM filter over Hugging Face embeddings' })
      expect(filtered.text).toBe('Five working days.')
      expect(contents(filtered)).toEqual([SHIPPING])
      const [verdict, answer] = chatBodies(d).slice(-2)
      expect(verdict).toContain('YES or NO')
      expect(verdict).toContain(SHIPPING)
      expect(answer).toContain(SHIPPING)
      expect(d.retrieval.embed.requests.some((q) => q.url === '/hf/embed')).toBe(true)
      // Multi query over Gemini embeddings: the model's two other wordings find the other two chunks.
      d.fake.queue({ content: `${SHIPPING}\n${REFUNDS}` }, { content: 'All three.' })
      const multi = await ask(GIFT, { flow: 'Multi query over Gemini embeddings' })
      expect(multi.text).toBe('All three.')
      expect(contents(multi)).toEqual([GIFT, REFUNDS, SHIPPING].sort())
      expect(d.retrieval.embed.requests.some((q) => q.url.includes(':batchEmbedContents'))).toBe(true)
      // Extract metadata: the model reads the shop out of the question; only that shop's refunds are searched.
      d.fake.queue({ content: '{"shop": "south"}' }, { content: 'Thirty days.' })
      const south = await ask('When does the south shop pay refunds?', {
        flow: 'Extract metadata over OpenAI Custom embeddings',
      })
      expect(south.text).toBe('Thirty days.')
      expect(south.sourceDocuments?.map((s) => s.metadata.shop)).toEqual(['south'])
      expect(chatBodies(d).at(-1)).not.toContain('14 days')
      // Bedrock knowledge base: Retrieve at the agent runtime, the chunk handed to the chain.
      d.fake.queue({ content: 'In 14 days.' })
      const kb = await ask('When are refunds paid?', { flow: 'Bedrock knowledge base' })
      expect(kb.text).toBe('In 14 days.')
      expect(chatBodies(d).at(-1)).toContain(REFUNDS)
      expect(d.bedrock.calls.at(-1)).toMatchObject({
        path: '/knowledgebases/KB1/retrieve',
        signatureValid: true,
      })
      // RRF over OpenAI Custom embeddings kept in Redis (where TEST_REDIS_URL names one).
      if (!process.env.TEST_REDIS_URL)
        return r.skip('TEST_REDIS_URL is not set: no Redis for the embeddings cache')
      const passages = () =>
        callsTo(r, '/v1/embeddings').filter((c) => JSON.stringify(c.body).includes(GIFT)).length
      const rrf = async (reply: string) => {
        d.fake.queue({ content: `${REFUNDS}\n${REFUNDS}` }, { content: reply })
        const a = await ask(REFUNDS)
        expect(a.text).toBe(reply)
        expect(contents(a)).toEqual([REFUNDS])
      }
      await rrf('In 14 days.')
      // The chunks' vectors now come from Redis: asked again, only the questions are embedded.
      const embedded = passages()
      await rrf('Still 14 days.')
      expect(passages()).toBe(embedded)
    },
  },
  {
    file: 'llamaindex-synthesizers-parsers.json',
    async run(r) {
      const { d, ask } = r
      // Query engines over a LlamaIndex simple store of Azure OpenAI (LlamaIndex) embeddings, one per synthesizer.
      d.fake.queue({ content: 'A1' }, { content: 'A2' })
      const refine = await ask(REFUNDS, { flow: 'Query engine with Refine' })
      expect(refine.text).toBe('A2')
      expect(refine.sourceDocuments?.[0]?.pageContent).toBe(REFUNDS)
      const [qa, refined] = chatBodies(d).slice(-2)
      expect(qa).toContain(`QA ${REFUNDS}`)
      expect(refined).toContain('REFINE A1 + ')
      const azure = callsTo(r, '/openai/deployments/text-embedding-3-small/embeddings').at(-1)
      expect(azure?.headers['api-key']).toBe('az-test')
      d.fake.queue({ content: 'T1' })
      const tree = await ask(REFUNDS, { flow: 'Query engine with Tree Summarize' })
      expect(tree.text).toBe('T1')
      expect(chatBodies(d).at(-1)).toContain(`TREE ${REFUNDS}`)
      d.fake.queue({ content: 'S1' })
      const simple = await ask(REFUNDS)
      expect(simple.text).toBe('S1')
      expect(simple.sourceDocuments).toHaveLength(3)
      for (const doc of simple.sourceDocuments ?? []) expect(chatBodies(d).at(-1)).toContain(doc.pageContent)
      // A few-shot prompt (jinja-2) on an LLM chain whose CSV parser turns the answer into a list.
      d.fake.queue({ content: 'cold, small' })
      const antonyms = await ask('hot, big', { flow: 'Few shot antonyms as CSV' })
      expect(antonyms.json).toEqual(['cold', 'small'])
      expect(chatBodies(d).at(-1)).toContain('Word: happy\\nAntonym: sad')
      expect(chatBodies(d).at(-1)).toContain('Words: hot, big')
      // A custom list (;) from a model whose answers Redis keeps: asked again, the model is not called.
      if (!process.env.TEST_REDIS_URL) return r.skip('TEST_REDIS_URL is not set: no Redis for the cache')
      const question = `fruit ${randomUUID()}`
      d.fake.queue({ content: 'apple; pear; plum' })
      const first = await ask(question, { flow: 'Custom list on a Redis-cached model' })
      expect(first.json).toEqual(['apple', 'pear', 'plum'])
      const chats = chatBodies(d).length
      const again = await ask(question, { flow: 'Custom list on a Redis-cached model' })
      expect(again.json).toEqual(['apple', 'pear', 'plum'])
      expect(chatBodies(d)).toHaveLength(chats)
    },
  },
  {
    file: 'qianfan-vertex-watsonx-embeddings.json',
    async run(r) {
      const { d, ask } = r
      const { qianfan, vertex, watsonx } = d.retrieval
      // Each store finds the chunk equal to the question by the vectors its provider's double gave.
      const cases = [
        ['QA over Baidu Qianfan embeddings', qianfan, '/v2/embeddings'],
        [
          'QA over Vertex AI embeddings',
          vertex,
          '/v1/projects/proj-x/locations/us-east1/publishers/google/models/text-embedding-005:predict',
        ],
        [undefined, watsonx, '/ml/v1/text/embeddings'],
      ] as const
      for (const [flow, double, path] of cases) {
        d.fake.queue({ content: `In 14 days (${path.length}).` })
        const a = await ask(REFUNDS, { flow })
        expect(a.text).toBe(`In 14 days (${path.length}).`)
        expect(a.sourceDocuments?.map((s) => s.pageContent)).toEqual([REFUNDS])
        expect(double.requests.some((q) => q.url.replace(/\?.*$/, '') === path)).toBe(true)
      }
    },
  },
]
