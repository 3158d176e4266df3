import { cosine, isRecord, numbers, replyJson, startJsonServer, type JsonCall } from './fake-json-server'

type TRow = Record<string, unknown> & { partition: string }
type TCollection = { fields: Record<string, unknown>[]; partitions: Set<string>; rows: Map<string, TRow> }

export interface FakeMilvus {
  url: string
  calls: JsonCall[]
  collections: Map<string, TCollection>
  close(): Promise<void>
}

/** `metadata["k"] == "v"` joined by `and` (what the double reads of Milvus' expressions), else undefined. */
function filterOf(expression: unknown): ((row: TRow) => boolean) | undefined {
  if (expression === undefined) return () => true
  const parts = String(expression)
    .replace(/^\((.*)\)( and .*)$/, '$1$2')
    .split(' and ')
  const tests = parts.map((p) => /^metadata\["(\w+)"\] == ("[^"]*")$/.exec(p.trim()))
  if (tests.some((t) => !t)) return undefined
  return (row) =>
    tests.every((t) => isRecord(row.metadata) && row.metadata[t?.[1] ?? ''] === JSON.parse(t?.[2] ?? 'null'))
}

/**
 * Milvus' RESTful API v2 on loopback (the subset a vector store uses), answering as Milvus does — HTTP 200
 * with `code` 0, or another code and a message: collections has/create (a schema with a VarChar primary
 * key, a FloatVector with `dim` and an index on it), partitions has/create, entities upsert (rows of the
 * schema's fields, vectors of its size), entities delete (`<primary> in [ids]`) and entities search (COSINE; `partitionNames`; a filter of
 * `metadata["k"] == "v"` joined by `and`). Wants `Bearer root:Milvus`.
 */
export async function startFakeMilvus(): Promise<FakeMilvus> {
  const collections = new Map<string, TCollection>()
  const ok = (res: Parameters<typeof replyJson>[0], data: unknown) => replyJson(res, 200, { code: 0, data })
  const fail = (res: Parameters<typeof replyJson>[0], code: number, message: string) =>
    replyJson(res, 200, { code, message })
  const server = await startJsonServer((call, res) => {
    const body = isRecord(call.body) ? call.body : {}
    if (call.headers.authorization !== 'Bearer root:Milvus')
      return fail(res, 1800, 'user hasn’t authenticated')
    const name = String(body.collectionName ?? '')
    const c = collections.get(name)
    const path = call.url.replace(/^\/v2\/vectordb/, '')
    if (path === '/collections/has') return ok(res, { has: Boolean(c) })
    if (path === '/collections/create') {
      const schema = isRecord(body.schema) ? body.schema : {}
      const fields = Array.isArray(schema.fields) ? schema.fields.filter(isRecord) : []
      const vector = fields.find((f) => f.dataType === 'FloatVector')
      const indexed =
        Array.isArray(body.indexParams) &&
        body.indexParams.filter(isRecord).some((i) => i.fieldName === vector?.fieldName)
      if (c || !vector || !indexed || !fields.some((f) => f.isPrimary === true))
        return fail(res, 1100, 'invalid parameter: schema')
      collections.set(name, { fields, partitions: new Set(['_default']), rows: new Map() })
      return ok(res, {})
    }
    if (!c) return fail(res, 100, `collection not found[collection=${name}]`)
    if (path === '/partitions/has') return ok(res, { has: c.partitions.has(String(body.partitionName)) })
    if (path === '/partitions/create') {
      c.partitions.add(String(body.partitionName))
      return ok(res, {})
    }
    const primary = String(c.fields.find((f) => f.isPrimary === true)?.fieldName)
    const vectorField = c.fields.find((f) => f.dataType === 'FloatVector') ?? {}
    const dim = Number(isRecord(vectorField.elementTypeParams) ? vectorField.elementTypeParams.dim : 0)
    if (path === '/entities/upsert') {
      const partition = String(body.partitionName ?? '_default')
      if (!c.partitions.has(partition)) return fail(res, 200, 'partition not found')
      const data = Array.isArray(body.data) ? body.data.filter(isRecord) : []
      const names = c.fields
        .map((f) => String(f.fieldName))
        .sort()
        .join()
      if (
        data.some(
          (r) =>
            Object.keys(r).sort().join() !== names ||
            numbers(r[String(vectorField.fieldName)]).length !== dim,
        )
      )
        return fail(res, 1100, 'invalid parameter: the rows do not fit the schema')
      for (const r of data) c.rows.set(String(r[primary]), { ...r, partition })
      return ok(res, { upsertCount: data.length })
    }
    if (path === '/entities/delete') {
      const ids = new RegExp(`^${primary} in (\\[.*\\])$`).exec(String(body.filter))?.[1]
      if (!ids) return fail(res, 1100, 'failed to create delete plan: cannot parse expression')
      const list: unknown = JSON.parse(ids)
      for (const id of Array.isArray(list) ? list : []) c.rows.delete(String(id))
      return ok(res, {})
    }
    if (path === '/entities/search') {
      const keep = filterOf(body.filter)
      if (!keep) return fail(res, 1100, 'failed to create query plan: cannot parse expression')
      const partitions = Array.isArray(body.partitionNames) ? body.partitionNames.map(String) : undefined
      const query = numbers(Array.isArray(body.data) ? body.data[0] : [])
      const output = Array.isArray(body.outputFields) ? body.outputFields.map(String) : []
      const hits = [...c.rows.values()]
        .filter((r) => (!partitions || partitions.includes(r.partition)) && keep(r))
        .map((r) => ({ r, distance: cosine(query, numbers(r[String(vectorField.fieldName)])) }))
        .sort((a, b) => b.distance - a.distance)
        .slice(0, Number(body.limit ?? 10))
        .map(({ r, distance }) => ({
          [primary]: r[primary],
          distance,
          ...Object.fromEntries(output.map((f) => [f, r[f]])),
        }))
      return ok(res, hits)
    }
    fail(res, 404, `no route ${call.url}`)
  })
  return { ...server, collections }
}
