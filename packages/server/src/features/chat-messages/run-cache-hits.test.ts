import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow, TRun, TRunSummary } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('cache hits in a run’s trace (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'cache-owner@example.com', unik: 'Cached' })
  let fake: FakeOpenAI
  let api: ReturnType<typeof runsClient>
  let flow: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    api = runsClient(t.app, t.unik.id)
    const credential = await api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    const { buildFlow } = await import('@unikflow/engine')
    const flowData = buildFlow([
      { id: 'inMemoryCache_0', name: 'inMemoryCache' },
      {
        id: 'chatOpenAI_0',
        name: 'chatOpenAI',
        credential,
        inputs: { modelName: 'gpt-4o-mini', cache: '{{inMemoryCache_0.data.instance}}' },
      },
      { id: 'promptTemplate_0', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
      {
        id: 'llmChain_0',
        name: 'llmChain',
        inputs: { model: '{{chatOpenAI_0.data.instance}}', prompt: '{{promptTemplate_0.data.instance}}' },
      },
    ])
    flow = await api.flow(t.owner, 'Cached chain', JSON.stringify(flowData), { isPublic: true })
  })
  afterAll(() => fake.close())

  it('marks the model node a cache answered, and only in the run it answered', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await predict(t.app, flow.id, { question: 'cached?' })
      expect(res.statusCode, res.body).toBe(200)
    }
    expect(fake.calls.filter((c) => c.path.endsWith('/chat/completions'))).toHaveLength(1)
    const runs = (await api.call(t.owner, 'GET', `/chatflows/${flow.id}/runs`)).json<TRunSummary[]>()
    const traces = await Promise.all(
      runs.map(async (r) =>
        (await api.call(t.owner, 'GET', `/chatflows/${flow.id}/runs/${r.id}`)).json<TRun>(),
      ),
    )
    const hitsOf = (run: TRun) => run.nodes.find((n) => n.nodeId === 'chatOpenAI_0')?.cacheHits
    // Newest first: the second run was answered from the cache, the first asked the model.
    expect(traces.map(hitsOf)).toEqual([1, undefined])
  })
})
