import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TUnik } from '@unikflow/graph'
import { addMember, createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, testDialects, type TestApp } from '../../test/build-test-app'

describe.each(testDialects)('uniks (%s)', (dialect) => {
  let t: TestApp
  let owner: Session
  let admin: Session
  let editor: Session
  let member: Session
  let outsider: Session
  let unik: TUnik

  beforeAll(async () => {
    t = await buildTestApp(dialect)
    owner = await signUp(t.app, 'owner@example.com')
    admin = await signUp(t.app, 'admin@example.com')
    editor = await signUp(t.app, 'editor@example.com')
    member = await signUp(t.app, 'member@example.com')
    outsider = await signUp(t.app, 'outsider@example.com')
    unik = await createUnik(t.app, owner, 'Alpha Lab')
    for (const [s, role] of [
      [admin, 'admin'],
      [editor, 'editor'],
      [member, 'member'],
    ] as const) {
      expect((await addMember(t.app, owner, unik.id, s.user.email, role)).statusCode).toBe(201)
    }
  })
  afterAll(() => t.close())

  const call = (s: Session, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: s.auth, ...(payload ? { payload } : {}) })

  it('creates a unik with me as owner', () => {
    expect(unik).toMatchObject({
      name: 'Alpha Lab',
      description: 'Alpha Lab description',
      role: 'owner',
      memberCount: 1,
    })
  })

  it('lists my uniks with my role and member count, and searches by name', async () => {
    await createUnik(t.app, owner, 'beta 100%_done')
    const all = await call(owner, 'GET', '/api/v1/uniks')
    expect(all.statusCode).toBe(200)
    const list = all.json<TUnik[]>()
    expect(list.map((u) => u.name).sort()).toEqual(['Alpha Lab', 'beta 100%_done'])
    expect(list.find((u) => u.id === unik.id)).toMatchObject({ role: 'owner', memberCount: 4 })

    const search = await call(owner, 'GET', '/api/v1/uniks?search=ALPHA')
    expect(search.json<TUnik[]>().map((u) => u.name)).toEqual(['Alpha Lab'])
    const literal = await call(owner, 'GET', '/api/v1/uniks?search=0%25_')
    expect(literal.json<TUnik[]>().map((u) => u.name)).toEqual(['beta 100%_done'])

    const mine = await call(editor, 'GET', '/api/v1/uniks')
    expect(mine.json<TUnik[]>()).toEqual([
      expect.objectContaining({ id: unik.id, role: 'editor', memberCount: 4 }),
    ])
    expect((await call(outsider, 'GET', '/api/v1/uniks')).json()).toEqual([])
  })

  it('validates name (required, ≤ 100) and description (≤ 500)', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/uniks', headers: owner.auth, payload })
    expect((await post({ name: '   ' })).statusCode).toBe(400)
    expect((await post({})).statusCode).toBe(400)
    expect((await post({ name: 'x'.repeat(101) })).json()).toMatchObject({ code: 'VALIDATION' })
    expect((await post({ name: 'ok', description: 'd'.repeat(501) })).statusCode).toBe(400)
    expect((await post({ name: 'x'.repeat(100), description: 'd'.repeat(500) })).statusCode).toBe(201)
  })

  it('lets every member read, admin+ edit and only the owner delete', async () => {
    for (const s of [owner, admin, editor, member]) {
      expect((await call(s, 'GET', `/api/v1/uniks/${unik.id}`)).statusCode).toBe(200)
    }
    for (const s of [editor, member]) {
      const res = await call(s, 'PUT', `/api/v1/uniks/${unik.id}`, { name: 'Nope' })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    const edited = await call(admin, 'PUT', `/api/v1/uniks/${unik.id}`, {
      name: 'Alpha Renamed',
      description: 'New',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ name: 'Alpha Renamed', description: 'New', role: 'admin' })
    expect(edited.json<TUnik>().updatedAt >= unik.updatedAt).toBe(true)

    for (const s of [admin, editor, member]) {
      expect((await call(s, 'DELETE', `/api/v1/uniks/${unik.id}`)).statusCode).toBe(403)
    }
    expect((await call(outsider, 'GET', `/api/v1/uniks/${unik.id}`)).statusCode).toBe(404)
  })

  it('deletes a unik with its memberships', async () => {
    const doomed = await createUnik(t.app, owner, 'Doomed')
    await addMember(t.app, owner, doomed.id, member.user.email, 'member')
    expect((await call(owner, 'DELETE', `/api/v1/uniks/${doomed.id}`)).statusCode).toBe(204)
    expect((await call(owner, 'GET', `/api/v1/uniks/${doomed.id}`)).statusCode).toBe(404)
    expect((await call(member, 'GET', `/api/v1/uniks/${doomed.id}`)).statusCode).toBe(404)
    const left = await t.database.db
      .selectFrom('unik_members')
      .selectAll()
      .where('unik_id', '=', doomed.id)
      .execute()
    expect(left).toEqual([])
  })

  it('answers 404 for an unknown unik, exactly as for a foreign one', async () => {
    const unknown = await call(owner, 'GET', '/api/v1/uniks/00000000-0000-0000-0000-000000000000')
    const foreign = await call(outsider, 'GET', `/api/v1/uniks/${unik.id}`)
    expect(unknown.statusCode).toBe(404)
    expect(foreign.json()).toEqual(unknown.json())
  })
})
