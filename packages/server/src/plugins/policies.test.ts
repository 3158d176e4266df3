import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNIK_ROLE_VALUES, type TMember, type TUnik } from '@unikflow/graph'
import type { AppDeps } from '../deps'
import { addMember, createUnik, signUp, type Session } from '../test/api-client'
import { buildTestApp, testDialects, type TestApp } from '../test/build-test-app'
import { sampleBody } from '../test/sample-body'
import { policiesPlugin, type RoutePolicy } from './policies'

function isValidPolicy(policy: unknown): policy is RoutePolicy {
  if (policy === 'public' || policy === 'authenticated' || policy === 'superAdmin') return true
  return (
    typeof policy === 'object' &&
    policy !== null &&
    'unikRole' in policy &&
    UNIK_ROLE_VALUES.some((role) => role === policy.unikRole)
  )
}

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

  it('refuses a :unikId route whose policy is not a unik role', async () => {
    const app = Fastify()
    await app.register(policiesPlugin, { deps: {} as AppDeps })
    app.register(async (scope) => {
      scope.get('/api/v1/uniks/:unikId/leak', { config: { policy: 'authenticated' } }, async () => 'x')
    })
    await expect(app.ready()).rejects.toThrow(/must declare a \{ unikRole \} policy/)
  })
})

describe.each(testDialects)('tenant isolation matrix (%s)', (dialect) => {
  let t: TestApp
  let owner: Session
  let outsider: Session
  let victim: TUnik

  beforeAll(async () => {
    t = await buildTestApp(dialect)
    owner = await signUp(t.app, 'victim-owner@example.com')
    await signUp(t.app, 'victim-member@example.com')
    outsider = await signUp(t.app, 'outsider@example.com')
    victim = await createUnik(t.app, owner, 'Victim')
    await addMember(t.app, owner, victim.id, 'victim-member@example.com', 'member')
    await createUnik(t.app, outsider, 'Outsider own unik')
  })
  afterAll(() => t.close())

  it('every unik-scoped route answers 404 to a signed-in non-member, and changes nothing', async () => {
    const scoped = t.app.routeTable.filter((r) => r.url.includes(':unikId'))
    expect(scoped.length).toBeGreaterThanOrEqual(8)
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

  it('the same requests without a token get 401', async () => {
    for (const route of t.app.routeTable.filter((r) => r.url.includes(':unikId'))) {
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
