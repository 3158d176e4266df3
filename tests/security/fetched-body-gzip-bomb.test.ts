// Attack: a page served gzip-compressed unpacks 64 KB into 64 MB (a scraper read it all), and a gzip
// stream of empty blocks sends bytes for ever while unpacking to nothing (a limit on the unpacked size
// alone never trips). The bounded reader counts both the unpacked bytes and the bytes on the wire.
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
  })
})
afterAll(async () => {
  await app.close()
  await hostile.close()
})

describe('compressed bodies', () => {
  it('a scraper stops a gzip bomb at the unpacked limit', async () => {
    const flow = await app.flow([
      { id: 'web', name: 'cheerioWebScraper', inputs: { url: `${hostile.url}/gzip-bomb` } },
    ])
    const res = await app.ask(flow, 'scrape it')
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.json<{ message: string }>().message).toMatch(/larger than 1 MB/)
  })

  it('a stream of empty compressed blocks is stopped by the bytes on the wire', async () => {
    const flow = await app.flow([
      { id: 'api', name: 'apiLoader', inputs: { url: `${hostile.url}/empty-gzip-forever` } },
    ])
    const res = await app.ask(flow, 'load it')
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.json<{ message: string }>().message).toMatch(/larger than 1 MB as sent \(compressed\)/)
    await vi.waitFor(() => expect(hostile.hungUp('/empty-gzip-forever')).toBe(true))
  })
})
