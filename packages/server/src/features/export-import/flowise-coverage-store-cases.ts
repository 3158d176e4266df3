import { expect } from 'vitest'
import { chatBodies, type CoverageCase } from './flowise-coverage-case'

/** The coverage files of Agentflow v2 flows and of vector stores: what each run is asked and answers. */
export const AGENTFLOW_AND_STORE_CASES: CoverageCase[] = [
  {
    file: 'agentflow-v2-iterate.json',
    async run({ d, ask }) {
      d.fake.queue(
        { content: 'Warm.' },
        { content: 'Bitter.' },
        { toolCalls: [{ name: 'calculator', arguments: { input: '1 + 1' } }] },
        { content: 'Two items.' },
      )
      const a = await ask('Order drinks')
      expect(a.text).toBe('Two items. / 4')
      expect(d.pets.requests.at(-1)).toMatchObject({ method: 'POST', url: '/orders' })
      expect(d.pets.requests.at(-1)?.body).toContain('Warm.')
      expect(d.pets.requests.at(-1)?.body).toContain('Bitter.')
      expect(a.agentFlowExecutedData?.map((n) => n.nodeId)).toContain('toolAgentflow_0')
    },
  },
  {
    file: 'agentflow-v2-webhook.json',
    async run({ d, webhook }) {
      // Flowise 3.1.4's Start 1.4 as a webhook trigger: POST, JSON, the body's orderId required as a number.
      d.fake.queue({ content: 'Order 42: two lamps for Ada.' })
      const json = { 'content-type': 'application/json' }
      const order = JSON.stringify({ orderId: 42, customer: { name: 'Ada' } })
      const answered = await webhook({
        method: 'POST',
        query: { team: 'sales' },
        headers: json,
        payload: order,
      })
      expect(answered.statusCode, answered.body).toBe(200)
      expect(JSON.parse(answered.body)).toMatchObject({ text: 'Order 42: two lamps for Ada.' })
      const sent = chatBodies(d).at(-1) ?? ''
      expect(sent).toContain('You summarise orders for the sales team.')
      expect(sent).toContain('Summarise order 42 of Ada')
      // The Start's rules: its method, its Content-Type, its declared body.
      expect((await webhook({ method: 'GET' })).statusCode).toBe(405)
      const text = await webhook({ method: 'POST', headers: { 'content-type': 'text/plain' }, payload: 'hi' })
      expect(text.statusCode).toBe(415)
      const wrong = await webhook({ method: 'POST', headers: json, payload: '{"orderId":"forty-two"}' })
      expect(wrong.statusCode).toBe(400)
      expect(JSON.parse(wrong.body)).toMatchObject({ code: 'WEBHOOK_REQUEST_INVALID' })
    },
  },
  {
    file: 'agentflow-v2-review.json',
    async run({ d, ask }) {
      d.fake.queue(
        { content: 'Draft one.' },
        { content: '{"output": "Needs work"}' },
        { content: 'Draft two.' },
        { content: '{"output": "Good"}' },
      )
      const paused = await ask('How fast are refunds?', { chatId: 'review-1' })
      expect(paused.action?.elements.map((e) => e.label)).toEqual(['Proceed', 'Reject'])
      expect(paused.agentFlowExecutedData?.map((n) => n.nodeId)).toEqual([
        'startAgentflow_0',
        'llmAgentflow_0',
        'conditionAgentAgentflow_0',
        'loopAgentflow_0',
        'llmAgentflow_0',
        'conditionAgentAgentflow_0',
        'humanInputAgentflow_0',
      ])
      const done = await ask('Proceed', { chatId: 'review-1' })
      expect(done.text).toBe('You said: Draft two.')
    },
  },
  {
    file: 'agentflow-v2-retriever.json',
    async run({ d, ask, storeVectors, skip }) {
      if (!storeVectors) return skip('this PostgreSQL has no pgvector for the document store')
      d.fake.queue({ content: 'Within 14 days.' })
      const a = await ask('How fast are refunds?')
      expect(a.text).toBe('Within 14 days.')
      expect(chatBodies(d).at(-1)).toContain('Answer from: Refunds are paid within 14 days.')
    },
  },
  {
    file: 'postgres-pgvector.json',
    async run({ d, ask }) {
      d.fake.queue({ content: 'They bark.' })
      const a = await ask('Dogs bark.')
      expect(a.text).toBe('They bark.')
      expect(a.sourceDocuments?.[0]).toMatchObject({
        pageContent: 'Dogs bark.',
        metadata: { source: 'pets' },
      })
      const { rows } = await d.pgvector.db.query<{ n: number }>('select count(*)::int as n from pets')
      expect(rows[0]?.n).toBe(2)
    },
  },
  {
    file: 'weaviate-milvus-retrieval.json',
    async run({ d, ask }) {
      // Each flow writes the two chunks to its store on the first question and answers from the nearest.
      d.fake.queue({ content: 'They bark.' }, { content: 'Still barking.' })
      const w = await ask('Dogs bark.', { flow: 'QA over Weaviate' })
      expect(w.text).toBe('They bark.')
      expect(w.sourceDocuments?.[0]).toMatchObject({
        pageContent: 'Dogs bark.',
        metadata: { source: 'pets' },
      })
      expect(d.weaviate.classes.get('Pets')?.objects.size).toBe(2)
      const m = await ask('Dogs bark.')
      expect(m.text).toBe('Still barking.')
      expect(m.sourceDocuments?.[0]).toMatchObject({
        pageContent: 'Dogs bark.',
        metadata: { source: 'pets' },
      })
      expect(d.milvus.collections.get('pets')?.rows.size).toBe(2)
    },
  },
  {
    file: 'singlestore-retrieval.json',
    async run({ d, ask, skip }) {
      // SingleStore over MySQL's protocol: the machine's MariaDB with SingleStore's vector functions as stand-ins.
      // Skipped, with its reason in the count, where no MariaDB is configured (CI sets TEST_MYSQL_URL).
      if (!d.singlestore) return skip('TEST_MYSQL_URL is not set: no MariaDB to stand in for SingleStore')
      d.fake.queue({ content: 'They bark.' }, { content: 'Still barking.' })
      const first = await ask('Dogs bark.')
      expect(first.text).toBe('They bark.')
      expect(first.sourceDocuments).toMatchObject([
        { pageContent: 'Dogs bark.', metadata: { source: 'pets' } },
      ])
      expect(chatBodies(d).at(-1)).toContain('Dogs bark.')
      const [rows] = await d.singlestore.admin.query('SELECT content FROM pets ORDER BY content')
      expect(rows).toEqual([{ content: 'Cats purr.' }, { content: 'Dogs bark.' }])
      const second = await ask('Cats purr.')
      expect(second.text).toBe('Still barking.')
      expect(second.sourceDocuments?.[0]?.pageContent).toBe('Cats purr.')
    },
  },
]
