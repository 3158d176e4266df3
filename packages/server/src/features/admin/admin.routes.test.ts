import { beforeAll, expect, it } from 'vitest'
import type { TAdminUser, TAdminUserList } from '@unikflow/graph'
import { login, refreshCookieOf, signIn, signUp, type Session } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { appWithUsers } from '../../test/unik-fixture'
import { patchAdminUser } from './admin.service'

describeDialects('admin (%s)', (dialect) => {
  // The first user to sign up is the super admin.
  const t = appWithUsers(dialect, {
    root: 'root@example.com',
    alice: 'alice@example.com',
    bob: 'bob@example.com',
  })

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await signUp(t.app, `extra${i}@example.com`)
  })

  const patch = (s: Session, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${id}`, headers: s.auth, payload })
  const list = (s: Session, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/users${query}`, headers: s.auth })

  it('is for super admins only', async () => {
    const res = await list(t.alice)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' })
    expect((await patch(t.alice, t.bob.user.id, { isBanned: true })).statusCode).toBe(403)
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${t.bob.user.id}`,
      headers: t.alice.auth,
    })
    expect(del.statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/users' })).statusCode).toBe(401)
  })

  it('lists users paged and searches by email', async () => {
    const page1 = (await list(t.root, '?page=1&pageSize=4')).json<TAdminUserList>()
    expect(page1).toMatchObject({ total: 6, page: 1, pageSize: 4 })
    expect(page1.items.map((u) => u.email)).toEqual([
      'root@example.com',
      'alice@example.com',
      'bob@example.com',
      'extra0@example.com',
    ])
    expect(page1.items[0]).toMatchObject({ isSuperAdmin: true, isBanned: false })
    const page2 = (await list(t.root, '?page=2&pageSize=4')).json<TAdminUserList>()
    expect(page2.items.map((u) => u.email)).toEqual(['extra1@example.com', 'extra2@example.com'])
    const found = (await list(t.root, '?search=EXTRA')).json<TAdminUserList>()
    expect(found.total).toBe(3)
    expect((await list(t.root, '?pageSize=1000')).statusCode).toBe(400)
  })

  it('refuses self-ban, self-demotion and self-deletion', async () => {
    for (const body of [{ isBanned: true }, { isSuperAdmin: false }]) {
      const res = await patch(t.root, t.root.user.id, body)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'SELF_ACTION' })
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${t.root.user.id}`,
      headers: t.root.auth,
    })
    expect(del.json()).toMatchObject({ statusCode: 400, code: 'SELF_ACTION' })
  })

  it('keeps the last super admin', async () => {
    // Through the API an admin can never reach this (they would be acting on themselves),
    // so the rule is checked on the service with another actor id.
    await expect(
      patchAdminUser(t.database.db, {
        actorId: 'someone-else',
        userId: t.root.user.id,
        patch: { isSuperAdmin: false },
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'LAST_SUPER_ADMIN' })
  })

  it('bans: the existing access token fails at the next request, refresh and login are refused', async () => {
    const bobAgain = await signIn(t.app, 'bob@example.com')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/uniks', headers: t.bob.auth })).statusCode,
    ).toBe(200)
    const banned = await patch(t.root, t.bob.user.id, { isBanned: true })
    expect(banned.statusCode).toBe(200)
    expect(banned.json<TAdminUser>()).toMatchObject({ isBanned: true, email: 'bob@example.com' })

    const next = await t.app.inject({ method: 'GET', url: '/api/v1/uniks', headers: t.bob.auth })
    expect(next.statusCode).toBe(401)
    expect(next.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { unikflow_rt: bobAgain.refreshToken },
    })
    expect(refresh.statusCode).toBe(401)
    expect((await login(t.app, 'bob@example.com')).statusCode).toBe(401)

    expect((await patch(t.root, t.bob.user.id, { isBanned: false })).statusCode).toBe(200)
    const back = await login(t.app, 'bob@example.com')
    expect(back.statusCode).toBe(200)
    expect(refreshCookieOf(back)).toBeTruthy()
  })

  it('promotes, demotes and deletes other users', async () => {
    expect((await patch(t.root, t.alice.user.id, { isSuperAdmin: true })).json()).toMatchObject({
      isSuperAdmin: true,
    })
    expect((await list(t.alice)).statusCode).toBe(200)
    expect((await patch(t.alice, t.root.user.id, { isSuperAdmin: false })).json()).toMatchObject({
      isSuperAdmin: false,
    })
    expect((await list(t.root)).statusCode).toBe(403)
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${t.root.user.id}`,
      headers: t.alice.auth,
    })
    expect(del.statusCode).toBe(204)
    expect((await login(t.app, 'root@example.com')).statusCode).toBe(401)
    expect((await patch(t.alice, t.root.user.id, { isBanned: true })).statusCode).toBe(404)
  })
})
