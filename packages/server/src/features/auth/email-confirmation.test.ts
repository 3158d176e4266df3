import { afterAll, beforeAll, expect, it } from 'vitest'
import { login, register } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import type { MailMessage } from './mailer'

describeDialects('email confirmation with a mail transport (%s)', (dialect) => {
  let t: TestApp
  const sent: MailMessage[] = []
  beforeAll(async () => {
    t = await buildTestApp(dialect, { mailer: { send: async (m) => void sent.push(m) } })
  })
  afterAll(() => t.close())

  it('requires confirming by the mailed link before login', async () => {
    const reg = await register(t.app, 'confirm@example.com')
    expect(reg.statusCode).toBe(201)
    expect(reg.json()).toMatchObject({ emailConfirmationRequired: true })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.to).toBe('confirm@example.com')

    const before = await login(t.app, 'confirm@example.com')
    expect(before.statusCode).toBe(403)
    expect(before.json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED', message: 'Email not confirmed' })

    const link = /https?:\/\/\S+\/api\/v1\/auth\/confirm\?token=\S+/.exec(sent[0]?.text ?? '')?.[0]
    expect(link).toBeTruthy()
    const url = new URL(link ?? '')
    const confirm = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
    expect(confirm.statusCode).toBe(302)
    expect(confirm.headers.location).toBe('/auth?confirmed=1')

    expect((await login(t.app, 'confirm@example.com')).statusCode).toBe(200)
    // A link works once.
    const again = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
    expect(again.headers.location).toBe('/auth?confirmed=0')
  })

  it('redirects with confirmed=0 for an unknown token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/confirm?token=nope' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/auth?confirmed=0')
  })
})
