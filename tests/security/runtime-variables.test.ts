// Attack: a registered user creates a runtime variable named after the server's secret key, reads it through
// a flow, and signs an access token as the super admin with it.
import { createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { generateSecretKey } from '../../packages/server/src/features/secrets/key-strength'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TLoginResponse } from '@unikflow/graph'
import { startAppServer, type RunningServer } from '../support/app-server'
import { createUnik, login, registerUser } from '../support/api'
import { startReplyFlow } from '@unikflow/engine/testing'

const SECRET = generateSecretKey()
let server: RunningServer
let adminId: string
let attacker: string
let unikId: string

const call = async (method: string, path: string, body?: unknown, token = attacker) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, unknown> }
}

beforeAll(async () => {
  server = await startAppServer({ UNIKFLOW_SECRET_KEY: SECRET, REGISTRATION: 'open' })
  await registerUser(server.url, 'admin@example.com', 'Admin-password-1')
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin-password-1' }),
  })
  adminId = ((await res.json()) as TLoginResponse).user.id
  await registerUser(server.url, 'mallory@example.com', 'Mallory-password-1')
  attacker = await login(server.url, 'mallory@example.com', 'Mallory-password-1')
  unikId = (await createUnik(server.url, attacker, 'Mine')).id
})
afterAll(() => server?.stop())

describe('runtime variables cannot read the server secret', () => {
  it('refuses a runtime variable named after a setting of the server, at save and at import', async () => {
    for (const name of ['UNIKFLOW_SECRET_KEY', 'DATABASE_URL', 'SMTP_PASSWORD']) {
      const saved = await call('POST', `/uniks/${unikId}/variables`, { name, type: 'runtime' })
      expect(saved.status).toBe(400)
      expect(saved.body.code).toBe('RUNTIME_VARIABLE_OWN_SETTING')
    }
    const imported = await call('POST', `/uniks/${unikId}/export-import/import`, {
      Variable: [
        { id: randomBytes(8).toString('hex'), name: 'UNIKFLOW_SECRET_KEY', value: '', type: 'runtime' },
      ],
    })
    expect(imported.status).toBe(400)
    expect(imported.body.code).toBe('RUNTIME_VARIABLE_OWN_SETTING')
    const listed = await call('GET', `/uniks/${unikId}/variables`)
    expect(listed.body).toEqual([])
  })

  it('a runtime variable stored before the rule reads nothing: the run that refers to it fails, naming why', async () => {
    const db = new Database(join(server.dataDir, 'unikflow.db'))
    const now = new Date().toISOString()
    db.prepare(
      "insert into variables (id, unik_id, name, value, type, created_at, updated_at) values (?, ?, 'UNIKFLOW_SECRET_KEY', '', 'runtime', ?, ?)",
    ).run(randomBytes(8).toString('hex'), unikId, now, now)
    db.close()
    const flow = await call('POST', `/uniks/${unikId}/chatflows`, {
      name: 'leak',
      type: 'AGENTFLOW',
      flowData: JSON.stringify(startReplyFlow('key: {{ $vars.UNIKFLOW_SECRET_KEY }}')),
    })
    expect(flow.status).toBe(201)
    const run = await call('POST', `/internal-prediction/${String(flow.body.id)}`, {
      question: 'hi',
    })
    expect(JSON.stringify(run.body)).not.toContain(SECRET)
    expect(run.status).toBe(422)
    expect(String(run.body.message)).toMatch(/Variable UNIKFLOW_SECRET_KEY cannot be read: .*own settings/)
  })

  it('the credential secret does not sign access tokens', async () => {
    // What the attacker did with the secret: an HS256 token under the key derived from it, as the super admin.
    const key = Buffer.from(hkdfSync('sha256', SECRET, 'unikflow', 'access-jwt-hs256', 32))
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const now = Math.floor(Date.now() / 1000)
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: adminId, iss: 'unikflow', aud: 'unikflow-api', iat: now, exp: now + 3600 })}`
    const forged = `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`
    expect((await call('GET', '/auth/me', undefined, forged)).status).toBe(401)
    expect((await call('GET', '/auth/me')).status).toBe(200)
  })
})
