import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TFlowPresence, TUnik } from '@unikflow/graph'
import { addMember, createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import { chatflowsClient } from '../../test/chatflows-client'
import { FlowPresence } from './flow-presence'

const T0 = Date.parse('2026-01-01T10:00:00.000Z')

describe('FlowPresence', () => {
  it('keeps viewers for the TTL, keeps their arrival time, and forgets stale ones', () => {
    let now = T0
    const presence = new FlowPresence({ now: () => now, ttlMs: 30_000 })
    const a = { userId: 'a', email: 'a@example.com' }
    const b = { userId: 'b', email: 'b@example.com' }
    expect(presence.heartbeat('f', a)).toEqual([
      { userId: 'a', email: 'a@example.com', since: new Date(T0).toISOString() },
    ])
    now += 5_000
    expect(presence.heartbeat('f', b).map((v) => v.userId)).toEqual(['a', 'b'])
    now += 20_000
    expect(presence.heartbeat('f', a)[0]?.since).toBe(new Date(T0).toISOString())
    now += 15_001 // b last seen 35.001 s ago, a 15.001 s ago
    expect(presence.viewers('f').map((v) => v.userId)).toEqual(['a'])
    now += 30_000
    expect(presence.viewers('f')).toEqual([])
    expect(presence.size).toBe(0)
    // Back after going stale: a new arrival time.
    expect(presence.heartbeat('f', b)[0]?.since).toBe(new Date(now).toISOString())
  })

  it('separates flows, lets a viewer leave, and sweeps flows nobody polls any more', () => {
    let now = T0
    const presence = new FlowPresence({ now: () => now })
    presence.heartbeat('f1', { userId: 'a', email: 'a@x' })
    presence.heartbeat('f2', { userId: 'b', email: 'b@x' })
    expect(presence.viewers('f1').map((v) => v.userId)).toEqual(['a'])
    presence.leave('f1', 'a')
    expect(presence.viewers('f1')).toEqual([])
    expect(presence.size).toBe(1)
    now += 60_000
    presence.heartbeat('f3', { userId: 'c', email: 'c@x' })
    expect(presence.size).toBe(1) // f2 swept without anyone asking for it
  })
})

describeDialects('flow presence routes (%s)', (dialect) => {
  let t: TestApp
  let now = T0
  let alice: Session
  let bob: Session
  let outsider: Session
  let unik: TUnik
  let api: ReturnType<typeof chatflowsClient>

  beforeAll(async () => {
    t = await buildTestApp(dialect, { presence: new FlowPresence({ now: () => now }) })
    alice = await signUp(t.app, 'alice@example.com')
    bob = await signUp(t.app, 'bob@example.com')
    outsider = await signUp(t.app, 'outsider@example.com')
    unik = await createUnik(t.app, alice, 'Together')
    await addMember(t.app, alice, unik.id, bob.user.email, 'member')
    api = chatflowsClient(t.app, unik.id)
  })
  afterAll(() => t.close())

  const beat = (s: Session, id: string) => api.call(s, 'POST', `/${id}/presence`)
  const viewersOf = async (s: Session, id: string) => {
    const res = await beat(s, id)
    expect(res.statusCode).toBe(200)
    return res.json<TFlowPresence>().viewers.map((v) => v.email)
  }

  it('shows two users each other, and a member (read-only) counts as a viewer', async () => {
    const flow = await api.make(alice, { name: 'Shared canvas' })
    expect(await viewersOf(alice, flow.id)).toEqual(['alice@example.com'])
    now += 1_000
    expect(await viewersOf(bob, flow.id)).toEqual(['alice@example.com', 'bob@example.com'])
    const res = await beat(alice, flow.id)
    expect(res.json()).toEqual({
      viewers: [
        { userId: alice.user.id, email: 'alice@example.com', since: new Date(T0).toISOString() },
        { userId: bob.user.id, email: 'bob@example.com', since: new Date(T0 + 1_000).toISOString() },
      ],
    })
  })

  it('drops a viewer who stops sending heartbeats for more than 30 s, and one who leaves', async () => {
    const flow = await api.make(alice, { name: 'Stale' })
    await beat(alice, flow.id)
    now += 1
    await beat(bob, flow.id)
    now += 20_000
    expect(await viewersOf(alice, flow.id)).toEqual(['alice@example.com', 'bob@example.com'])
    now += 10_001
    expect(await viewersOf(alice, flow.id)).toEqual(['alice@example.com'])
    await beat(bob, flow.id)
    const left = await api.call(bob, 'DELETE', `/${flow.id}/presence`)
    expect(left.statusCode).toBe(204)
    expect(await viewersOf(alice, flow.id)).toEqual(['alice@example.com'])
  })

  it('answers 404 for an unknown flow or a non-member, and clears viewers of a deleted flow', async () => {
    expect((await beat(alice, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    const flow = await api.make(alice, { name: 'Private' })
    const res = await beat(outsider, flow.id)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ message: 'Unik not found' })
    await beat(bob, flow.id)
    expect((await api.remove(alice, flow.id)).statusCode).toBe(204)
    expect((await beat(bob, flow.id)).statusCode).toBe(404)
  })
})
