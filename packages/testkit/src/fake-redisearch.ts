import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { cosine } from './fake-json-server'

type TIndex = { prefix: string; vectorField: string; dim: number; args: string[] }

export interface FakeRediSearch {
  url: string
  /** Every command as text (binary arguments as `<n bytes>`), in the order received. */
  commands: string[]
  indexes: Map<string, TIndex>
  hashes: Map<string, Map<string, Buffer>>
  close(): Promise<void>
}

/** One RESP array of bulk strings from the front of `buf`, or undefined until it has all arrived. */
function readCommand(buf: Buffer): { args: Buffer[]; rest: Buffer } | undefined {
  if (buf.length === 0) return undefined
  if (buf[0] !== 0x2a) throw new Error('inline commands are not spoken here')
  let at = buf.indexOf('\r\n')
  if (at < 0) return undefined
  const count = Number(buf.subarray(1, at).toString())
  let pos = at + 2
  const args: Buffer[] = []
  for (let i = 0; i < count; i++) {
    at = buf.indexOf('\r\n', pos)
    if (at < 0) return undefined
    const len = Number(buf.subarray(pos + 1, at).toString())
    if (buf.length < at + 2 + len + 2) return undefined
    args.push(buf.subarray(at + 2, at + 2 + len))
    pos = at + 2 + len + 2
  }
  return { args, rest: buf.subarray(pos) }
}

type TReply = string | number | null | Error | TReply[] | { status: string }

function encode(r: TReply): string {
  if (r === null) return '$-1\r\n'
  if (r instanceof Error) return `-${r.message}\r\n`
  if (typeof r === 'number') return `:${r}\r\n`
  if (typeof r === 'string') return `$${Buffer.byteLength(r)}\r\n${r}\r\n`
  if (Array.isArray(r)) return `*${r.length}\r\n${r.map(encode).join('')}`
  return `+${r.status}\r\n`
}

const OK = { status: 'OK' }

/**
 * A Redis speaking RESP2 on loopback with the RediSearch subset a vector store uses: `FT.CREATE … ON HASH
 * PREFIX 1 <p> SCHEMA <field> VECTOR HNSW 6 TYPE FLOAT32 DIM <n> DISTANCE_METRIC COSINE …`, `FT.INFO`,
 * `FT.DROPINDEX … DD`, `HSET`, `DEL` and `FT.SEARCH <index> "*=>[KNN <k> @<field> $<param> AS <score>]" PARAMS 2
 * <param> <float32 bytes> RETURN n … DIALECT 2` — nearest by cosine distance among the index's hashes.
 * Other commands a client sends on connecting (CLIENT, PING, SELECT) answer OK.
 */
export async function startFakeRediSearch(): Promise<FakeRediSearch> {
  const indexes = new Map<string, TIndex>()
  const hashes = new Map<string, Map<string, Buffer>>()
  const commands: string[] = []
  const sockets = new Set<Socket>()
  const run = (args: Buffer[]): TReply => {
    const text = args.map((a) => a.toString('utf8'))
    commands.push(text.map((t, i) => (args[i]?.includes(0) ? `<${args[i]?.length} bytes>` : t)).join(' '))
    const [name = '', ...rest] = text
    switch (name.toUpperCase()) {
      case 'FT.INFO':
        return indexes.has(rest[0] ?? '') ? ['index_name', rest[0] ?? ''] : new Error('Unknown index name')
      case 'FT.DROPINDEX':
        return dropIndex(indexes, hashes, rest[0] ?? '')
      case 'FT.CREATE':
        return createIndex(indexes, rest)
      case 'HSET': {
        const hash = hashes.get(rest[0] ?? '') ?? new Map<string, Buffer>()
        for (let i = 2; i + 1 < args.length; i += 2) hash.set(text[i] ?? '', args[i + 1] ?? Buffer.alloc(0))
        hashes.set(rest[0] ?? '', hash)
        return (args.length - 2) / 2
      }
      case 'DEL':
        return rest.filter((key) => hashes.delete(key)).length
      case 'FT.SEARCH':
        return search(indexes, hashes, args)
      case 'QUIT':
        return OK
      default:
        return OK
    }
  }
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let pending: Buffer = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk])
      for (let cmd = readCommand(pending); cmd; cmd = readCommand(pending)) {
        pending = cmd.rest
        socket.write(encode(run(cmd.args)))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    indexes,
    hashes,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

function createIndex(indexes: Map<string, TIndex>, rest: string[]): TReply {
  const [name = ''] = rest
  if (indexes.has(name)) return new Error('Index already exists')
  const prefixAt = rest.indexOf('PREFIX')
  const schemaAt = rest.indexOf('SCHEMA')
  const vectorAt = rest.indexOf('VECTOR')
  const dimAt = rest.indexOf('DIM')
  if (rest[1] !== 'ON' || rest[2] !== 'HASH' || prefixAt < 0 || schemaAt < 0 || vectorAt < 0 || dimAt < 0)
    return new Error('Invalid FT.CREATE')
  if (rest[rest.indexOf('TYPE') + 1] !== 'FLOAT32' || rest[rest.indexOf('DISTANCE_METRIC') + 1] !== 'COSINE')
    return new Error('Only FLOAT32 with COSINE here')
  indexes.set(name, {
    prefix: rest[prefixAt + 2] ?? '',
    vectorField: rest[vectorAt - 1] ?? '',
    dim: Number(rest[dimAt + 1]),
    args: rest,
  })
  return OK
}

function dropIndex(
  indexes: Map<string, TIndex>,
  hashes: Map<string, Map<string, Buffer>>,
  name: string,
): TReply {
  const index = indexes.get(name)
  if (!index) return new Error('Unknown index name')
  for (const key of [...hashes.keys()]) if (key.startsWith(index.prefix)) hashes.delete(key)
  indexes.delete(name)
  return OK
}

function search(
  indexes: Map<string, TIndex>,
  hashes: Map<string, Map<string, Buffer>>,
  args: Buffer[],
): TReply {
  const text = args.map((a) => a.toString('utf8'))
  const index = indexes.get(text[1] ?? '')
  if (!index) return new Error('Unknown index name')
  const knn = /^\*=>\[KNN (\d+) @(\S+) \$(\S+) AS (\S+)\]$/.exec(text[2] ?? '')
  const paramsAt = text.indexOf('PARAMS')
  if (!knn || paramsAt < 0 || text[text.length - 1] !== '2' || text[text.length - 2] !== 'DIALECT')
    return new Error('Syntax error: KNN wants DIALECT 2')
  const [, k, field, param, scoreName = ''] = knn
  const at = text.indexOf(param ?? '', paramsAt)
  const blob = args[at + 1] ?? Buffer.alloc(0)
  if (field !== index.vectorField || blob.length !== index.dim * 4)
    return new Error('Error parsing vector similarity query: query vector blob size mismatch')
  const vectorOf = (b: Buffer) => [...new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length))]
  const query = vectorOf(blob)
  const returnAt = text.indexOf('RETURN')
  const wanted = text.slice(returnAt + 2, returnAt + 2 + Number(text[returnAt + 1]))
  const hits = [...hashes.entries()]
    .filter(([key, h]) => key.startsWith(index.prefix) && h.get(index.vectorField)?.length === index.dim * 4)
    .map(([key, h]) => ({ key, h, distance: 1 - cosine(query, vectorOf(h.get(index.vectorField) ?? blob)) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, Number(k))
  return [
    hits.length,
    ...hits.flatMap((hit): TReply[] => [
      hit.key,
      wanted.flatMap((f) => [
        f,
        f === scoreName ? String(hit.distance) : (hit.h.get(f)?.toString('utf8') ?? ''),
      ]),
    ]),
  ]
}
