/** JSON schemas for tools whose arguments users describe themselves (saved tools, request tools). */

export type TJsonSchemaObject = {
  type: 'object'
  properties: Record<string, Record<string, unknown>>
  required: string[]
  additionalProperties?: boolean
}

function jsonType(type: unknown): Record<string, unknown> {
  switch (String(type).toLowerCase()) {
    case 'number':
      return { type: 'number' }
    case 'boolean':
      return { type: 'boolean' }
    case 'date':
      return { type: 'string', format: 'date-time' }
    case 'array':
      return { type: 'array', items: {} }
    case 'object':
    case 'json':
      return { type: 'object' }
    default:
      return { type: 'string' }
  }
}

/** A saved tool's schema: a JSON array of `{ property, type, description, required }` (Flowise's format). */
export function schemaFromPropertyList(text: string): TJsonSchemaObject {
  const schema: TJsonSchemaObject = { type: 'object', properties: {}, required: [] }
  if (!text.trim()) return schema
  const rows: unknown = JSON.parse(text)
  if (!Array.isArray(rows)) throw new Error('The tool schema must be a JSON array')
  for (const row of rows) {
    if (!row || typeof row !== 'object' || !('property' in row)) continue
    const name = String(row.property)
    if (!name) continue
    const description = 'description' in row && row.description ? String(row.description) : undefined
    schema.properties[name] = {
      ...jsonType('type' in row ? row.type : 'string'),
      ...(description ? { description } : {}),
    }
    if ('required' in row && (row.required === true || row.required === 'true')) schema.required.push(name)
  }
  return schema
}

export type TParamSpec = {
  readonly type: string
  readonly required: boolean
  readonly in: 'path' | 'query' | 'body'
  readonly description?: string
}

/**
 * The request tools' parameter schema: a JSON object `{ name: { type, required, in, description } }`
 * (Flowise's Requests Get/Post format); `in` is `path` or `query` (GET) and defaults to `query`/`body`.
 */
export function readParamSpecs(text: string, fallbackIn: 'query' | 'body'): Record<string, TParamSpec> {
  if (!text.trim()) return {}
  const raw: unknown = JSON.parse(text)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new Error('The parameter schema must be a JSON object')
  const out: Record<string, TParamSpec> = {}
  for (const [name, spec] of Object.entries(raw)) {
    const s: Record<string, unknown> = spec && typeof spec === 'object' ? { ...spec } : {}
    const where = s.in === 'path' || s.in === 'query' || s.in === 'body' ? s.in : fallbackIn
    out[name] = {
      type: typeof s.type === 'string' ? s.type : 'string',
      required: s.required === true || s.required === 'true',
      in: where,
      ...(typeof s.description === 'string' ? { description: s.description } : {}),
    }
  }
  return out
}

export function schemaFromParamSpecs(specs: Record<string, TParamSpec>): TJsonSchemaObject {
  const schema: TJsonSchemaObject = { type: 'object', properties: {}, required: [] }
  for (const [name, spec] of Object.entries(specs)) {
    schema.properties[name] = {
      ...jsonType(spec.type),
      ...(spec.description ? { description: spec.description } : {}),
    }
    if (spec.required) schema.required.push(name)
  }
  return schema
}

/** Tool names must match what model providers accept. */
export function toolName(name: string, fallback: string): string {
  const cleaned = name
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .slice(0, 64)
  return cleaned || fallback
}
