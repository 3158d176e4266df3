import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TChatflowList, TFlowData, TUnik } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { addMember, createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { sampleFlow } from '../../test/flows'
import { sampleBody } from '../../test/sample-body'
import { z } from 'zod'

/** An app with a unik, its owner, an editor, a member and an outsider, shared by the groups of tests below. */
function chatflowsSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as {
    t: TestApp
    owner: Session
    editor: Session
    member: Session
    outsider: Session
    unik: TUnik
    api: ReturnType<typeof chatflowsClient>
  }

  beforeAll(async () => {
    fx.t = await buildTestApp(dialect)
    fx.owner = await signUp(fx.t.app, 'owner@example.com')
    fx.editor = await signUp(fx.t.app, 'editor@example.com')
    fx.member = await signUp(fx.t.app, 'member@example.com')
    fx.outsider = await signUp(fx.t.app, 'outsider@example.com')
    fx.unik = await createUnik(fx.t.app, fx.owner, 'Flows')
    await addMember(fx.t.app, fx.owner, fx.unik.id, fx.editor.user.email, 'editor')
    await addMember(fx.t.app, fx.owner, fx.unik.id, fx.member.user.email, 'member')
    await createUnik(fx.t.app, fx.outsider, 'Elsewhere')
    fx.api = chatflowsClient(fx.t.app, fx.unik.id)
  })
  afterAll(() => fx.t.close())
  return fx
}

type ChatflowsSuite = ReturnType<typeof chatflowsSuite>

function creatingAndUpdating(fx: ChatflowsSuite) {
  it('creates a flow with Flowise-shaped fields and reads it back', async () => {
    const flowData = JSON.stringify(sampleFlow())
    const res = await fx.api.create(fx.editor, {
      name: '  Support bot ',
      flowData,
      type: 'CHATFLOW',
      isPublic: true,
      deployed: false,
      category: 'support;faq',
    })
    expect(res.statusCode).toBe(201)
    const created = res.json<TChatflow>()
    expect(created).toMatchObject({
      unikId: fx.unik.id,
      name: 'Support bot',
      type: 'CHATFLOW',
      isPublic: true,
      deployed: false,
      category: 'support;faq',
      version: 1,
      nodeCount: 3,
      chatbotConfig: null,
      apikeyid: null,
      updatedBy: fx.editor.user.id,
    })
    expect(created.createdAt).toBe(created.updatedAt)
    expect(JSON.parse(created.flowData)).toEqual(sampleFlow())

    const read = await fx.api.get(fx.member, created.id)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual(created)
  })

  it('defaults an empty CHATFLOW, not public, not deployed', async () => {
    const flow = await fx.api.make(fx.editor, { name: 'Blank' })
    expect(flow).toMatchObject({
      type: 'CHATFLOW',
      isPublic: false,
      deployed: false,
      category: null,
      nodeCount: 0,
    })
    expect(JSON.parse(flow.flowData)).toEqual({ nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } })
  })

  it('updates fields, bumps the version and records who saved', async () => {
    const flow = await fx.api.make(fx.editor, { name: 'To edit', flowData: JSON.stringify(sampleFlow()) })
    const changed: TFlowData = sampleFlow()
    changed.nodes = changed.nodes.map((n) => ({ ...n, position: { x: n.position.x + 10, y: 5 } }))
    const res = await fx.api.update(fx.owner, flow.id, {
      version: 1,
      name: 'Edited',
      flowData: JSON.stringify(changed),
      type: 'AGENTFLOW',
      deployed: true,
      category: 'a;b',
      chatbotConfig: '{"welcomeMessage":"Hi"}',
    })
    expect(res.statusCode).toBe(200)
    const updated = res.json<TChatflow>()
    expect(updated).toMatchObject({
      id: flow.id,
      name: 'Edited',
      type: 'AGENTFLOW',
      deployed: true,
      isPublic: false,
      category: 'a;b',
      chatbotConfig: '{"welcomeMessage":"Hi"}',
      version: 2,
      updatedBy: fx.owner.user.id,
      createdAt: flow.createdAt,
    })
    expect(updated.updatedAt >= flow.updatedAt).toBe(true)
    expect(JSON.parse(updated.flowData)).toEqual(changed)
    expect((await fx.api.get(fx.member, flow.id)).json()).toEqual(updated)

    const rename = await fx.api.update(fx.editor, flow.id, { version: 2, name: 'Renamed only' })
    expect(rename.json()).toMatchObject({ name: 'Renamed only', version: 3, type: 'AGENTFLOW' })
    expect(rename.json<TChatflow>().flowData).toBe(updated.flowData)
  })
}

function listingCopyingDeleting(fx: ChatflowsSuite) {
  it('lists light items (no flowData) newest first, with search, type filter and paging', async () => {
    const own = await createUnik(fx.t.app, fx.owner, 'List unik')
    const list = chatflowsClient(fx.t.app, own.id)
    const names = ['Alpha chat', 'Beta agent', 'alpha 100%_done', 'Gamma', 'Delta']
    for (const [i, name] of names.entries()) {
      await list.make(fx.owner, { name, type: i === 1 ? 'AGENTFLOW' : i === 3 ? 'MULTIAGENT' : 'CHATFLOW' })
      await new Promise((r) => setTimeout(r, 3))
    }
    const all = await list.list(fx.owner)
    expect(all.statusCode).toBe(200)
    const body = all.json<TChatflowList>()
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 20 })
    expect(body.items.map((f) => f.name)).toEqual([...names].reverse())
    for (const item of body.items) {
      expect(item).not.toHaveProperty('flowData')
      expect(item).not.toHaveProperty('chatbotConfig')
      expect(item).toMatchObject({ unikId: own.id, nodeCount: 0, version: 1 })
    }

    const search = await list.list(fx.owner, '?search=ALPHA')
    expect(search.json<TChatflowList>().items.map((f) => f.name)).toEqual(['alpha 100%_done', 'Alpha chat'])
    const literal = await list.list(fx.owner, '?search=0%25_')
    expect(literal.json<TChatflowList>().items.map((f) => f.name)).toEqual(['alpha 100%_done'])
    const agents = await list.list(fx.owner, '?type=AGENTFLOW')
    expect(agents.json()).toMatchObject({ total: 1, items: [{ name: 'Beta agent', type: 'AGENTFLOW' }] })
    const both = await list.list(fx.owner, '?type=CHATFLOW&search=alpha')
    expect(both.json<TChatflowList>().total).toBe(2)

    const page2 = await list.list(fx.owner, '?page=2&pageSize=2')
    expect(page2.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 })
    expect(page2.json<TChatflowList>().items.map((f) => f.name)).toEqual(['alpha 100%_done', 'Beta agent'])
    const beyond = await list.list(fx.owner, '?page=9&pageSize=2')
    expect(beyond.json()).toMatchObject({ total: 5, items: [] })

    expect((await list.list(fx.owner, '?type=OTHER')).statusCode).toBe(400)
    expect((await list.list(fx.owner, '?pageSize=101')).statusCode).toBe(400)
    expect((await list.list(fx.owner, '?page=0')).statusCode).toBe(400)
  })

  it('counts nodes in list items and keeps lists per unik', async () => {
    const flow = await fx.api.make(fx.editor, { name: 'Counted', flowData: JSON.stringify(sampleFlow()) })
    const items = (await fx.api.list(fx.member, '?search=Counted')).json<TChatflowList>().items
    expect(items).toEqual([expect.objectContaining({ id: flow.id, nodeCount: 3 })])
    const elsewhere = await createUnik(fx.t.app, fx.outsider, 'Other')
    const theirs = await chatflowsClient(fx.t.app, elsewhere.id).list(fx.outsider)
    expect(theirs.json()).toMatchObject({ total: 0, items: [] })
  })

  it('duplicates a flow as "<name> (copy)", unpublished, at version 1', async () => {
    const source = await fx.api.make(fx.editor, {
      name: 'Original',
      flowData: JSON.stringify(sampleFlow()),
      isPublic: true,
      deployed: true,
      category: 'x;y',
      chatbotConfig: '{"a":1}',
    })
    await fx.api.update(fx.editor, source.id, { version: 1, name: 'Original' })
    const res = await fx.api.duplicate(fx.editor, source.id)
    expect(res.statusCode).toBe(201)
    const copy = res.json<TChatflow>()
    expect(copy).toMatchObject({
      name: 'Original (copy)',
      version: 1,
      isPublic: false,
      deployed: false,
      category: 'x;y',
      chatbotConfig: '{"a":1}',
      nodeCount: 3,
      updatedBy: fx.editor.user.id,
    })
    expect(copy.id).not.toBe(source.id)
    expect(copy.flowData).toBe(source.flowData)

    const long = await fx.api.make(fx.editor, { name: 'n'.repeat(255) })
    const longCopy = (await fx.api.duplicate(fx.editor, long.id)).json<TChatflow>()
    expect(longCopy.name).toHaveLength(255)
    expect(longCopy.name.endsWith('n (copy)')).toBe(true)
    expect((await fx.api.duplicate(fx.editor, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  })

  it('deletes a flow; a second delete, a read and an update answer 404', async () => {
    const flow = await fx.api.make(fx.editor, { name: 'Doomed' })
    expect((await fx.api.remove(fx.editor, flow.id)).statusCode).toBe(204)
    for (const res of [
      await fx.api.remove(fx.editor, flow.id),
      await fx.api.get(fx.member, flow.id),
      await fx.api.update(fx.editor, flow.id, { version: 1, name: 'x' }),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Chatflow not found' })
    }
  })

  it('deletes the flows of a deleted unik', async () => {
    const doomed = await createUnik(fx.t.app, fx.owner, 'Doomed unik')
    await chatflowsClient(fx.t.app, doomed.id).make(fx.owner, { name: 'Gone with it' })
    expect(
      (await fx.t.app.inject({ method: 'DELETE', url: `/api/v1/uniks/${doomed.id}`, headers: fx.owner.auth }))
        .statusCode,
    ).toBe(204)
    const left = await fx.t.database.db
      .selectFrom('chat_flows')
      .select('id')
      .where('unik_id', '=', doomed.id)
      .execute()
    expect(left).toEqual([])
  })
}

function access(fx: ChatflowsSuite) {
  it('lets members read and only editors and up change', async () => {
    const flow = await fx.api.make(fx.owner, { name: 'Guarded' })
    expect((await fx.api.list(fx.member)).statusCode).toBe(200)
    expect((await fx.api.get(fx.member, flow.id)).statusCode).toBe(200)
    for (const res of [
      await fx.api.create(fx.member, { name: 'Nope' }),
      await fx.api.update(fx.member, flow.id, { version: 1, name: 'Nope' }),
      await fx.api.remove(fx.member, flow.id),
      await fx.api.duplicate(fx.member, flow.id),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    expect((await fx.api.get(fx.owner, flow.id)).json()).toMatchObject({ name: 'Guarded', version: 1 })
  })

  it('answers 404 to non-members, the same as for an unknown unik, and 404 for a flow of another unik', async () => {
    const flow = await fx.api.make(fx.owner, { name: 'Private' })
    for (const res of [
      await fx.api.list(fx.outsider),
      await fx.api.get(fx.outsider, flow.id),
      await fx.api.update(fx.outsider, flow.id, { version: 1, name: 'Mine' }),
      await fx.api.remove(fx.outsider, flow.id),
      await fx.api.duplicate(fx.outsider, flow.id),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Unik not found' })
    }
    // The outsider's own unik does not reach the flow either: flow ids are looked up within the unik.
    const theirs = await createUnik(fx.t.app, fx.outsider, 'Theirs')
    const cross = chatflowsClient(fx.t.app, theirs.id)
    expect((await cross.get(fx.outsider, flow.id)).statusCode).toBe(404)
    expect((await cross.update(fx.outsider, flow.id, { version: 1, name: 'Mine' })).statusCode).toBe(404)
    expect((await cross.remove(fx.outsider, flow.id)).statusCode).toBe(404)
    expect((await cross.duplicate(fx.outsider, flow.id)).statusCode).toBe(404)
    expect((await fx.api.get(fx.owner, flow.id)).json()).toMatchObject({ name: 'Private', version: 1 })
    expect((await fx.api.list(fx.owner)).statusCode).toBe(200)
  })

  it('declares member for reads and editor for changes on every chatflow route', () => {
    const routes = fx.t.app.routeTable
      .filter((r) => r.url.startsWith('/api/v1/uniks/:unikId/chatflows') && r.method !== 'HEAD')
      .map(
        (r) =>
          `${r.method} ${r.url} ${typeof r.policy === 'object' && 'unikRole' in r.policy ? r.policy.unikRole : r.policy}`,
      )
    expect(routes.sort()).toEqual(
      [
        'GET /api/v1/uniks/:unikId/chatflows member',
        'POST /api/v1/uniks/:unikId/chatflows editor',
        'GET /api/v1/uniks/:unikId/chatflows/:id member',
        'PUT /api/v1/uniks/:unikId/chatflows/:id editor',
        'DELETE /api/v1/uniks/:unikId/chatflows/:id editor',
        'DELETE /api/v1/uniks/:unikId/chatflows/:id/messages editor',
        'GET /api/v1/uniks/:unikId/chatflows/:id/feedback member',
        'GET /api/v1/uniks/:unikId/chatflows/:id/messages member',
        'GET /api/v1/uniks/:unikId/chatflows/:id/runs member',
        'GET /api/v1/uniks/:unikId/chatflows/:id/runs/:runId member',
        'GET /api/v1/uniks/:unikId/chatflows/:id/leads member',
        'POST /api/v1/uniks/:unikId/chatflows/:id/duplicate editor',
        'POST /api/v1/uniks/:unikId/chatflows/:id/presence member',
        'DELETE /api/v1/uniks/:unikId/chatflows/:id/presence member',
        'GET /api/v1/uniks/:unikId/chatflows/:id/versions member',
        'GET /api/v1/uniks/:unikId/chatflows/:id/versions/:versionId member',
        'POST /api/v1/uniks/:unikId/chatflows/:id/versions/:versionId/restore editor',
        'GET /api/v1/uniks/:unikId/chatflows/:id/releases member',
        'GET /api/v1/uniks/:unikId/chatflows/:id/evaluation-gate member',
        'PUT /api/v1/uniks/:unikId/chatflows/:id/evaluation-gate editor',
        'DELETE /api/v1/uniks/:unikId/chatflows/:id/evaluation-gate editor',
        'POST /api/v1/uniks/:unikId/chatflows/:id/releases editor',
        'PUT /api/v1/uniks/:unikId/chatflows/:id/releases/settings editor',
        'POST /api/v1/uniks/:unikId/chatflows/:id/releases/:release/rollback editor',
        'GET /api/v1/uniks/:unikId/chatflows/:id/publications member',
        'PUT /api/v1/uniks/:unikId/chatflows/:id/publications/:technology editor',
        'POST /api/v1/uniks/:unikId/chatflows/:id/publications/:technology/publish editor',
        'DELETE /api/v1/uniks/:unikId/chatflows/:id/publications/versions/:version editor',
        'GET /api/v1/uniks/:unikId/chatflows/:id/publications/:technology/export member',
      ].sort(),
    )
  })

  it('gets bodies from the tenant matrix generator that pass validation, so its 404s are the access check', async () => {
    const withBodies = fx.t.app.routeTable.filter((r) => r.url.includes('/chatflows') && r.schema?.body)
    expect(withBodies.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'POST /api/v1/uniks/:unikId/chatflows',
      'POST /api/v1/uniks/:unikId/chatflows/:id/publications/:technology/publish',
      'POST /api/v1/uniks/:unikId/chatflows/:id/releases',
      'POST /api/v1/uniks/:unikId/chatflows/:id/versions/:versionId/restore',
      'PUT /api/v1/uniks/:unikId/chatflows/:id',
      'PUT /api/v1/uniks/:unikId/chatflows/:id/evaluation-gate',
      'PUT /api/v1/uniks/:unikId/chatflows/:id/publications/:technology',
      'PUT /api/v1/uniks/:unikId/chatflows/:id/releases/settings',
    ])
    for (const route of withBodies) {
      const schema = route.schema?.body
      if (!(schema instanceof z.ZodType)) throw new Error('zod body schema expected')
      expect(schema.safeParse(sampleBody(schema)).success, route.url).toBe(true)
    }
    // A member with the same generated body passes the unik check and meets the role check instead.
    const flow = await fx.api.make(fx.owner, { name: 'Sampled' })
    const update = withBodies.find((r) => r.method === 'PUT' && r.url.endsWith('/chatflows/:id'))
    const res = await fx.api.update(fx.member, flow.id, sampleBody(update?.schema?.body) as object)
    expect(res.statusCode).toBe(403)
  })
}

describeDialects('chatflows (%s)', (dialect) => {
  const fx = chatflowsSuite(dialect)
  describe('creating and updating', () => creatingAndUpdating(fx))
  describe('listing, duplicating and deleting', () => listingCopyingDeleting(fx))
  describe('access by role and tenant', () => access(fx))
})
