import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNIK_ROLE_VALUES, type TMember, type TUnik } from '@unikflow/graph'
import type { AppDeps } from '../deps'
import { addMember, createUnik, signUp, type Session } from '../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../test/build-test-app'
import { chatflowsClient } from '../test/chatflows-client'
import { sampleBody } from '../test/sample-body'
import { policiesPlugin, type RoutePolicy } from './policies'

function isValidPolicy(policy: unknown): policy is RoutePolicy {
  if (
    policy === 'public' ||
    policy === 'authenticated' ||
    policy === 'superAdmin' ||
    policy === 'flowApi' ||
    policy === 'publicFlow' ||
    policy === 'flowProbe' ||
    policy === 'flowApiKey'
  )
    return true
  if (typeof policy !== 'object' || policy === null) return false
  const role = 'unikRole' in policy ? policy.unikRole : 'flowRole' in policy ? policy.flowRole : undefined
  return UNIK_ROLE_VALUES.some((r) => r === role)
}

/** Routes whose access depends on membership of a unik: by `:unikId`, or through the `:flowId` flow. */
const isMemberRoute = (r: { url: string; policy: RoutePolicy }) =>
  r.url.includes(':unikId') || (typeof r.policy === 'object' && 'flowRole' in r.policy)

describe('route policies', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('sqlite')
  })
  afterAll(() => t.close())

  it('every registered route declares a valid policy; unik routes declare a unik role', () => {
    const routes = t.app.routeTable
    expect(routes.length).toBeGreaterThan(20)
    for (const route of routes) {
      expect(isValidPolicy(route.policy), `${route.method} ${route.url}`).toBe(true)
      expect(t.app.hasRoute({ method: route.method, url: route.url }), `${route.method} ${route.url}`).toBe(
        true,
      )
      if (route.url.includes(':unikId')) expect(typeof route.policy).toBe('object')
    }
    const docs = routes.filter((r) => r.url.startsWith('/api/v1/docs'))
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((r) => r.policy === 'public')).toBe(true)
    const admin = routes.filter((r) => r.url.startsWith('/api/v1/admin'))
    expect(admin.length).toBeGreaterThanOrEqual(3)
    expect(admin.every((r) => r.policy === 'superAdmin')).toBe(true)
  })

  it('refuses to register a route without a policy', async () => {
    const app = Fastify()
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    // The deps are only used while serving requests; this app never serves one.
    await app.register(policiesPlugin, { deps: {} as AppDeps })
    app.register(async (scope) => {
      scope.get('/api/v1/forgotten', async () => 'x')
    })
    await expect(app.ready()).rejects.toThrow(/declares no config.policy/)
  })

  it('refuses flow policies on routes without :flowId, and :flowId routes without one', async () => {
    for (const [url, policy] of [
      ['/api/v1/prediction/:id', 'flowApi'],
      ['/api/v1/x/:id', { flowRole: 'member' }],
      ['/api/v1/prediction/:flowId', 'public'],
    ] as const) {
      const app = Fastify()
      await app.register(policiesPlugin, { deps: {} as AppDeps })
      app.register(async (scope) => {
        scope.post(url, { config: { policy } }, async () => 'x')
      })
      await expect(app.ready(), url).rejects.toThrow(/go with :flowId routes/)
    }
  })

  it('refuses a :unikId route whose policy is not a unik role', async () => {
    const app = Fastify()
    await app.register(policiesPlugin, { deps: {} as AppDeps })
    app.register(async (scope) => {
      scope.get('/api/v1/uniks/:unikId/leak', { config: { policy: 'authenticated' } }, async () => 'x')
    })
    await expect(app.ready()).rejects.toThrow(/must declare a \{ unikRole \} policy/)
  })
})

describeDialects('tenant isolation matrix (%s)', (dialect) => {
  let t: TestApp
  let owner: Session
  let outsider: Session
  let victim: TUnik
  let victimFlowId: string

  beforeAll(async () => {
    t = await buildTestApp(dialect)
    owner = await signUp(t.app, 'victim-owner@example.com')
    await signUp(t.app, 'victim-member@example.com')
    outsider = await signUp(t.app, 'outsider@example.com')
    victim = await createUnik(t.app, owner, 'Victim')
    await addMember(t.app, owner, victim.id, 'victim-member@example.com', 'member')
    await createUnik(t.app, outsider, 'Outsider own unik')
    victimFlowId = (await chatflowsClient(t.app, victim.id).make(owner, { name: 'Victim flow' })).id
  })
  afterAll(() => t.close())

  it('every unik-scoped route answers 404 to a signed-in non-member, and changes nothing', async () => {
    const scoped = t.app.routeTable.filter(isMemberRoute)
    expect(scoped.length).toBeGreaterThanOrEqual(8)
    expect(scoped.some((r) => r.url === '/api/v1/internal-prediction/:flowId')).toBe(true)
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${victim.id}/members`,
      headers: owner.auth,
    })
    const memberId = members.json<TMember[]>()[1]?.userId ?? owner.user.id
    for (const route of scoped) {
      const url = route.url
        .replace(':unikId', victim.id)
        .replace(':userId', memberId)
        .replace(':flowId', victimFlowId)
        .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
      const payload = sampleBody(route.schema?.body)
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: outsider.auth,
        ...(payload !== undefined ? { payload } : {}),
      })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404)
      if (route.method !== 'HEAD')
        expect(res.json(), `${route.method} ${route.url}`).toMatchObject({ code: 'NOT_FOUND' })
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${victim.id}`,
      headers: owner.auth,
    })
    expect(after.json()).toMatchObject({ name: 'Victim', memberCount: 2 })
    const membersAfter = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${victim.id}/members`,
      headers: owner.auth,
    })
    expect(membersAfter.json()).toEqual(members.json())
  })

  it('flow API routes answer 404 for a private flow to anyone, member or not, and run nothing', async () => {
    const open = t.app.routeTable.filter(
      (r) =>
        (r.policy === 'flowApi' ||
          r.policy === 'publicFlow' ||
          r.policy === 'flowProbe' ||
          r.policy === 'flowApiKey') &&
        r.method !== 'HEAD',
    )
    expect(open.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/v1/chatmessage/:flowId',
      'DELETE /api/v1/mcp/:flowId',
      'DELETE /api/v1/webhook/:flowId',
      'GET /api/v1/chatflows-streaming/:flowId',
      'GET /api/v1/chatmessage/:flowId',
      'GET /api/v1/mcp/:flowId',
      'GET /api/v1/openai/:flowId/models',
      'GET /api/v1/public-chatbotConfig/:flowId',
      'GET /api/v1/webhook/:flowId',
      'PATCH /api/v1/webhook/:flowId',
      'POST /api/v1/attachments/:flowId/:chatId',
      'POST /api/v1/feedback/:flowId',
      'POST /api/v1/mcp/:flowId',
      'POST /api/v1/openai/:flowId/chat/completions',
      'POST /api/v1/prediction/:flowId',
      'POST /api/v1/vector/upsert/:flowId',
      'POST /api/v1/webhook/:flowId',
      'PUT /api/v1/chatmessage/abort/:flowId/:chatId',
      'PUT /api/v1/webhook/:flowId',
    ])
    for (const route of open)
      for (const headers of [outsider.auth, owner.auth, {}]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(':flowId', victimFlowId),
          headers,
          ...(route.method === 'GET' ? {} : { payload: sampleBody(route.schema?.body) ?? {} }),
        })
        expect(res.statusCode, route.url).toBe(404)
      }
    const runs = await t.database.db.selectFrom('run_traces').select('id').execute()
    expect(runs).toEqual([])
  })

  it('the same requests without a token get 401', async () => {
    for (const route of t.app.routeTable.filter(isMemberRoute)) {
      const url = route.url.replace(/:[A-Za-z]+/g, victim.id)
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { 'x-request-from': 'internal' },
      })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })
})
