import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { buildTestApp } from '../../test/build-test-app'
import { fakeConversationFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

describe('GET /metrics', () => {
  it('is not served unless METRICS_ENABLED', async () => {
    const t = await buildTestApp('sqlite')
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })

  describe('enabled, with a token', () => {
    const t = unikFixture('sqlite', {
      owner: 'ops@example.com',
      unik: 'Metered',
      app: { env: { METRICS_ENABLED: 'true', METRICS_TOKEN: 'scrape-me' } },
    })
    let fake: FakeOpenAI
    beforeAll(async () => {
      fake = await startFakeOpenAI()
    })
    afterAll(() => fake.close())
    const scrape = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        ...(authorization ? { headers: { authorization } } : {}),
      })

    it('needs the token', async () => {
      expect((await scrape()).statusCode).toBe(401)
      expect((await scrape('Bearer wrong')).statusCode).toBe(401)
      expect((await scrape('Bearer scrape-me')).statusCode).toBe(200)
    })

    it('reports HTTP latency by route pattern, runs by flow and status, node durations, tokens and the process', async () => {
      const api = runsClient(t.app, t.unik.id)
      const flowData = await fakeConversationFlowData(api, t.owner, fake.baseUrl)
      const flow = await api.flow(t.owner, 'Metered chat', flowData, { isPublic: true })
      expect((await predict(t.app, flow.id, { question: 'hi' })).statusCode).toBe(200)
      const res = await scrape('Bearer scrape-me')
      expect(res.headers['content-type']).toContain('text/plain')
      const text = res.body
      expect(text).toMatch(
        /unikflow_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/prediction\/:flowId",status_code="200"\} 1/,
      )
      expect(text).toContain(`unikflow_runs_total{flow_id="${flow.id}",status="success"} 1`)
      expect(text).toMatch(/unikflow_node_duration_seconds_count\{node_type="chatOpenAI"\} 1/)
      // The fake model reports 10 prompt and 5 completion tokens per call (testkit's FAKE_USAGE).
      expect(text).toContain(`unikflow_tokens_total{flow_id="${flow.id}",kind="input"} 10`)
      expect(text).toContain(`unikflow_tokens_total{flow_id="${flow.id}",kind="output"} 5`)
      expect(text).toContain('unikflow_process_resident_memory_bytes')
    })
  })
})
