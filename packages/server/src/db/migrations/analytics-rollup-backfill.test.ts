import { expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import type { TAnalyticsLatency, TAnalyticsSummary } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { analyticsRollup } from './0015-analytics-rollup'

describeDialects('analytics rollup migration backfill (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'backfill-owner@example.com', unik: 'Backfill' })

  it('counts messages and runs stored before it, as the live counters would', async () => {
    const flow = await runsClient(t.app, t.unik.id).flow(
      t.owner,
      'Old flow',
      JSON.stringify({ nodes: [], edges: [] }),
    )
    const db = t.database.db
    const base = { unik_id: t.unik.id, chatflow_id: flow.id }
    const chat = { ...base, chat_type: 'EXTERNAL' as const }
    await db
      .insertInto('chat_messages')
      .values([
        {
          ...chat,
          id: 'b1',
          role: 'userMessage',
          content: 'q',
          chat_id: 'c1',
          created_at: '2025-05-01T10:00:00.000Z',
        },
        {
          ...chat,
          id: 'b2',
          role: 'apiMessage',
          content: 'a',
          chat_id: 'c1',
          created_at: '2025-05-01T10:00:01.000Z',
        },
        {
          ...chat,
          id: 'b3',
          role: 'userMessage',
          content: 'q',
          chat_id: 'c2',
          created_at: '2025-05-02T10:00:00.000Z',
        },
      ])
      .execute()
    const run = (id: string, ms: number, status: 'success' | 'error') => ({
      ...base,
      id,
      chat_id: 'c1',
      status,
      started_at: '2025-05-01T10:00:00.000Z',
      duration_ms: ms,
      trace: '[]',
      error: null,
      input_tokens: 10,
      output_tokens: 5,
      cost_nano_usd: 4500,
    })
    await db
      .insertInto('run_traces')
      .values([run('r1', 250, 'success'), run('r2', 1234, 'error')])
      .execute()
    await db
      .insertInto('run_nodes')
      .values({
        run_id: 'r1',
        node_id: 'llmChain_0',
        unik_id: t.unik.id,
        chatflow_id: flow.id,
        started_at: '2025-05-01T10:00:00.000Z',
        node_name: 'llmChain',
        label: 'LLM Chain',
        duration_ms: 7,
        failed: 0,
        input_tokens: 0,
        output_tokens: 0,
      })
      .execute()
    // Those rows went in behind the counters' back; running the migration again counts them.
    const migrationDb = db as unknown as Kysely<unknown>
    await analyticsRollup.down?.(migrationDb)
    await analyticsRollup.up(migrationDb)

    const get = async <T>(path: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/uniks/${t.unik.id}/analytics/${path}?from=2025-05-01&to=2025-05-02`,
        headers: t.owner.auth,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<T>()
    }
    const summary = await get<TAnalyticsSummary>('summary')
    expect(summary.totals).toEqual({
      messages: 3,
      questions: 2,
      sessions: 2,
      thumbsUp: 0,
      thumbsDown: 0,
      runs: 2,
      errors: 1,
      inputTokens: 20,
      outputTokens: 10,
      costUsd: 9000 / 1e9,
    })
    expect(summary.days.map((d) => [d.day, d.messages, d.sessions, d.runs])).toEqual([
      ['2025-05-01', 2, 1, 2],
      ['2025-05-02', 1, 1, 0],
    ])
    const latency = await get<TAnalyticsLatency>('latency')
    // 250 ms and 1,234 ms: p50 is the first (in the 250 ms bucket), p95 the second (1,200 ms bucket).
    expect(latency.overall).toEqual({ runs: 2, errors: 1, p50Ms: 250, p95Ms: 1200 })
    expect(latency.nodes.map((n) => [n.nodeId, n.label, n.runs, n.p50Ms])).toEqual([
      ['llmChain_0', 'LLM Chain', 1, 7],
    ])
  })
})
