import { beforeAll, expect, it } from 'vitest'
import type { TMember } from '@unikflow/graph'
import { addMember, type Session } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('unik members (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'owner@example.com',
    unik: 'Team',
    users: {
      admin: { email: 'admin@example.com' },
      editor: { email: 'editor@example.com' },
      member: { email: 'member@example.com' },
      spare: { email: 'spare@example.com' },
    },
  })

  beforeAll(async () => {
    // Added here, not by the fixture: the invitation's email is matched case-insensitively.
    await addMember(t.app, t.owner, t.unik.id, 'Admin@Example.com', 'admin')
    await addMember(t.app, t.owner, t.unik.id, 'editor@example.com', 'editor')
    await addMember(t.app, t.owner, t.unik.id, 'member@example.com', 'member')
  })

  const url = (userId?: string) => `/api/v1/uniks/${t.unik.id}/members${userId ? `/${userId}` : ''}`
  const patch = (s: Session, userId: string, role: string) =>
    t.app.inject({ method: 'PATCH', url: url(userId), headers: s.auth, payload: { role } })
  const remove = (s: Session, userId: string) =>
    t.app.inject({ method: 'DELETE', url: url(userId), headers: s.auth })

  it('lists members with email and role to every member', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(), headers: t.member.auth })
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
    expect((await addMember(t.app, t.editor, t.unik.id, 'spare@example.com', 'member')).statusCode).toBe(403)
    expect((await addMember(t.app, t.admin, t.unik.id, 'spare@example.com', 'owner')).statusCode).toBe(403)
    const unknown = await addMember(t.app, t.admin, t.unik.id, 'ghost@example.com', 'member')
    expect(unknown.statusCode).toBe(404)
    const dup = await addMember(t.app, t.admin, t.unik.id, 'editor@example.com', 'member')
    expect(dup.statusCode).toBe(409)
    expect(dup.json()).toMatchObject({ code: 'ALREADY_MEMBER' })
    const added = await addMember(t.app, t.admin, t.unik.id, 'spare@example.com', 'member')
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({
      userId: t.spare.user.id,
      email: 'spare@example.com',
      role: 'member',
    })
  })

  it('changes roles: admin+ only; only an owner grants or takes the owner role', async () => {
    expect((await patch(t.editor, t.spare.user.id, 'editor')).statusCode).toBe(403)
    const promoted = await patch(t.admin, t.spare.user.id, 'editor')
    expect(promoted.statusCode).toBe(200)
    expect(promoted.json()).toMatchObject({ role: 'editor' })
    expect((await patch(t.admin, t.spare.user.id, 'owner')).statusCode).toBe(403)
    expect((await patch(t.admin, t.owner.user.id, 'member')).statusCode).toBe(403)
    expect((await patch(t.admin, 'no-such-user', 'member')).statusCode).toBe(404)
  })

  it('never removes or demotes the last owner', async () => {
    const demote = await patch(t.owner, t.owner.user.id, 'admin')
    expect(demote.statusCode).toBe(409)
    expect(demote.json()).toMatchObject({ code: 'LAST_OWNER' })
    const leave = await remove(t.owner, t.owner.user.id)
    expect(leave.statusCode).toBe(409)
    expect(leave.json()).toMatchObject({ code: 'LAST_OWNER' })

    // With a second owner, the first may step down.
    expect((await patch(t.owner, t.admin.user.id, 'owner')).statusCode).toBe(200)
    expect((await patch(t.owner, t.owner.user.id, 'admin')).statusCode).toBe(200)
    expect((await patch(t.admin, t.admin.user.id, 'member')).json()).toMatchObject({ code: 'LAST_OWNER' })
    expect((await patch(t.admin, t.owner.user.id, 'owner')).statusCode).toBe(200)
  })

  it('removes members: admins remove others, anyone may leave, members may not remove others', async () => {
    expect((await remove(t.member, t.editor.user.id)).statusCode).toBe(403)
    expect((await remove(t.editor, t.spare.user.id)).statusCode).toBe(403)
    expect((await remove(t.admin, t.spare.user.id)).statusCode).toBe(204)
    expect((await remove(t.member, t.member.user.id)).statusCode).toBe(204)
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}`,
      headers: t.member.auth,
    })
    expect(gone.statusCode).toBe(404)
    expect((await remove(t.admin, t.spare.user.id)).statusCode).toBe(404)
  })
})
