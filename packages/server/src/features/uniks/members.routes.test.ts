import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TMember, TUnik } from '@unikflow/graph'
import { addMember, createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, testDialects, type TestApp } from '../../test/build-test-app'

describe.each(testDialects)('unik members (%s)', (dialect) => {
  let t: TestApp
  let owner: Session
  let admin: Session
  let editor: Session
  let member: Session
  let spare: Session
  let unik: TUnik

  beforeAll(async () => {
    t = await buildTestApp(dialect)
    ;[owner, admin, editor, member, spare] = (await Promise.all(
      ['owner', 'admin', 'editor', 'member', 'spare'].map((n) => signUp(t.app, `${n}@example.com`)),
    )) as [Session, Session, Session, Session, Session]
    unik = await createUnik(t.app, owner, 'Team')
    await addMember(t.app, owner, unik.id, 'Admin@Example.com', 'admin')
    await addMember(t.app, owner, unik.id, 'editor@example.com', 'editor')
    await addMember(t.app, owner, unik.id, 'member@example.com', 'member')
  })
  afterAll(() => t.close())

  const url = (userId?: string) => `/api/v1/uniks/${unik.id}/members${userId ? `/${userId}` : ''}`
  const patch = (s: Session, userId: string, role: string) =>
    t.app.inject({ method: 'PATCH', url: url(userId), headers: s.auth, payload: { role } })
  const remove = (s: Session, userId: string) =>
    t.app.inject({ method: 'DELETE', url: url(userId), headers: s.auth })

  it('lists members with email and role to every member', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(), headers: member.auth })
    expect(res.statusCode).toBe(200)
    const members = res.json<TMember[]>()
    expect(members.map((m) => [m.email, m.role])).toEqual([
      ['owner@example.com', 'owner'],
      ['admin@example.com', 'admin'],
      ['editor@example.com', 'editor'],
      ['member@example.com', 'member'],
    ])
  })

  it('adds by email: admin+ only, existing users only, once, owner role only by an owner', async () => {
    expect((await addMember(t.app, editor, unik.id, 'spare@example.com', 'member')).statusCode).toBe(403)
    expect((await addMember(t.app, admin, unik.id, 'spare@example.com', 'owner')).statusCode).toBe(403)
    const unknown = await addMember(t.app, admin, unik.id, 'ghost@example.com', 'member')
    expect(unknown.statusCode).toBe(404)
    const dup = await addMember(t.app, admin, unik.id, 'editor@example.com', 'member')
    expect(dup.statusCode).toBe(409)
    expect(dup.json()).toMatchObject({ code: 'ALREADY_MEMBER' })
    const added = await addMember(t.app, admin, unik.id, 'spare@example.com', 'member')
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ userId: spare.user.id, email: 'spare@example.com', role: 'member' })
  })

  it('changes roles: admin+ only; only an owner grants or takes the owner role', async () => {
    expect((await patch(editor, spare.user.id, 'editor')).statusCode).toBe(403)
    const promoted = await patch(admin, spare.user.id, 'editor')
    expect(promoted.statusCode).toBe(200)
    expect(promoted.json()).toMatchObject({ role: 'editor' })
    expect((await patch(admin, spare.user.id, 'owner')).statusCode).toBe(403)
    expect((await patch(admin, owner.user.id, 'member')).statusCode).toBe(403)
    expect((await patch(admin, 'no-such-user', 'member')).statusCode).toBe(404)
  })

  it('never removes or demotes the last owner', async () => {
    const demote = await patch(owner, owner.user.id, 'admin')
    expect(demote.statusCode).toBe(409)
    expect(demote.json()).toMatchObject({ code: 'LAST_OWNER' })
    const leave = await remove(owner, owner.user.id)
    expect(leave.statusCode).toBe(409)
    expect(leave.json()).toMatchObject({ code: 'LAST_OWNER' })

    // With a second owner, the first may step down.
    expect((await patch(owner, admin.user.id, 'owner')).statusCode).toBe(200)
    expect((await patch(owner, owner.user.id, 'admin')).statusCode).toBe(200)
    expect((await patch(admin, admin.user.id, 'member')).json()).toMatchObject({ code: 'LAST_OWNER' })
    expect((await patch(admin, owner.user.id, 'owner')).statusCode).toBe(200)
  })

  it('removes members: admins remove others, anyone may leave, members may not remove others', async () => {
    expect((await remove(member, editor.user.id)).statusCode).toBe(403)
    expect((await remove(editor, spare.user.id)).statusCode).toBe(403)
    expect((await remove(admin, spare.user.id)).statusCode).toBe(204)
    expect((await remove(member, member.user.id)).statusCode).toBe(204)
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/uniks/${unik.id}`, headers: member.auth })
    expect(gone.statusCode).toBe(404)
    expect((await remove(admin, spare.user.id)).statusCode).toBe(404)
  })
})
