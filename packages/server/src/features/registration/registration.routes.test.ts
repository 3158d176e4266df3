import { describe, expect, it } from 'vitest'
import type { TInvite, TMember, TRegistrationInfo } from '@unikflow/graph'
import { PASSWORD, register } from '../../test/api-client'
import { buildTestApp, describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'

const tokenOf = (invite: TInvite) => new URL(invite.link).searchParams.get('invite') ?? ''

describeDialects('registration control (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'owner@example.com',
    unik: 'Team',
    users: { colleague: { email: 'colleague@example.com', role: 'editor' } },
  })
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    auth?: { authorization: string },
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload ? { payload } : {}),
      ...(auth ? { headers: auth } : {}),
    })
  const setMode = (mode: string, allowedDomains: string[] = []) =>
    call('PUT', '/admin/registration', { mode, allowedDomains }, t.owner.auth)
  const signUp = (email: string, inviteToken?: string) =>
    call('POST', '/auth/register', { email, password: PASSWORD, ...(inviteToken ? { inviteToken } : {}) })

  it('only super admins change it', async () => {
    expect((await call('GET', '/auth/registration')).json()).toEqual({
      mode: 'open',
      allowedDomains: [],
      source: 'environment',
      firstAccount: false,
    })
    expect((await signUp('first-comer@example.com')).statusCode).toBe(201)
    expect(
      (await call('PUT', '/admin/registration', { mode: 'closed', allowedDomains: [] }, t.colleague.auth))
        .statusCode,
    ).toBe(403)
  })

  it('closed: nobody registers; invite: only with a valid link, once', async () => {
    expect((await setMode('closed')).json<TRegistrationInfo>()).toMatchObject({
      mode: 'closed',
      source: 'admin',
    })
    expect((await signUp('late@example.com')).json()).toMatchObject({
      statusCode: 403,
      code: 'REGISTRATION_CLOSED',
    })

    await setMode('invite')
    expect((await signUp('late@example.com')).json()).toMatchObject({ code: 'INVITE_REQUIRED' })
    const invite = (await call('POST', '/admin/invites', {}, t.owner.auth)).json<TInvite>()
    expect(invite.link).toMatch(/\/auth\?invite=/)
    expect(invite.emailed).toBe(false)
    expect((await signUp('invited@example.com', tokenOf(invite))).statusCode).toBe(201)
    expect((await signUp('second@example.com', tokenOf(invite))).json()).toMatchObject({
      code: 'INVITE_INVALID',
    })
    expect((await signUp('forged@example.com', 'not-a-token')).json()).toMatchObject({
      code: 'INVITE_INVALID',
    })
  })

  it('a unik owner invites an address into the unik with a role; the link works for that address only', async () => {
    await setMode('closed')
    const res = await call(
      'POST',
      `/uniks/${t.unik.id}/invites`,
      { email: 'New.Hire@Example.com', role: 'editor' },
      t.owner.auth,
    )
    expect(res.statusCode, res.body).toBe(201)
    const invite = res.json<TInvite>()
    expect(invite).toMatchObject({ email: 'new.hire@example.com', unikId: t.unik.id, role: 'editor' })
    expect((await signUp('someone.else@example.com', tokenOf(invite))).json()).toMatchObject({
      code: 'INVITE_INVALID',
    })
    expect((await signUp('new.hire@example.com', tokenOf(invite))).statusCode).toBe(201)
    const members = (await call('GET', `/uniks/${t.unik.id}/members`, undefined, t.owner.auth)).json<
      TMember[]
    >()
    expect(members.find((m) => m.email === 'new.hire@example.com')).toMatchObject({ role: 'editor' })
    // Editors may not invite: only owners bring people in.
    expect(
      (await call('POST', `/uniks/${t.unik.id}/invites`, { role: 'owner' }, t.colleague.auth)).statusCode,
    ).toBe(403)
  })

  it('open with allowed domains: other domains are refused', async () => {
    await setMode('open', ['Example.org'])
    expect((await signUp('dev@example.net')).json()).toMatchObject({
      code: 'EMAIL_DOMAIN_NOT_ALLOWED',
      message: 'Registration is limited to addresses at example.org.',
    })
    expect((await signUp('dev@example.org')).statusCode).toBe(201)
  })
})

describe('registration by default (REGISTRATION unset)', () => {
  it('the first account registers; after it, only invitations do; REGISTRATION=open opens it again', async () => {
    const t = await buildTestApp('sqlite', { env: { REGISTRATION: '' } })
    const open = await buildTestApp('sqlite', { env: { REGISTRATION: 'open' } })
    try {
      const info = () => t.app.inject({ method: 'GET', url: '/api/v1/auth/registration' })
      expect((await info()).json()).toEqual({
        mode: 'invite',
        allowedDomains: [],
        source: 'default',
        firstAccount: true,
      })
      expect((await register(t.app, 'admin@example.com')).statusCode).toBe(201)
      expect((await info()).json()).toMatchObject({ mode: 'invite', firstAccount: false })
      expect((await register(t.app, 'stranger@example.com')).json()).toMatchObject({
        statusCode: 403,
        code: 'INVITE_REQUIRED',
      })
      expect((await register(open.app, 'admin@example.com')).statusCode).toBe(201)
      expect((await register(open.app, 'anyone@example.com')).statusCode).toBe(201)
    } finally {
      await t.close()
      await open.close()
    }
  })
})

describe('registration from the environment', () => {
  it('REGISTRATION and REGISTRATION_ALLOWED_DOMAINS set the default; the first account is always allowed', async () => {
    const t = await buildTestApp('sqlite', {
      env: { REGISTRATION: 'closed', REGISTRATION_ALLOWED_DOMAINS: 'a.com, @b.com' },
    })
    try {
      const info = await t.app.inject({ method: 'GET', url: '/api/v1/auth/registration' })
      expect(info.json()).toEqual({
        mode: 'closed',
        allowedDomains: ['a.com', 'b.com'],
        source: 'environment',
        firstAccount: true,
      })
      expect((await register(t.app, 'admin@example.com')).statusCode).toBe(201)
      expect((await register(t.app, 'second@a.com')).statusCode).toBe(403)
    } finally {
      await t.close()
    }
  })
})
