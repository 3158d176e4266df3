// Attack: one POST to a public flow's MCP endpoint carries a JSON-RPC batch of many `tools/call`, and
// the flow's rate limit counted the POST once — so a limit of 3 messages a minute let 20 runs through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow } from '@unikflow/graph'
import { fakeConversationFlowData, runsClient } from '../../packages/server/src/test/prediction-setup'
import { unikFixture } from '../../packages/server/src/test/unik-fixture'

const LIMIT = 3
const CALLS = 20

describe('MCP batch of tool calls against the flow rate limit', () => {
  const t = unikFixture('sqlite', { owner: 'mcp-batch@example.com', unik: 'Batch', users: {} })
  let fake: FakeOpenAI
  let flow: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    fake.respondWith(() => ({ content: 'An answer.' }))
    const api = runsClient(t.app, t.unik.id)
    flow = await api.flow(t.owner, 'Public bot', await fakeConversationFlowData(api, t.owner, fake.baseUrl), {
      isPublic: true,
      apiConfig: JSON.stringify({
        rateLimit: { status: true, limitMax: LIMIT, limitDuration: 60, limitMsg: 'Slow down' },
      }),
    })
  })
  afterAll(() => fake.close())

  it('counts every tools/call of the batch: the calls past the limit are refused and never run', async () => {
    const batch = Array.from({ length: CALLS }, (_, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'tools/call',
      params: { name: 'public_bot', arguments: { question: `Question ${i}` } },
    }))
    const before = fake.calls.length
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mcp/${flow.id}`,
      headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
      payload: batch,
    })
    expect(res.statusCode).toBe(200)
    expect(fake.calls.length - before).toBe(LIMIT)
    const results = res.json<Array<{ result?: { isError?: boolean; content: Array<{ text: string }> } }>>()
    const refused = results.filter((r) => r.result?.isError && r.result.content[0]?.text === 'Slow down')
    expect(refused).toHaveLength(CALLS - LIMIT)
  })
})
