// Attack: an API a flow calls with its Authorization header (here the API Loader's Headers) answers
// with a redirect to another origin; the guard followed it and sent the header along, handing the key
// to whoever the redirect names. A redirect that leaves the origin now drops Authorization and cookies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRecordingServer, type RecordingServer } from '../support/recording-server'
import { startSecuredApp, type SecuredApp } from '../support/security-app'

let api: RecordingServer
let attacker: RecordingServer
let app: SecuredApp
beforeAll(async () => {
  attacker = await startRecordingServer()
  api = await startRecordingServer({
    '/same': '/landing',
    '/away': `http://localhost:${attacker.port}/landing`,
  })
  app = await startSecuredApp({ UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1,localhost' })
})
afterAll(async () => {
  await app.close()
  await Promise.all([api.close(), attacker.close()])
})

const loaderFlow = (path: string) =>
  app.flow([
    {
      id: 'api',
      name: 'apiLoader',
      inputs: {
        url: `${api.url}${path}`,
        headers: JSON.stringify({ Authorization: 'Bearer key', Cookie: 'sid=s1' }),
      },
    },
  ])

describe('credentials and redirects', () => {
  it('are sent on when the redirect stays on the origin', async () => {
    expect((await app.ask(await loaderFlow('/same'), 'load')).statusCode).toBe(200)
    const landed = api.requests.find((r) => r.path === '/landing')
    expect([landed?.headers.authorization, landed?.headers.cookie]).toEqual(['Bearer key', 'sid=s1'])
  })

  it('are dropped when the redirect leaves the origin', async () => {
    expect((await app.ask(await loaderFlow('/away'), 'load')).statusCode).toBe(200)
    expect(attacker.requests).toHaveLength(1)
    expect(attacker.requests[0]?.headers.authorization).toBeUndefined()
    expect(attacker.requests[0]?.headers.cookie).toBeUndefined()
  })
})
