import { startLocalHttpServer } from './local-http-server'

export const NEO4J_USER = 'neo4j'
export const NEO4J_PASSWORD = 'graph-secret'

type TGraphNode = { id: number; label: string; props: Record<string, string | number> }

/** Two people, two films and who acted in which. */
const NODES: TGraphNode[] = [
  { id: 1, label: 'Person', props: { name: 'Alice' } },
  { id: 2, label: 'Person', props: { name: 'Bob' } },
  { id: 3, label: 'Movie', props: { title: 'The Matrix', released: 1999 } },
  { id: 4, label: 'Movie', props: { title: 'Heat', released: 1995 } },
]
const EDGES = [
  { from: 1, type: 'ACTED_IN', to: 3 },
  { from: 1, type: 'ACTED_IN', to: 4 },
  { from: 2, type: 'ACTED_IN', to: 4 },
]

type TResult = { columns: string[]; data: { row: unknown[]; meta: null[] }[] }
const result = (columns: string[], rows: unknown[][]): TResult => ({
  columns,
  data: rows.map((row) => ({ row, meta: row.map(() => null) })),
})
const typeName = (v: unknown) => (typeof v === 'number' ? 'Long' : 'String')

function nodeTypeProperties(): TResult {
  const seen = new Map<string, unknown[]>()
  for (const n of NODES)
    for (const [key, value] of Object.entries(n.props))
      seen.set(`${n.label}.${key}`, [`:\`${n.label}\``, [n.label], key, [typeName(value)], true])
  return result(['nodeType', 'nodeLabels', 'propertyName', 'propertyTypes', 'mandatory'], [...seen.values()])
}

function relationships(): TResult {
  const label = (id: number) => NODES.find((n) => n.id === id)?.label ?? ''
  const rows = new Map(EDGES.map((e) => [`${e.from}${e.type}`, [[label(e.from)], e.type, [label(e.to)]]]))
  return result(
    ['from', 'rel', 'to'],
    [...new Map([...rows.values()].map((r) => [JSON.stringify(r), r])).values()],
  )
}

const NODE = String.raw`\((\w+):(\w+)(?:\s*\{(\w+):\s*'([^']*)'\})?\)`
const PATTERN = new RegExp(
  String.raw`^MATCH\s+${NODE}-\[:(\w+)\]->${NODE}\s+RETURN\s+(\w+)\.(\w+)(?:\s+AS\s+(\w+))?\s*;?$`,
  'i',
)

/** `MATCH (a:L {k: 'v'})-[:T]->(b:L2) RETURN b.p [AS x]` (the filter on either end) over the fixed graph. */
function matchPath(statement: string): TResult | undefined {
  const m = PATTERN.exec(statement.trim())
  if (!m) return undefined
  const [, aVar, aLabel, aKey, aValue, type, bVar, bLabel, bKey, bValue, retVar, retProp, alias] = m
  const fits = (n: TGraphNode | undefined, label?: string, key?: string, value?: string) =>
    n !== undefined && n.label === label && (key === undefined || String(n.props[key]) === value)
  const rows: unknown[][] = []
  for (const e of EDGES) {
    const a = NODES.find((n) => n.id === e.from)
    const b = NODES.find((n) => n.id === e.to)
    if (e.type !== type || !fits(a, aLabel, aKey, aValue) || !fits(b, bLabel, bKey, bValue)) continue
    const picked = retVar === aVar ? a : retVar === bVar ? b : undefined
    rows.push([picked?.props[retProp ?? ''] ?? null])
  }
  return result([alias ?? `${retVar}.${retProp}`], rows)
}

function answer(statement: string): TResult | undefined {
  if (/^CALL db\.schema\.nodeTypeProperties\(\)/i.test(statement)) return nodeTypeProperties()
  if (/^CALL db\.schema\.relTypeProperties\(\)/i.test(statement))
    return result(['relType', 'propertyName', 'propertyTypes'], [])
  if (/^MATCH \(a\)-\[r\]->\(b\) RETURN DISTINCT/i.test(statement)) return relationships()
  return matchPath(statement)
}

export type TNeo4jCall = { path: string; statements: string[]; authorization: string }

/**
 * Neo4j's HTTP transaction API on loopback (`POST /db/<db>/tx/commit`, basic auth NEO4J_USER/NEO4J_PASSWORD)
 * over a fixed graph of people and films: the schema procedures, the relationship listing, and one-hop
 * `MATCH … RETURN x.prop` statements; other statements get Neo4j's syntax error. Every call is recorded.
 */
export async function startFakeNeo4j() {
  const calls: TNeo4jCall[] = []
  const expected = `Basic ${Buffer.from(`${NEO4J_USER}:${NEO4J_PASSWORD}`).toString('base64')}`
  const server = await startLocalHttpServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const parsed: unknown = req.body ? JSON.parse(req.body) : {}
    const list =
      parsed && typeof parsed === 'object' && 'statements' in parsed && Array.isArray(parsed.statements)
        ? parsed.statements
        : []
    const statements = list.map((s: { statement?: unknown }) => String(s.statement ?? ''))
    const authorization = String(req.headers.authorization ?? '')
    calls.push({ path: req.url, statements, authorization })
    if (authorization !== expected)
      return reply(401, {
        errors: [{ code: 'Neo.ClientError.Security.Unauthorized', message: 'Invalid username or password.' }],
      })
    if (req.method !== 'POST' || !/^\/db\/[^/]+\/tx\/commit$/.test(req.url)) return reply(404, { errors: [] })
    const results: TResult[] = []
    for (const statement of statements) {
      const found = answer(statement)
      if (!found)
        return reply(200, {
          results,
          errors: [{ code: 'Neo.ClientError.Statement.SyntaxError', message: `Invalid input: ${statement}` }],
        })
      results.push(found)
    }
    return reply(200, { results, errors: [] })
  })
  return { url: server.url, calls, close: server.close }
}
