import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import type { TUnik } from '@unikflow/graph'
import { addMember, createUnik, type Session } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'

describeDialects('uniks (%s)', (dialect) => {
  // The fixture fails the setup unless each member is added (201).
  const t = unikFixture(dialect, {
    owner: 'owner@example.com',
    unik: 'Alpha Lab',
    users: {
      admin: { email: 'admin@example.com', role: 'admin' },
      editor: { email: 'editor@example.com', role: 'editor' },
      member: { email: 'member@example.com', role: 'member' },
      outsider: { email: 'outsider@example.com' },
    },
  })

  const call = (s: Session, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: s.auth, ...(payload ? { payload } : {}) })

  it('creates a unik with me as owner', () => {
    expect(t.unik).toMatchObject({
      name: 'Alpha Lab',
      description: 'Alpha Lab description',
      role: 'owner',
      memberCount: 1,
    })
  })

  it('lists my uniks with my role and member count, and searches by name', async () => {
    await createUnik(t.app, t.owner, 'beta 100%_done')
    const all = await call(t.owner, 'GET', '/api/v1/uniks')
    expect(all.statusCode).toBe(200)
    const list = all.json<TUnik[]>()
    expect(list.map((u) => u.name).sort()).toEqual(['Alpha Lab', 'beta 100%_done'])
    expect(list.find((u) => u.id === t.unik.id)).toMatchObject({ role: 'owner', memberCount: 4 })

    const search = await call(t.owner, 'GET', '/api/v1/uniks?search=ALPHA')
    expect(search.json<TUnik[]>().map((u) => u.name)).toEqual(['Alpha Lab'])
    const literal = await call(t.owner, 'GET', '/api/v1/uniks?search=0%25_')
    expect(literal.json<TUnik[]>().map((u) => u.name)).toEqual(['beta 100%_done'])

    const mine = await call(t.editor, 'GET', '/api/v1/uniks')
    expect(mine.json<TUnik[]>()).toEqual([
      expect.objectContaining({ id: t.unik.id, role: 'editor', memberCount: 4 }),
    ])
    expect((await call(t.outsider, 'GET', '/api/v1/uniks')).json()).toEqual([])
  })

  it('validates name (required, ≤ 100) and description (≤ 500)', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/uniks', headers: t.owner.auth, payload })
    expect((await post({ name: '   ' })).statusCode).toBe(400)
    expect((await post({})).statusCode).toBe(400)
    expect((await post({ name: 'x'.repeat(101) })).json()).toMatchObject({ code: 'VALIDATION' })
    expect((await post({ name: 'ok', description: 'd'.repeat(501) })).statusCode).toBe(400)
    expect((await post({ name: 'x'.repeat(100), description: 'd'.repeat(500) })).statusCode).toBe(201)
  })

  it('lets every member read, admin+ edit and only the owner delete', async () => {
    for (const s of [t.owner, t.admin, t.editor, t.member]) {
      expect((await call(s, 'GET', `/api/v1/uniks/${t.unik.id}`)).statusCode).toBe(200)
    }
    for (const s of [t.editor, t.member]) {
      const res = await call(s, 'PUT', `/api/v1/uniks/${t.unik.id}`, { name: 'Nope' })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    const edited = await call(t.admin, 'PUT', `/api/v1/uniks/${t.unik.id}`, {
      name: 'Alpha Renamed',
      description: 'New',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ name: 'Alpha Renamed', description: 'New', role: 'admin' })
    expect(edited.json<TUnik>().updatedAt >= t.unik.updatedAt).toBe(true)

    for (const s of [t.admin, t.editor, t.member]) {
      expect((await call(s, 'DELETE', `/api/v1/uniks/${t.unik.id}`)).statusCode).toBe(403)
    }
    expect((await call(t.outsider, 'GET', `/api/v1/uniks/${t.unik.id}`)).statusCode).toBe(404)
  })

  it('deletes a unik with its memberships and the files its nodes kept', async () => {
    const doomed = await createUnik(t.app, t.owner, 'Doomed')
    await addMember(t.app, t.owner, doomed.id, t.member.user.email, 'member')
    const kept = join(t.config.dataDir, 'uniks', doomed.id, 'faiss', 'faq')
    mkdirSync(kept, { recursive: true })
    writeFileSync(join(kept, 'docstore.json'), '[[],{}]')
    expect((await call(t.owner, 'DELETE', `/api/v1/uniks/${doomed.id}`)).statusCode).toBe(204)
    expect((await call(t.owner, 'GET', `/api/v1/uniks/${doomed.id}`)).statusCode).toBe(404)
    expect((await call(t.member, 'GET', `/api/v1/uniks/${doomed.id}`)).statusCode).toBe(404)
    expect(existsSync(join(t.config.dataDir, 'uniks', doomed.id))).toBe(false)
    const left = await t.database.db
      .selectFrom('unik_members')
      .selectAll()
      .where('unik_id', '=', doomed.id)
      .execute()
    expect(left).toEqual([])
  })

  it('answers 404 for an unknown unik, exactly as for a foreign one', async () => {
    const unknown = await call(t.owner, 'GET', '/api/v1/uniks/00000000-0000-0000-0000-000000000000')
    const foreign = await call(t.outsider, 'GET', `/api/v1/uniks/${t.unik.id}`)
    expect(unknown.statusCode).toBe(404)
    expect(foreign.json()).toEqual(unknown.json())
  })
})
