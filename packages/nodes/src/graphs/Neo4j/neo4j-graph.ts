import type { TFetch } from '../../context'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'

export type TNeo4jPlace = {
  /** The HTTP base address (http://host:7474). */
  readonly baseUrl: string
  readonly database: string
  readonly username: string
  readonly password: string
  readonly timeoutMs: number
}

type TRow = Record<string, unknown>

const SCHEMA_NODES =
  'CALL db.schema.nodeTypeProperties() YIELD nodeLabels, propertyName, propertyTypes RETURN nodeLabels, propertyName, propertyTypes'
const SCHEMA_RELS =
  'CALL db.schema.relTypeProperties() YIELD relType, propertyName, propertyTypes RETURN relType, propertyName, propertyTypes'
const SCHEMA_PATHS =
  'MATCH (a)-[r]->(b) RETURN DISTINCT labels(a) AS from, type(r) AS rel, labels(b) AS to LIMIT 100'

/** A Bolt address (neo4j://, bolt://, +s variants) as the HTTP address of the same host; http(s) as given. */
export function httpBaseOf(url: string): string {
  const parsed = new URL(url.trim())
  const scheme = parsed.protocol.replace(/:$/, '')
  if (scheme === 'http' || scheme === 'https') return parsed.origin + parsed.pathname.replace(/\/+$/, '')
  const secure = scheme.endsWith('+s') || scheme.endsWith('+ssc')
  return `${secure ? 'https' : 'http'}://${parsed.hostname}:${secure ? 7473 : 7474}`
}

const text = (v: unknown) => (Array.isArray(v) ? v.map(String).join(':') : String(v ?? ''))

/**
 * A Neo4j database over its HTTP transaction API (`POST /db/<db>/tx/commit`) through the run's guarded
 * fetch: `query` runs one Cypher statement and gives its rows as objects; `schema` describes the graph.
 */
export class Neo4jGraphHandle {
  constructor(
    private readonly place: TNeo4jPlace,
    private readonly fetch: TFetch,
    private readonly signal: AbortSignal | undefined,
  ) {}

  async query(statement: string, parameters: Record<string, unknown> = {}): Promise<TRow[]> {
    const { baseUrl, database, username, password, timeoutMs } = this.place
    const timeout = AbortSignal.timeout(timeoutMs)
    const res = await this.fetch(`${baseUrl}/db/${encodeURIComponent(database)}/tx/commit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      },
      body: JSON.stringify({ statements: [{ statement, parameters }] }),
      signal: this.signal ? AbortSignal.any([this.signal, timeout]) : timeout,
    })
    const body: unknown = JSON.parse(
      await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'cut' }),
    )
    const record = body && typeof body === 'object' ? body : {}
    const errors = 'errors' in record && Array.isArray(record.errors) ? record.errors : []
    const first: unknown = errors[0]
    if (first && typeof first === 'object' && 'message' in first)
      throw new Error(`Neo4j: ${'code' in first ? String(first.code) + ': ' : ''}${String(first.message)}`)
    if (!res.ok) throw new Error(`Neo4j answered HTTP ${res.status}`)
    const results = 'results' in record && Array.isArray(record.results) ? record.results : []
    const result: unknown = results[0]
    if (!result || typeof result !== 'object' || !('columns' in result) || !('data' in result)) return []
    const columns = Array.isArray(result.columns) ? result.columns.map(String) : []
    const data = Array.isArray(result.data) ? result.data : []
    return data.map((d: unknown) => {
      const row = d && typeof d === 'object' && 'row' in d && Array.isArray(d.row) ? d.row : []
      return Object.fromEntries(columns.map((c, i): [string, unknown] => [c, row[i]]))
    })
  }

  /** Node labels with their properties, relationship types with theirs, and which labels they join. */
  async schema(): Promise<string> {
    const [nodes, rels, paths] = await Promise.all([
      this.query(SCHEMA_NODES),
      this.query(SCHEMA_RELS),
      this.query(SCHEMA_PATHS),
    ])
    const group = (rows: TRow[], key: string) => {
      const byName = new Map<string, string[]>()
      for (const r of rows) {
        const name = text(r[key])
        const props = byName.get(name) ?? []
        if (r.propertyName) props.push(`${text(r.propertyName)}: ${text(r.propertyTypes)}`)
        byName.set(name, props)
      }
      return [...byName].map(([name, props]) => `${name} {${props.join(', ')}}`)
    }
    return [
      'Node properties:',
      ...group(nodes, 'nodeLabels'),
      'Relationship properties:',
      ...group(rels, 'relType'),
      'The relationships:',
      ...paths.map((p) => `(:${text(p.from)})-[:${text(p.rel)}]->(:${text(p.to)})`),
    ].join('\n')
  }
}
