import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeMongoDb, type FakeMongoDb } from '@unikflow/testkit'
import { connectGuardedMongo, mongoHosts, withGuardedMongo } from './mongo-connect'

let mongo: FakeMongoDb
beforeAll(async () => {
  mongo = await startFakeMongoDb()
})
afterAll(() => mongo.close())

/** A guard that knows one made-up host name (the machine's DNS does not) and refuses every other. */
function fakeGuard() {
  const asked: string[] = []
  const resolveHost = (host: string) => {
    asked.push(host)
    if (host === 'mongo-double.unikflow.test') return Promise.resolve('127.0.0.1')
    const refused = new Error(`Refused to connect to ${host} (10.0.0.9): private or reserved address`)
    refused.name = 'OutboundBlockedError'
    return Promise.reject(refused)
  }
  return { asked, resolveHost }
}

describe('MongoDB through the outbound guard', () => {
  it('reads the hosts of both URL forms', () => {
    expect(mongoHosts('mongodb://u:p%40ss@a.example:27017,[::1]:27018,b/db?replicaSet=rs')).toEqual({
      srv: false,
      hosts: ['a.example', '::1', 'b'],
    })
    expect(mongoHosts('mongodb+srv://u:p@cluster0.abc.mongodb.net/?retryWrites=true')).toEqual({
      srv: true,
      hosts: ['cluster0.abc.mongodb.net'],
    })
    expect(() => mongoHosts('postgres://x')).toThrow(/mongodb:\/\/ or mongodb\+srv:\/\//)
  })

  it('every socket the driver opens resolves its host through the guard (the lookup option)', async () => {
    const guard = fakeGuard()
    const before = mongo.connections
    const url = `mongodb://mongo-double.unikflow.test:${mongo.port}/?appName=t`
    const pinged = await withGuardedMongo(guard, url, (client) => client.db('admin').command({ ping: 1 }))
    expect(pinged.ok).toBe(1)
    // The host name exists for the guard only: each socket (the monitor's, the pool's) was opened
    // to the address it answered.
    const sockets = mongo.connections - before
    expect(sockets).toBeGreaterThanOrEqual(2)
    // Once before the driver starts, then once per socket.
    expect(guard.asked.filter((h) => h === 'mongo-double.unikflow.test')).toHaveLength(1 + sockets)
  })

  it('a host the guard refuses is refused before the driver connects, with the guard’s words', async () => {
    const guard = fakeGuard()
    const before = mongo.connections
    await expect(connectGuardedMongo(guard, `mongodb://internal.example:${mongo.port}`)).rejects.toThrow(
      /Refused to connect to internal\.example .*private or reserved/,
    )
    expect(mongo.connections).toBe(before)
  })
})

describe('a replica set member named by IP address (no lookup happens for it)', () => {
  let set: FakeMongoDb
  beforeAll(async () => {
    set = await startFakeMongoDb({ replicaSet: { name: 'rs0', otherMembers: ['10.0.0.9:27017'] } })
  })
  afterAll(() => set.close())

  it('is checked by the guard as the driver adds it; refused, the operation fails with the guard’s error', async () => {
    const guard = fakeGuard()
    const url = `mongodb://mongo-double.unikflow.test:${set.port}/?replicaSet=rs0`
    await expect(
      withGuardedMongo(guard, url, (client) => client.db('shop').collection('faq').find({}).toArray()),
    ).rejects.toThrow(/Refused to connect to 10\.0\.0\.9 .*private or reserved/)
    expect(guard.asked).toContain('10.0.0.9')
  })
})
