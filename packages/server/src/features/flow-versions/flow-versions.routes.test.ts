import { beforeAll, expect, it } from 'vitest'
import {
  diffFlows,
  parseFlowData,
  type TChatflow,
  type TFlowData,
  type TFlowVersion,
  type TFlowVersionSummary,
} from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { sampleFlow } from '../../test/flows'
import { unikFixture } from '../../test/unik-fixture'

const flowOf = (text: string): TFlowData => {
  const parsed = parseFlowData(text)
  if (!parsed.ok) throw new Error('bad flowData')
  return parsed.value
}

describeDialects('flow version history (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'history-owner@example.com',
    unik: 'History',
    users: { member: { email: 'history-member@example.com', role: 'member' } },
  })
  let flows: ReturnType<typeof chatflowsClient>
  const versionsUrl = (id: string) => `/api/v1/uniks/${t.unik.id}/chatflows/${id}/versions`
  const get = <T>(url: string, who = t.owner) =>
    t.app.inject({ method: 'GET', url, headers: who.auth }).then((r) => {
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`)
      return r.json<T>()
    })

  beforeAll(() => {
    flows = chatflowsClient(t.app, t.unik.id)
  })

  it('keeps every save with who, when and counts; a name-only change is not a version', async () => {
    const flow = await flows.make(t.owner, { name: 'Versioned', flowData: JSON.stringify(sampleFlow()) })
    const smaller = sampleFlow()
    smaller.nodes = smaller.nodes.slice(0, 1)
    smaller.edges = []
    const saved = await flows.update(t.owner, flow.id, { version: 1, flowData: JSON.stringify(smaller) })
    expect(saved.statusCode, saved.body).toBe(200)
    await flows.update(t.owner, flow.id, { version: 2, name: 'Renamed' })
    const list = await get<TFlowVersionSummary[]>(versionsUrl(flow.id), t.member)
    expect(list.map((v) => [v.version, v.nodeCount, v.edgeCount])).toEqual([
      [2, 1, 0],
      [1, 3, 2],
    ])
    expect(list[0]?.createdBy).toEqual({ userId: t.owner.user.id, email: 'history-owner@example.com' })
  })

  it('restores an old version as a new one, after showing what differs', async () => {
    const flow = await flows.make(t.owner, { name: 'Restorable', flowData: JSON.stringify(sampleFlow()) })
    const edited = sampleFlow()
    const chain = edited.nodes[2]
    if (!chain) throw new Error('sample')
    edited.nodes = edited.nodes.filter((n) => n.id !== edited.nodes[0]?.id)
    edited.edges = edited.edges.filter((e) => edited.nodes.some((n) => n.id === e.source))
    await flows.update(t.owner, flow.id, { version: 1, flowData: JSON.stringify(edited) })
    const [, first] = await get<TFlowVersionSummary[]>(versionsUrl(flow.id))
    const old = await get<TFlowVersion>(`${versionsUrl(flow.id)}/${first?.id}`)
    const current = (await flows.get(t.owner, flow.id)).json<TChatflow>()
    const diff = diffFlows(flowOf(current.flowData), flowOf(old.flowData))
    expect(diff.addedNodes).toHaveLength(1)
    expect(diff.addedEdges).toBe(1)

    const denied = await t.app.inject({
      method: 'POST',
      url: `${versionsUrl(flow.id)}/${first?.id}/restore`,
      headers: t.member.auth,
      payload: { version: 2 },
    })
    expect(denied.statusCode).toBe(403)
    const restored = await t.app.inject({
      method: 'POST',
      url: `${versionsUrl(flow.id)}/${first?.id}/restore`,
      headers: t.owner.auth,
      payload: { version: 2 },
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json<TChatflow>()).toMatchObject({ version: 3, nodeCount: 3 })
    const after = await get<TFlowVersionSummary[]>(versionsUrl(flow.id))
    expect(after.map((v) => v.version)).toEqual([3, 2, 1])
    const stale = await t.app.inject({
      method: 'POST',
      url: `${versionsUrl(flow.id)}/${first?.id}/restore`,
      headers: t.owner.auth,
      payload: { version: 2 },
    })
    expect(stale.statusCode).toBe(409)
  })

  it('keeps only the unik retention of versions per flow; admins set it', async () => {
    const settings = `/api/v1/uniks/${t.unik.id}/flow-history`
    expect(await get(settings, t.member)).toEqual({ retention: 50 })
    const denied = await t.app.inject({
      method: 'PUT',
      url: settings,
      headers: t.member.auth,
      payload: { retention: 2 },
    })
    expect(denied.statusCode).toBe(403)
    const bad = await t.app.inject({
      method: 'PUT',
      url: settings,
      headers: t.owner.auth,
      payload: { retention: 0 },
    })
    expect(bad.statusCode).toBe(400)
    const set = await t.app.inject({
      method: 'PUT',
      url: settings,
      headers: t.owner.auth,
      payload: { retention: 2 },
    })
    expect(set.json()).toEqual({ retention: 2 })
    const flow = await flows.make(t.owner, { name: 'Pruned', flowData: JSON.stringify(sampleFlow()) })
    for (let v = 1; v <= 3; v++)
      await flows.update(t.owner, flow.id, { version: v, flowData: JSON.stringify(sampleFlow()) })
    const list = await get<TFlowVersionSummary[]>(versionsUrl(flow.id))
    expect(list.map((x) => x.version)).toEqual([4, 3])
    expect(
      (await t.app.inject({ method: 'GET', url: `${versionsUrl(flow.id)}/nope`, headers: t.owner.auth }))
        .statusCode,
    ).toBe(404)
  })
})
