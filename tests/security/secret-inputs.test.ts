// Attack: a token typed into a plain node input (API chain headers, a Custom MCP config) was stored in
// flowData as typed, so it came back to anyone reading the flow (members of the unik, the flow GET, its
// versions, an export, the run's trace in the logs) and sat readable in the database and its backups.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow } from '@unikflow/graph'
import { runsClient } from '../../packages/server/src/test/prediction-setup'
import { unikFixture } from '../../packages/server/src/test/unik-fixture'
import { recipeFlowData } from '../support/recipe-flow'

const TOKEN = 'TOPSECRET-7f3a9c'
const MCP_TOKEN = 'MCPSECRET-51b2e0'

describe('secret node inputs (API chain headers, Custom MCP config)', () => {
  const t = unikFixture('sqlite', {
    owner: 'secrets@example.com',
    unik: 'Secrets',
    users: { member: { email: 'member@example.com', role: 'member' } },
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  let fake: FakeOpenAI
  let api: Server
  let apiUrl = ''
  const seenAuthorization: string[] = []
  let flow: TChatflow
  let mcpFlow: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    api = createServer((req, res) => {
      seenAuthorization.push(req.headers.authorization ?? '')
      res.end('{"open": "9 to 5"}')
    })
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/hours`
    const client = runsClient(t.app, t.unik.id)
    const model = await client.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    const flowData = recipeFlowData(
      {
        model: { type: 'chatOpenAI', at: [0, 0], credential: model },
        chain: {
          type: 'getApiChain',
          at: [1, 0],
          inputs: { apiDocs: `GET ${apiUrl}`, headers: { Authorization: `Bearer ${TOKEN}` } },
        },
      },
      [['model', 'chain.model']],
    )
    flow = await client.flow(t.owner, 'Opening hours', flowData)
    // A Custom MCP node alone (it would be a second ending node beside the chain).
    const mcpFlowData = recipeFlowData(
      {
        mcp: {
          type: 'customMCP',
          at: [0, 0],
          inputs: {
            mcpServerConfig: JSON.stringify({
              url: 'https://mcp.example.com/mcp',
              headers: { Authorization: `Bearer ${MCP_TOKEN}` },
            }),
          },
        },
      },
      [],
    )
    mcpFlow = await client.flow(t.owner, 'MCP tools', mcpFlowData)
  })
  afterAll(async () => {
    await fake.close()
    await new Promise((resolve) => api.close(resolve))
  })

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/uniks/${t.unik.id}${path}`,
      headers: t.member.auth,
      ...(payload ? { payload } : {}),
    })
  const leaks = (text: string) => text.includes(TOKEN) || text.includes(MCP_TOKEN)

  it('the database, the flow GET, its versions and an export never hold the tokens', async () => {
    const rows = await t.database.db.selectFrom('chat_flows').select('flow_data').execute()
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(leaks(row.flow_data)).toBe(false)
    const versions = await t.database.db
      .selectFrom('flow_versions')
      .select(['id', 'chatflow_id', 'flow_data'])
      .execute()
    for (const version of versions) expect(leaks(version.flow_data)).toBe(false)

    for (const { id } of [flow, mcpFlow]) {
      const got = await call('GET', `/chatflows/${id}`)
      expect(got.statusCode).toBe(200)
      expect(leaks(got.body)).toBe(false)
    }
    for (const version of versions) {
      const res = await call('GET', `/chatflows/${version.chatflow_id}/versions/${version.id}`)
      expect(res.statusCode).toBe(200)
      expect(leaks(res.body)).toBe(false)
    }
    const exported = await call('POST', '/export-import/export', { chatflow: true })
    expect(exported.statusCode).toBe(200)
    expect(leaks(exported.body)).toBe(false)
  })

  it('a run sends the header; its trace does not keep it; a save of the masked flow keeps it', async () => {
    const ask = async () => {
      fake.queue({ content: apiUrl }, { content: 'Open 9 to 5.' })
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/internal-prediction/${flow.id}`,
        headers: t.owner.auth,
        payload: { question: 'When are you open?' },
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(leaks(res.body)).toBe(false)
    }
    await ask()
    expect(seenAuthorization.at(-1)).toBe(`Bearer ${TOKEN}`)

    const runs = (await call('GET', `/chatflows/${flow.id}/runs`)).json<{ data?: Array<{ id: string }> }>()
    const runIds = (Array.isArray(runs) ? runs : (runs.data ?? [])).map((r: { id: string }) => r.id)
    expect(runIds.length).toBeGreaterThan(0)
    for (const id of runIds) {
      const run = await call('GET', `/chatflows/${flow.id}/runs/${id}`)
      expect(run.statusCode).toBe(200)
      expect(leaks(run.body)).toBe(false)
    }

    // The canvas saves what it was shown (the mask): the stored token stays and still works.
    const shown = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/uniks/${t.unik.id}/chatflows/${flow.id}`,
        headers: t.owner.auth,
      })
    ).json<TChatflow>()
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/uniks/${t.unik.id}/chatflows/${flow.id}`,
      headers: t.owner.auth,
      payload: { version: shown.version, flowData: shown.flowData },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    await ask()
    expect(seenAuthorization.at(-1)).toBe(`Bearer ${TOKEN}`)
  })
})
