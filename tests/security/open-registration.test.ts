// Attack: on a fresh instance with no REGISTRATION set, a stranger who finds the server registers an
// account (and with it uniks, flows and runs on the server's resources) without anyone's invitation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { register } from '../../packages/server/src/test/api-client'
import { buildTestApp, type TestApp } from '../../packages/server/src/test/build-test-app'

describe('registration on an instance that sets nothing', () => {
  let t: TestApp
  beforeAll(async () => {
    // An empty REGISTRATION is the operator's silence: the server's own default decides.
    t = await buildTestApp('sqlite', { env: { REGISTRATION: '' } })
  })
  afterAll(() => t.close())

  it('lets the first account (the super admin) register, then refuses strangers', async () => {
    expect((await register(t.app, 'owner@example.com')).statusCode).toBe(201)
    const stranger = await register(t.app, 'stranger@example.com')
    expect(stranger.statusCode).toBe(403)
    expect(stranger.json()).toMatchObject({ code: 'INVITE_REQUIRED' })
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'stranger@example.com', password: 'Passw0rd-1' },
    })
    expect(signIn.statusCode).toBe(401)
  })
})
