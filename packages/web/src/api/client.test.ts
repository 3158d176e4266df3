import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, type TokenStore } from './client'
import { parseApiError } from './errors'

/** A real HTTP server: /data needs `Bearer <validToken>`, /auth/refresh hands out a new token. */
interface ServerState {
  validToken: string
  refreshCalls: number
  refreshFails: boolean
  refreshGives: string
  dataHits: Map<string, number>
  lastHeaders: IncomingMessage['headers'] | null
}

const state: ServerState = {
  validToken: 'fresh',
  refreshCalls: 0,
  refreshFails: false,
  refreshGives: 'fresh',
  dataHits: new Map(),
  lastHeaders: null,
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

function unauthorized(res: ServerResponse) {
  send(res, 401, { statusCode: 401, code: 'UNAUTHORIZED', error: 'Unauthorized', message: 'Unauthorized' })
}

let server: Server
let baseURL = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/auth/refresh' && req.method === 'POST') {
      state.refreshCalls += 1
      // Answer late so that every parallel 401 arrives while the refresh is still running.
      setTimeout(() => {
        if (state.refreshFails) unauthorized(res)
        else send(res, 200, { accessToken: state.refreshGives })
      }, 50)
      return
    }
    if (url.pathname === '/auth/login') return unauthorized(res)
    if (url.pathname === '/data') {
      const id = url.searchParams.get('id') ?? ''
      state.dataHits.set(id, (state.dataHits.get(id) ?? 0) + 1)
      state.lastHeaders = req.headers
      const ok = req.headers.authorization === `Bearer ${state.validToken}`
      const delay = Number(url.searchParams.get('delay') ?? 0)
      setTimeout(() => (ok ? send(res, 200, { id }) : unauthorized(res)), delay)
      return
    }
    send(res, 404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

function memoryTokens(initial: string | null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (t: string) => {
      store.value = t
    },
    clear: () => {
      store.value = null
    },
  }
  return store
}

beforeEach(() => {
  Object.assign(state, {
    validToken: 'fresh',
    refreshCalls: 0,
    refreshFails: false,
    refreshGives: 'fresh',
    dataHits: new Map(),
    lastHeaders: null,
  })
})

describe('api client', () => {
  it('sends JSON content type, the internal origin header and the bearer token', async () => {
    const tokens = memoryTokens('fresh')
    const { http } = createApiClient({ baseURL, tokens, onAuthFailure: vi.fn() })
    const res = await http.post('/data?id=h', { a: 1 })
    expect(res.data).toEqual({ id: 'h' })
    expect(state.lastHeaders?.['content-type']).toMatch(/application\/json/)
    expect(state.lastHeaders?.['x-request-from']).toBe('internal')
    expect(state.lastHeaders?.authorization).toBe('Bearer fresh')
    expect(http.defaults.withCredentials).toBe(true)
    expect(http.defaults.timeout).toBe(0)
  })

  it('parallel 401s share exactly one refresh and each request is retried once', async () => {
    const tokens = memoryTokens('expired')
    const onAuthFailure = vi.fn()
    const { http } = createApiClient({ baseURL, tokens, onAuthFailure })
    const ids = ['a', 'b', 'c', 'd', 'e']
    const results = await Promise.all(ids.map((id) => http.get('/data', { params: { id } })))
    expect(results.map((r) => r.data.id)).toEqual(ids)
    expect(state.refreshCalls).toBe(1)
    for (const id of ids) expect(state.dataHits.get(id)).toBe(2)
    expect(tokens.value).toBe('fresh')
    expect(onAuthFailure).not.toHaveBeenCalled()
  })

  it('a 401 that arrives after another request already refreshed retries without a new refresh', async () => {
    const tokens = memoryTokens('expired')
    const { http } = createApiClient({ baseURL, tokens, onAuthFailure: vi.fn() })
    // `late` leaves with the old token and its 401 comes back after `quick` has already refreshed.
    const late = http.get('/data', { params: { id: 'late', delay: 250 } })
    const quick = await http.get('/data', { params: { id: 'quick' } })
    expect(quick.data.id).toBe('quick')
    expect(state.refreshCalls).toBe(1)
    expect((await late).data.id).toBe('late')
    expect(state.refreshCalls).toBe(1)
    expect(state.dataHits.get('late')).toBe(2)
  })

  it('a refresh failure clears the token, calls onAuthFailure once and rejects every request', async () => {
    state.refreshFails = true
    const tokens = memoryTokens('expired')
    const onAuthFailure = vi.fn()
    const { http } = createApiClient({ baseURL, tokens, onAuthFailure })
    const outcomes = await Promise.allSettled(
      ['x', 'y', 'z'].map((id) => http.get('/data', { params: { id } })),
    )
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true)
    for (const o of outcomes) if (o.status === 'rejected') expect(parseApiError(o.reason).status).toBe(401)
    expect(state.refreshCalls).toBe(1)
    expect(onAuthFailure).toHaveBeenCalledTimes(1)
    expect(tokens.value).toBeNull()
    for (const id of ['x', 'y', 'z']) expect(state.dataHits.get(id)).toBe(1)
  })

  it('retries only once: a second 401 after the refresh is final', async () => {
    state.refreshGives = 'still-wrong'
    const tokens = memoryTokens('expired')
    const onAuthFailure = vi.fn()
    const { http } = createApiClient({ baseURL, tokens, onAuthFailure })
    await expect(http.get('/data', { params: { id: 'once' } })).rejects.toMatchObject({
      response: { status: 401 },
    })
    expect(state.refreshCalls).toBe(1)
    expect(state.dataHits.get('once')).toBe(2)
    expect(onAuthFailure).not.toHaveBeenCalled()
  })

  it('requests marked skipAuthRefresh (login) never start a refresh', async () => {
    const tokens = memoryTokens(null)
    const { http } = createApiClient({ baseURL, tokens, onAuthFailure: vi.fn() })
    const error: unknown = await http
      .post('/auth/login', {}, { skipAuthRefresh: true })
      .catch((e: unknown) => e)
    expect(parseApiError(error)).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized', status: 401 })
    expect(state.refreshCalls).toBe(0)
  })

  it('refreshAccessToken called in parallel makes one request', async () => {
    const tokens = memoryTokens('expired')
    const { refreshAccessToken } = createApiClient({ baseURL, tokens, onAuthFailure: vi.fn() })
    const tokensOut = await Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()])
    expect(tokensOut).toEqual(['fresh', 'fresh', 'fresh'])
    expect(state.refreshCalls).toBe(1)
  })
})
