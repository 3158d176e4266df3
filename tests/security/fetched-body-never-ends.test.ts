// Attack: a flow points a loader or user code at a server whose answer never ends. The loader read the
// whole body before cutting it (the server's memory fills), and the code sandbox's fetch went on
// downloading after the code had timed out. Every fetched body is read through one bounded reader,
// aborted with its run and with the code that asked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startHostileServer, type HostileServer } from '../support/hostile-server'
import { startSecuredApp, type SecuredApp } from '../support/security-app'

let hostile: HostileServer
let app: SecuredApp
beforeAll(async () => {
  hostile = await startHostileServer()
  app = await startSecuredApp({
    UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1',
    UNIKFLOW_OUTBOUND_MAX_RESPONSE_MB: '1',
    // Long enough for the code's fetch to have started on a loaded machine.
    SANDBOX_TIMEOUT_MS: '5000',
  })
})
afterAll(async () => {
  await app.close()
  await hostile.close()
})

describe('a fetched body that never ends', () => {
  it('is cut at the byte limit by a loader, which fails and hangs up', async () => {
    const flow = await app.flow([{ id: 'api', name: 'apiLoader', inputs: { url: `${hostile.url}/huge` } }])
    const res = await app.ask(flow, 'load it')
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.json<{ message: string }>().message).toMatch(/larger than 1 MB/)
    await vi.waitFor(() => expect(hostile.hungUp('/huge')).toBe(true))
    expect(hostile.sent('/huge')).toBeLessThan(64 * 1024 * 1024)
  })

  it('stops downloading for user code once the code timed out', async () => {
    const code = `const r = await fetch(${JSON.stringify(`${hostile.url}/trickle`)}); return (await r.text()).length`
    const flow = await app.flow([{ id: 'fn', name: 'customFunction', inputs: { javascriptFunction: code } }])
    const res = await app.ask(flow, 'run it')
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.json<{ message: string }>().message).toMatch(/timed out/)
    expect(hostile.sent('/trickle')).toBeGreaterThan(0)
    await vi.waitFor(() => expect(hostile.hungUp('/trickle')).toBe(true), { timeout: 10_000 })
  })
})
