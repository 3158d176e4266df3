import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthMessages } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { login, PASSWORD, refreshCookieOf, register, signIn, signUp } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import { appWithUsers } from '../../test/unik-fixture'

/** A fresh app of the dialect and the refresh and me calls the groups of tests below share. */
function authSuite(dialect: DialectName) {
  const t = appWithUsers(dialect, {})

  const refresh = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      ...(token ? { cookies: { unikflow_rt: token } } : {}),
    })
  const me = (token: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}`, ...extra },
    })
  return { t, refresh, me }
}

type AuthSuite = ReturnType<typeof authSuite>

function registration(fx: AuthSuite) {
  const { t } = fx
  it('makes the first registered user super admin, and nobody after', async () => {
    const first = await register(t.app, 'First@Example.com')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      user: { email: 'first@example.com', isSuperAdmin: true },
      emailConfirmationRequired: false,
    })
    const second = await register(t.app, 'second@example.com')
    expect(second.json()).toMatchObject({ user: { isSuperAdmin: false } })
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'second@example.com')
      .executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
  })

  it.each([
    [{}, 400, 'EMAIL_PASSWORD_REQUIRED'],
    [{ email: 'a@b.co' }, 400, 'EMAIL_PASSWORD_REQUIRED'],
    [{ email: 'not-an-email', password: 'x' }, 400, 'INVALID_EMAIL'],
    [{ email: 'weak@example.com', password: 'abcdefgh' }, 400, 'WEAK_PASSWORD'],
    [{ email: 'weak@example.com', password: '1234567a'.slice(0, 7) }, 400, 'WEAK_PASSWORD'],
    [{ email: 'weak@example.com', password: '12345678' }, 400, 'WEAK_PASSWORD'],
    [{ email: 'FIRST@example.com', password: PASSWORD }, 409, 'USER_EXISTS'],
  ] as const)('rejects registration %j with %i %s and the spec text', async (payload, status, code) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload })
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ statusCode: status, code, message: AuthMessages[code] })
  })

  it('accepts a password of 8 characters with a letter and a digit', async () => {
    expect((await register(t.app, 'ok8@example.com', 'abcdefg1')).statusCode).toBe(201)
  })
}

function logIn(fx: AuthSuite) {
  const { t, me } = fx
  it('logs in with a token, the user and an httpOnly SameSite=Strict refresh cookie', async () => {
    const res = await login(t.app, 'FIRST@example.com')
    expect(res.statusCode).toBe(200)
    const body = res.json<{ token: string; user: unknown }>()
    expect(body.user).toEqual({
      id: expect.any(String),
      email: 'first@example.com',
      isSuperAdmin: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    const cookie = res.cookies.find((c) => c.name === 'unikflow_rt')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' })
    expect(cookie?.secure).toBeFalsy()
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number
      iat: number
    }
    expect(payload.exp - payload.iat).toBe(3600)
    const meRes = await me(body.token)
    expect(meRes.statusCode).toBe(200)
    expect(meRes.json()).toEqual(body.user)
  })

  it.each([
    ['unknown@example.com', PASSWORD],
    ['first@example.com', 'Wrong-pass-1'],
  ])('refuses %s with a wrong password: 401 INVALID_CREDENTIALS', async (email, password) => {
    const res = await login(t.app, email, password)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' })
  })

  it('requires email and password on login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.co' },
    })
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'EMAIL_PASSWORD_REQUIRED' })
  })
}

function sessions(fx: AuthSuite) {
  const { t, refresh, me } = fx
  it('rotates the refresh token and revokes the family when a rotated one is reused', async () => {
    const s = await signIn(t.app, 'first@example.com')
    const r1 = await refresh(s.refreshToken)
    expect(r1.statusCode).toBe(200)
    const { accessToken } = r1.json<{ accessToken: string }>()
    expect((await me(accessToken)).statusCode).toBe(200)
    const second = refreshCookieOf(r1)
    expect(second).toBeTruthy()
    expect(second).not.toBe(s.refreshToken)

    const r2 = await refresh(second)
    expect(r2.statusCode).toBe(200)
    const third = refreshCookieOf(r2)

    // Replaying the first (already rotated) token: refused, and the whole family dies.
    const replay = await refresh(s.refreshToken)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    expect((await refresh(third)).statusCode).toBe(401)

    // Other sessions (families) of the same user are untouched.
    const other = await signIn(t.app, 'first@example.com')
    expect((await refresh(other.refreshToken)).statusCode).toBe(200)
  })

  it('refuses refresh without a cookie or with garbage', async () => {
    expect((await refresh()).statusCode).toBe(401)
    expect((await refresh('garbage')).statusCode).toBe(401)
    const withJsonType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(withJsonType.statusCode).toBe(401)
  })

  it('logout revokes the session and clears the cookie', async () => {
    const s = await signIn(t.app, 'second@example.com')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: s.auth,
      cookies: { unikflow_rt: s.refreshToken },
    })
    expect(res.statusCode).toBe(204)
    const cleared = res.cookies.find((c) => c.name === 'unikflow_rt')
    expect(cleared?.value).toBe('')
    expect(cleared?.path).toBe('/api/v1/auth')
    expect((await refresh(s.refreshToken)).statusCode).toBe(401)
  })

  it('refuses bad bearer tokens, and no header grants access', async () => {
    expect((await me('not-a-jwt')).statusCode).toBe(401)
    const internal = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { 'x-request-from': 'internal' },
    })
    expect(internal.statusCode).toBe(401)
    expect(internal.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', error: 'Unauthorized' })
    const uniks = await t.app.inject({
      method: 'GET',
      url: '/api/v1/uniks',
      headers: { 'x-request-from': 'internal' },
    })
    expect(uniks.statusCode).toBe(401)
  })

  it('changes the password and signs out the other sessions only', async () => {
    const email = 'changer@example.com'
    const current = await signUp(t.app, email)
    const other = await signIn(t.app, email)
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: current.auth,
        cookies: { unikflow_rt: current.refreshToken },
        payload: { currentPassword, newPassword },
      })
    expect((await change('Wrong-pass-1', 'Newpass-22')).json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_CREDENTIALS',
    })
    expect((await change(PASSWORD, 'short')).json()).toMatchObject({ statusCode: 400, code: 'WEAK_PASSWORD' })
    expect((await change(PASSWORD, 'Newpass-22')).statusCode).toBe(204)

    expect((await login(t.app, email)).statusCode).toBe(401)
    expect((await login(t.app, email, 'Newpass-22')).statusCode).toBe(200)
    expect((await refresh(other.refreshToken)).statusCode).toBe(401)
    expect((await refresh(current.refreshToken)).statusCode).toBe(200)
  })
}

describeDialects('auth (%s)', (dialect) => {
  const fx = authSuite(dialect)
  describe('registration', () => registration(fx))
  describe('logging in', () => logIn(fx))
  describe('refresh, logout, bearer tokens and password change', () => sessions(fx))
})

describe('auth cookie behind an https proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { env: { TRUST_PROXY: 'true' } })
  })
  afterAll(() => t.close())

  it('marks the refresh cookie Secure when the request is https', async () => {
    await register(t.app, 'proxy@example.com')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'proxy@example.com', password: PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === 'unikflow_rt')?.secure).toBe(true)
    const plain = await login(t.app, 'proxy@example.com')
    expect(plain.cookies.find((c) => c.name === 'unikflow_rt')?.secure).toBeFalsy()
  })
})
