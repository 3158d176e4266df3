// Hostile input over every route with a body, generated from the route table so new routes join by
// themselves: NUL characters in every string, JSON nested 10,000 deep, NUL in the URL. None may reach a
// 500 (PostgreSQL once answered 500 to NUL on 14 routes, and a deep flowData overflowed the stack).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI } from '@unikflow/testkit'
import { createUnik, signUp, type Session } from '../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../test/build-test-app'
import { chatflowsClient } from '../test/chatflows-client'
import { fakeConversationFlowData, predict, runsClient } from '../test/prediction-setup'
import { sampleBody } from '../test/sample-body'

const UUID = '00000000-0000-4000-8000-000000000000'
/** Routes that would end the session or the workspace the next requests need. */
const SKIPPED = new Set(['/api/v1/auth/logout', '/api/v1/auth/change-password'])

function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000x`
  if (Array.isArray(value)) return value.map(withNul)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]))
  return value
}

describeDialects('bad input over every route (%s)', (dialect) => {
  let t: TestApp
  let owner: Session
  let unikId: string
  let flowId: string
  const bodyRoutes = () =>
    t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/v1/') && r.schema?.body !== undefined && !SKIPPED.has(r.url),
    )
  const urlOf = (url: string) =>
    url
      .replace(':unikId', unikId)
      .replace(':flowId', flowId)
      .replace(':id', flowId)
      .replace(/:[A-Za-z]+/g, UUID)

  beforeAll(async () => {
    t = await buildTestApp(dialect)
    owner = await signUp(t.app, 'fuzz-owner@example.com')
    unikId = (await createUnik(t.app, owner, 'Fuzz')).id
    flowId = (await chatflowsClient(t.app, unikId).make(owner, { name: 'Fuzz flow', isPublic: true })).id
  })
  afterAll(() => t.close())

  it('NUL in every string of every body never answers 5xx', async () => {
    const routes = bodyRoutes()
    expect(routes.length).toBeGreaterThanOrEqual(15)
    for (const route of routes) {
      const sample = sampleBody(route.schema?.body)
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: urlOf(route.url),
        headers: owner.auth,
        payload: typeof sample === 'string' ? sample : (withNul(sample) as object),
      })
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(500)
    }
  })

  it('JSON nested 10,000 deep answers 400, in a body and inside flowData', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000)
    for (const route of bodyRoutes()) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: urlOf(route.url),
        headers: { ...owner.auth, 'content-type': 'application/json' },
        payload: `{"a":${deep}}`,
      })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(400)
    }
    const flowData = JSON.stringify({ nodes: [], edges: [], viewport: JSON.parse('[]'), deep: 0 }).replace(
      '"deep":0',
      `"deep":${deep}`,
    )
    const res = await chatflowsClient(t.app, unikId).create(owner, { name: 'Deep', flowData })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/nested deeper/) })
  })

  it('NUL in a path or query string answers 400', async () => {
    for (const url of [
      `/api/v1/uniks/${unikId}/chatflows/a%00b`,
      `/api/v1/uniks/${unikId}/chatflows?search=a%00b`,
      `/api/v1/uniks/${unikId}/variables/%00`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: owner.auth })
      expect(res.statusCode, url).toBe(400)
    }
  })

  it('a question with a NUL is answered and stored on both databases', async () => {
    const fake = await startFakeOpenAI()
    try {
      const api = runsClient(t.app, unikId)
      const flowData = await fakeConversationFlowData(api, owner, fake.baseUrl)
      const chat = await api.flow(owner, 'NUL chat', flowData)
      const res = await predict(
        t.app,
        chat.id,
        { question: 'a\u0000b', chatId: 'chat-1' },
        { internal: owner },
      )
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<{ text: string }>().text).toContain('a\u0000b')
      const stored = await api.call(owner, 'GET', `/chatflows/${chat.id}/messages`)
      expect(stored.statusCode).toBe(200)
      expect(JSON.stringify(stored.json())).toContain('"content":"ab"')
    } finally {
      await fake.close()
    }
  })
})

describe('malformed requests answer 4xx, not 500', () => {
  let t: TestApp
  let owner: Session
  let flowId: string
  let unikId: string
  beforeAll(async () => {
    t = await buildTestApp('sqlite')
    owner = await signUp(t.app, 'malformed@example.com')
    unikId = (await createUnik(t.app, owner, 'Malformed')).id
    flowId = (await chatflowsClient(t.app, unikId).make(owner, { name: 'Public', isPublic: true })).id
  })
  afterAll(() => t.close())

  it.each([
    ['a truncated form', '--b\r\nContent-Disposition: form-data; name="question"\r\n\r\nhi'],
    ['a part without headers', '--b\r\n\r\nhi\r\n--b--\r\n'],
    ['garbage', 'not a multipart body at all'],
  ])('multipart on the public prediction: %s → 400', async (_label, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/prediction/${flowId}`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload,
    })
    expect(res.statusCode, res.body).toBe(400)
  })

  it.each(['notadate', '2026-13-45', '24/11/2026'])('?startDate=%s → 400', async (date) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${unikId}/chatflows/${flowId}/messages?startDate=${date}`,
      headers: owner.auth,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json<{ message: string }>().message).toMatch(/Invalid date/)
  })
})
