import { afterEach, describe, expect, it, vi } from 'vitest'
import { canvasIds, startEarlyRequests, takeEarly } from './early-requests'

/** A browser with `token` stored whose fetch answers each path with its own URL (401 for `/auth/me`). */
function browser(token: string | null) {
  const calls: { url: string; auth: string | null }[] = []
  const items = new Map<string, string>(token ? [['token', token]] : [])
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => items.get(key) ?? null } })
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, auth: new Headers(init.headers).get('authorization') })
    const status = url.endsWith('/auth/me') ? 401 : 200
    return Promise.resolve(new Response(JSON.stringify({ url }), { status }))
  })
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe('early requests', () => {
  it('a canvas URL starts the session check, catalogue, credential kinds and the flow, with the token', async () => {
    const calls = browser('tok')
    // True: the canvas will open, so the entry module also starts its translations.
    expect(startEarlyRequests('/uniks/u%201/chatflows/f1')).toBe(true)
    expect(calls).toEqual(
      ['/auth/me', '/nodes', '/components-credentials', '/uniks/u%201/chatflows/f1'].map((path) => ({
        url: `/api/v1${path}`,
        auth: 'Bearer tok',
      })),
    )
    // Each answer is handed out once, and only for the same request.
    expect(takeEarly('flow', '/uniks/u%201/chatflows/other')).toBeUndefined()
    await expect(takeEarly('flow', '/uniks/u%201/chatflows/f1')).resolves.toEqual({
      url: '/api/v1/uniks/u%201/chatflows/f1',
    })
    expect(takeEarly('flow', '/uniks/u%201/chatflows/f1')).toBeUndefined()
    // A refused one rejects: its taker falls back to the API client, which renews the session.
    await expect(takeEarly('me', '/auth/me')).rejects.toThrow('401')
    await expect(takeEarly('nodes', '/nodes')).resolves.toEqual({ url: '/api/v1/nodes' })
    expect(takeEarly('componentCredentials', '/components-credentials')).toBeDefined()
  })

  it('another page starts only the session check; without a token nothing starts', async () => {
    const calls = browser('tok')
    expect(startEarlyRequests('/uniks/u1/agentflows')).toBe(false)
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/me'])
    await expect(takeEarly('me', '/auth/me')).rejects.toThrow('401')
    const none = browser(null)
    expect(startEarlyRequests('/uniks/u1/chatflows/f1')).toBe(false)
    expect(none).toEqual([])
    expect(takeEarly('nodes', '/nodes')).toBeUndefined()
  })

  it('reads the unik and flow of the canvas URLs', () => {
    expect(canvasIds('/uniks/u1/chatflows/new')).toEqual({ unikId: 'u1', flowId: undefined })
    expect(canvasIds('/uniks/u1/agentcanvas/f2')).toEqual({ unikId: 'u1', flowId: 'f2' })
    expect(canvasIds('/uniks/u1/agentcanvas')).toEqual({ unikId: 'u1', flowId: undefined })
    expect(canvasIds('/uniks/u1/chatflows')).toBeUndefined()
  })
})
