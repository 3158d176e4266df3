import { Writable } from 'node:stream'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { loggerOptions } from './plugins/logger'
import { addMember, createUnik, PASSWORD, refreshCookieOf, register, signIn } from './test/api-client'
import { buildTestApp, describeDialects, type TestApp } from './test/build-test-app'
import type { MailMessage } from './features/auth/mailer'

describeDialects('no secret reaches a response or a log (%s)', (dialect) => {
  let t: TestApp
  const logLines: string[] = []
  const mails: MailMessage[] = []
  const responses: LightMyRequestResponse[] = []
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString())
        done()
      },
    })
    t = await buildTestApp(dialect, {
      logger: { ...loggerOptions('debug'), stream },
      mailer: { send: async (m) => void mails.push(m) },
    })
  })
  afterAll(() => t.close())

  it('walks every feature and finds no hash, refresh token or password in bodies or logs', async () => {
    const track = (res: LightMyRequestResponse) => (responses.push(res), res)
    track(await register(t.app, 'admin@example.com'))
    track(await register(t.app, 'other@example.com'))
    for (const mail of mails) {
      const url = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? 'http://x/')
      track(await t.app.inject({ method: 'GET', url: url.pathname + url.search }))
    }
    const admin = await signIn(t.app, 'admin@example.com')
    const other = await signIn(t.app, 'other@example.com')
    const refreshed = track(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        cookies: { unikflow_rt: admin.refreshToken },
      }),
    )
    const unik = await createUnik(t.app, admin, 'Secrets')
    track(await addMember(t.app, admin, unik.id, 'other@example.com', 'editor'))
    const auth = { ...admin.auth, 'x-request-from': 'internal' }
    for (const url of [
      '/api/v1/auth/me',
      '/api/v1/uniks',
      `/api/v1/uniks/${unik.id}`,
      `/api/v1/uniks/${unik.id}/members`,
      '/api/v1/admin/users',
    ]) {
      track(await t.app.inject({ method: 'GET', url, headers: auth }))
    }
    track(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/users/${other.user.id}`,
        headers: auth,
        payload: { isBanned: true },
      }),
    )
    track(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: auth,
        payload: { currentPassword: PASSWORD, newPassword: 'Another-pass-2' },
      }),
    )
    track(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'admin@example.com', password: 'Wrong-9x' },
      }),
    )

    const rows = await t.database.db.selectFrom('users').select('password_hash').execute()
    const tokenRows = await t.database.db.selectFrom('refresh_tokens').select('token_hash').execute()
    const confirmTokens = mails.map((m) => /token=([^\s&]+)/.exec(m.text)?.[1] ?? 'never')
    const secrets = [
      PASSWORD,
      'Another-pass-2',
      'Wrong-9x',
      admin.refreshToken,
      other.refreshToken,
      refreshCookieOf(refreshed) ?? 'never',
      ...confirmTokens,
      ...rows.map((r) => r.password_hash),
      ...tokenRows.map((r) => r.token_hash),
    ]
    expect(responses.length).toBeGreaterThan(10)
    expect(logLines.length).toBeGreaterThan(10)
    for (const res of responses) {
      for (const secret of secrets) expect(res.body).not.toContain(secret)
      expect(res.body).not.toMatch(/password_?hash|token_?hash|\$argon2/i)
    }
    const log = logLines.join('')
    for (const secret of [...secrets, admin.token]) expect(log).not.toContain(secret)
    expect(log).toContain('token=[Redacted]')
  })
})
