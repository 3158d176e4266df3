import { createServer, type AddressInfo, type Socket } from 'node:net'
import { Long, ObjectId, type Document } from 'bson'
import { encodeReply, readMessages, type TWireCommand } from './mongo-wire'
import { applyUpdate, matchesFilter, seedFromQuery, vectorSearchScore } from './mongo-filter'

export type MongoCall = { name: string; db: string; command: Document }

export interface FakeMongoDb {
  /** `mongodb://127.0.0.1:<port>` */
  url: string
  port: number
  /** Every command, in order (hello and ping too). */
  calls: MongoCall[]
  /** Documents by `<db>.<collection>`. */
  collections: Map<string, Document[]>
  /** How many sockets the driver opened. */
  connections: number
  close(): Promise<void>
}

/** A standalone server's hello: no `topologyVersion`, so the driver polls instead of streaming. */
const hello = (connectionId: number): Document => ({
  helloOk: true,
  isWritablePrimary: true,
  ismaster: true,
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId,
  minWireVersion: 0,
  maxWireVersion: 21,
  readOnly: false,
  ok: 1,
})

/**
 * A MongoDB server's wire protocol on loopback (OP_QUERY's first hello, then OP_MSG): hello, ping,
 * insert, update (replacements, `$set`, `$push`, upserts), delete, find (filter, limit) and aggregate
 * whose first stage is Atlas' `$vectorSearch` (cosine over `path`, its `filter`, `limit`; an index must be
 * declared in `vectorIndexes`, else no hits, as Atlas answers an unknown index) followed by `$set` of
 * `{ $meta: 'vectorSearchScore' }` and `$project` exclusions. One batch per cursor.
 */
export async function startFakeMongoDb(
  options: {
    vectorIndexes?: readonly string[]
    /** Answer hello as the primary of this replica set, naming these other members (`host:port`). */
    replicaSet?: { name: string; otherMembers: readonly string[] }
  } = {},
): Promise<FakeMongoDb> {
  const calls: MongoCall[] = []
  const collections = new Map<string, Document[]>()
  const sockets = new Set<Socket>()
  let connections = 0
  let nextRequestId = 1
  const indexes = new Set(options.vectorIndexes ?? [])
  let port = 0
  const docsOf = (ns: string) => {
    let list = collections.get(ns)
    if (!list) collections.set(ns, (list = []))
    return list
  }

  function run(command: Document, connectionId: number): Document {
    const name = Object.keys(command)[0] ?? ''
    const db = typeof command.$db === 'string' ? command.$db : 'admin'
    calls.push({ name, db, command })
    const ns = `${db}.${String(command[name])}`
    switch (name.toLowerCase()) {
      case 'hello':
      case 'ismaster': {
        const set = options.replicaSet
        if (!set) return hello(connectionId)
        const me = `127.0.0.1:${port}`
        return {
          ...hello(connectionId),
          setName: set.name,
          me,
          primary: me,
          hosts: [me, ...set.otherMembers],
        }
      }
      case 'ping':
      case 'endsessions':
        return { ok: 1 }
      case 'insert': {
        const docs = (command.documents as Document[]).map((d) => ({ _id: new ObjectId(), ...d }))
        docsOf(ns).push(...docs)
        return { n: docs.length, ok: 1 }
      }
      case 'update':
        return update(docsOf(ns), command.updates as Document[])
      case 'delete': {
        let n = 0
        for (const d of command.deletes as Document[]) {
          const list = docsOf(ns)
          const hits = list.filter((doc) => matchesFilter(doc, d.q as Document))
          for (const hit of d.limit === 1 ? hits.slice(0, 1) : hits) {
            list.splice(list.indexOf(hit), 1)
            n++
          }
        }
        return { n, ok: 1 }
      }
      case 'find': {
        const found = docsOf(ns).filter((d) => matchesFilter(d, (command.filter as Document) ?? {}))
        const limit = Number(command.limit ?? 0)
        return cursor(ns, limit > 0 ? found.slice(0, limit) : found)
      }
      case 'aggregate':
        return cursor(ns, aggregate(docsOf(ns), command.pipeline as Document[], indexes))
      default:
        return { ok: 0, errmsg: `no such command: '${name}'`, code: 59, codeName: 'CommandNotFound' }
    }
  }

  const server = createServer((socket) => {
    const connectionId = ++connections
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let pending: Buffer = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      const { messages, rest } = readMessages(Buffer.concat([pending, chunk]))
      pending = rest
      for (const message of messages) answer(socket, message, connectionId)
    })
    socket.on('error', () => socket.destroy())
  })
  function answer(socket: Socket, message: TWireCommand, connectionId: number) {
    let reply: Document
    try {
      reply = run(message.command, connectionId)
    } catch (e) {
      reply = { ok: 0, errmsg: e instanceof Error ? e.message : String(e), code: 2, codeName: 'BadValue' }
    }
    if (!message.moreToCome) socket.write(encodeReply(message, reply, nextRequestId++))
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  return {
    url: `mongodb://127.0.0.1:${port}`,
    port,
    calls,
    collections,
    get connections() {
      return connections
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

const cursor = (ns: string, batch: Document[]): Document => ({
  cursor: { id: Long.fromNumber(0), ns, firstBatch: batch },
  ok: 1,
})

function update(list: Document[], updates: Document[]): Document {
  let n = 0
  let nModified = 0
  const upserted: Document[] = []
  updates.forEach((u, index) => {
    const q = u.q as Document
    const hits = list.filter((d) => matchesFilter(d, q))
    for (const hit of u.multi ? hits : hits.slice(0, 1)) {
      list[list.indexOf(hit)] = applyUpdate(hit, u.u as Document)
      n++
      nModified++
    }
    if (hits.length === 0 && u.upsert) {
      const seed = seedFromQuery(q)
      const doc = applyUpdate({ _id: seed._id ?? new ObjectId(), ...seed }, u.u as Document)
      list.push({ ...seed, ...doc })
      upserted.push({ index, _id: doc._id })
      n++
    }
  })
  return { n, nModified, ...(upserted.length ? { upserted } : {}), ok: 1 }
}

function aggregate(list: Document[], pipeline: Document[], indexes: Set<string>): Document[] {
  let rows = list.map((d) => ({ ...d }))
  for (const stage of pipeline) {
    const [op, arg] = Object.entries(stage)[0] as [string, Document]
    if (op === '$vectorSearch') {
      if (!indexes.has(String(arg.index))) return []
      const query = arg.queryVector as number[]
      rows = rows
        .filter((d) => Array.isArray(d[arg.path]) && matchesFilter(d, (arg.filter as Document) ?? {}))
        .map((d) => ({ ...d, __score: vectorSearchScore(query, d[arg.path] as number[]) }))
        .sort((a, b) => b.__score - a.__score)
        .slice(0, Number(arg.limit))
    } else if (op === '$set' || op === '$addFields') {
      rows = rows.map((d) => {
        const next: Document = { ...d }
        for (const [key, value] of Object.entries(arg))
          next[key] = (value as Document)?.$meta === 'vectorSearchScore' ? d.__score : value
        return next
      })
    } else if (op === '$project') {
      rows = rows.map((d) => Object.fromEntries(Object.entries(d).filter(([k]) => arg[k] !== 0)))
    } else if (op === '$match') {
      rows = rows.filter((d) => matchesFilter(d, arg))
    } else throw new Error(`the MongoDB double does not run the stage ${op}`)
  }
  return rows.map(({ __score: _score, ...d }) => d)
}
