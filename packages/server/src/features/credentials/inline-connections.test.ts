import { expect, it } from 'vitest'
import { getNodeDescriptor } from '@unikflow/nodes'
import type { TChatflow, TCredential } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { buildRecipeFlow } from '../templates/template-recipe'

const SECRET = 'postgres://shop:S3cret-pass@db.example.com:5432/shop'

/** A Sql Database Chain whose PostgreSQL connection string is typed into the node, as older flows kept it. */
function inlineConnectionFlow(url: string): string {
  const flow = buildRecipeFlow(
    {
      id: 'sql',
      name: 'sql',
      description: '',
      usecases: [],
      tags: [],
      type: 'Chatflow',
      framework: [],
      nodes: {
        model: { type: 'chatOpenAI', at: [0, 0] },
        chain: { type: 'sqlDatabaseChain', at: [1, 0], inputs: { database: 'postgres', url } },
      },
      edges: [['model', 'chain.model']],
    },
    getNodeDescriptor,
  )
  return JSON.stringify(flow)
}

describeDialects('connection strings typed into nodes (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'inline@example.com', unik: 'Inline', users: {} })

  const chainOf = (flow: TChatflow) => {
    const nodes: Array<{ data: { name: string; credential?: string; inputs: Record<string, unknown> } }> =
      JSON.parse(flow.flowData).nodes
    return nodes.find((n) => n.data.name === 'sqlDatabaseChain')?.data
  }

  it('a save moves it into an encrypted credential chosen on the node; the flow and its versions keep none', async () => {
    const api = runsClient(t.app, t.unik.id)
    const flow = await api.flow(t.owner, 'Shop SQL', inlineConnectionFlow(SECRET))
    const chain = chainOf(flow)
    expect(chain?.inputs.url).toBe('')
    expect(chain?.credential).toEqual(expect.any(String))
    expect(flow.flowData).not.toContain('S3cret-pass')
    const credentials = (await api.call(t.owner, 'GET', '/credentials')).json<TCredential[]>()
    expect(credentials.find((c) => c.id === chain?.credential)).toMatchObject({
      credentialName: 'postgresConnectionUrl',
      name: 'PostgreSQL connection (Shop SQL · Sql Database Chain)',
    })
    const stored = await t.database.db
      .selectFrom('credentials')
      .select('encrypted_data')
      .where('id', '=', chain?.credential ?? '')
      .executeTakeFirstOrThrow()
    expect(stored.encrypted_data).not.toContain('S3cret-pass')

    // A version kept by an older server still holds it; the next save clears it from the history too.
    await t.database.db
      .updateTable('flow_versions')
      .set({ flow_data: inlineConnectionFlow(SECRET) })
      .where('chatflow_id', '=', flow.id)
      .execute()
    await api.update(t.owner, flow, { flowData: inlineConnectionFlow(SECRET) })
    const versions = await t.database.db
      .selectFrom('flow_versions')
      .select('flow_data')
      .where('chatflow_id', '=', flow.id)
      .execute()
    expect(versions.length).toBeGreaterThan(1)
    for (const version of versions) expect(version.flow_data).not.toContain('S3cret-pass')
  })
})
