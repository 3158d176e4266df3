// Attack: the API Loader refused answers over 20 MB by their Content-Length header. A compressed answer
// announces its size on the wire (64 KB here) and unpacks to 64 MB, and a chunked one announces nothing:
// both were read whole. The loader now counts the bytes it reads, whatever the headers say.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startHostileServer, type HostileServer } from '../support/hostile-server'
import { startSecuredApp, type SecuredApp } from '../support/security-app'

let hostile: HostileServer
let app: SecuredApp
beforeAll(async () => {
  hostile = await startHostileServer()
  // The server-wide limit far above the loader's own 20 MB: the loader's count is what must refuse.
  app = await startSecuredApp({
    UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1',
    UNIKFLOW_OUTBOUND_MAX_RESPONSE_MB: '512',
  })
})
afterAll(async () => {
  await app.close()
  await hostile.close()
})

describe('the API Loader does not trust Content-Length', () => {
  it.each(['/small-length', '/huge'])('refuses %s past its 20 MB and hangs up', async (path) => {
    const flow = await app.flow([{ id: 'api', name: 'apiLoader', inputs: { url: `${hostile.url}${path}` } }])
    const res = await app.ask(flow, 'load it')
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.json<{ message: string }>().message).toMatch(/larger than 20 MB/)
    if (path === '/huge') await vi.waitFor(() => expect(hostile.hungUp(path)).toBe(true))
  })
})
