import { cosine, isRecord, numbers, replyJson, startJsonServer, type JsonCall } from './fake-json-server'

type TObject = { id: string; vector: number[]; properties: Record<string, unknown> }
type TClass = { properties: Set<string>; objects: Map<string, TObject> }

export interface FakeWeaviate {
  url: string
  calls: JsonCall[]
  classes: Map<string, TClass>
  close(): Promise<void>
}

/** A `where` filter of the subset the double reads: one Equal on one path, valueText / valueNumber. */
function whereOf(query: string): ((o: TObject) => boolean) | undefined {
  const m =
    /where: \{path: \["(\w+)"\], operator: Equal, value(?:Text|String|Number|Int|Boolean): ("[^"]*"|[\d.]+|true|false)\}/.exec(
      query,
    )
  if (!m) return undefined
  const want: unknown = JSON.parse(m[2] ?? 'null')
  return (o) => o.properties[m[1] ?? ''] === want
}

/**
 * Weaviate's REST API on loopback (the subset a vector store uses): `GET /v1/schema/<Class>` (404 until
 * made), `POST /v1/schema` (a class with `vectorizer: none`), `POST /v1/batch/objects` (auto-schema: new
 * properties join the class), `DELETE /v1/objects/<Class>/<id>` and `POST /v1/graphql` with a `Get { <Class>(nearVector: {vector: […]},
 * [where: {path: […], operator: Equal, valueText: …},] limit: n) { <fields> _additional { id distance } } }`
 * query, nearest by cosine distance. A `where` it cannot read is a GraphQL error. Wants `Bearer wv-key`.
 */
export async function startFakeWeaviate(): Promise<FakeWeaviate> {
  const classes = new Map<string, TClass>()
  const server = await startJsonServer((call, res) => {
    const body = isRecord(call.body) ? call.body : {}
    if (call.headers.authorization !== 'Bearer wv-key')
      return replyJson(res, 401, { message: 'anonymous access not enabled' })
    const schema = /^\/v1\/schema\/(\w+)$/.exec(call.url)
    if (call.method === 'GET' && schema) {
      const c = classes.get(schema[1] ?? '')
      if (!c) return replyJson(res, 404, { error: [{ message: 'class not found' }] })
      return replyJson(res, 200, {
        class: schema[1],
        properties: [...c.properties].map((name) => ({ name })),
      })
    }
    if (call.method === 'POST' && call.url === '/v1/schema') {
      if (typeof body.class !== 'string' || body.vectorizer !== 'none' || classes.has(body.class))
        return replyJson(res, 422, { error: [{ message: 'bad class' }] })
      classes.set(body.class, { properties: new Set(), objects: new Map() })
      return replyJson(res, 200, { class: body.class })
    }
    if (call.method === 'POST' && call.url === '/v1/batch/objects') {
      const objects = Array.isArray(body.objects) ? body.objects.filter(isRecord) : []
      return replyJson(
        res,
        200,
        objects.map((o) => {
          const c = classes.get(String(o.class))
          const properties = isRecord(o.properties) ? o.properties : {}
          if (!c) return { id: o.id, result: { errors: { error: [{ message: 'class not found' }] } } }
          for (const name of Object.keys(properties)) c.properties.add(name)
          c.objects.set(String(o.id), { id: String(o.id), vector: numbers(o.vector), properties })
          return { id: o.id, result: {} }
        }),
      )
    }
    const object = /^\/v1\/objects\/(\w+)\/([\w-]+)$/.exec(call.url)
    if (call.method === 'DELETE' && object) {
      const found = classes.get(object[1] ?? '')?.objects.delete(object[2] ?? '')
      if (!found) return replyJson(res, 404, { error: [{ message: 'object not found' }] })
      res.writeHead(204)
      return res.end()
    }
    if (call.method === 'POST' && call.url === '/v1/graphql')
      return replyJson(res, 200, graphql(classes, String(body.query)))
    replyJson(res, 404, { error: [{ message: `no route ${call.method} ${call.url}` }] })
  })
  return { ...server, classes }
}

function graphql(classes: Map<string, TClass>, query: string): unknown {
  const m =
    /^\{ Get \{ (\w+)\(nearVector: \{vector: \[([^\]]*)\]\}(.*), limit: (\d+)\) \{ ([^{}]*) _additional \{ id distance \} \} \} \}$/.exec(
      query,
    )
  if (!m) return { errors: [{ message: 'Syntax Error' }] }
  const [, name = '', vector = '', rest = '', limit = '0', fields = ''] = m
  const c = classes.get(name)
  if (!c) return { errors: [{ message: `Cannot query field "${name}" on type "GetObjectsObj".` }] }
  const where = rest ? whereOf(rest) : () => true
  if (!where) return { errors: [{ message: 'invalid where filter' }] }
  const q = vector.split(',').map(Number)
  const hits = [...c.objects.values()]
    .filter(where)
    .map((o) => ({ o, distance: 1 - cosine(q, o.vector) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, Number(limit))
    .map(({ o, distance }) => ({
      ...Object.fromEntries(
        fields
          .trim()
          .split(/\s+/)
          .map((f) => [f, o.properties[f] ?? null]),
      ),
      _additional: { id: o.id, distance },
    }))
  return { data: { Get: { [name]: hits } } }
}
