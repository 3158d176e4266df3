import { isRecord } from '@unikflow/graph'
import { NodeInputError } from '../../shared/read-inputs'

/** Keys Weaviate reads as enum values in a `where` filter (written bare, not quoted). */
const ENUM_KEYS = new Set(['operator'])

/**
 * A JSON value as a GraphQL input literal: object keys bare, strings quoted, the `operator` of a
 * Weaviate `where` filter as its enum name (`{ path: ["topic"], operator: Equal, valueText: "x" }`).
 */
export function graphqlLiteral(value: unknown, key = ''): string {
  if (Array.isArray(value)) return `[${value.map((v) => graphqlLiteral(v)).join(', ')}]`
  if (isRecord(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}: ${graphqlLiteral(v, k)}`)
      .join(', ')}}`
  if (typeof value === 'string') {
    if (!ENUM_KEYS.has(key)) return JSON.stringify(value)
    if (!/^[A-Za-z]+$/.test(value))
      throw new NodeInputError(`Weaviate filter operator "${value}" is not a name`)
    return value
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  throw new NodeInputError('Weaviate Search Filter holds a value GraphQL cannot take')
}

/** Metadata as Weaviate properties: nested objects flattened with `_`, other values kept; names made valid. */
export function flattenProperties(
  metadata: Record<string, unknown>,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const [k, v] of Object.entries(metadata)) {
    const name = `${prefix}${k.replace(/[^_0-9A-Za-z]/g, '_')}`
    if (isRecord(v)) flattenProperties(v, `${name}_`, out)
    else if (Array.isArray(v)) out[name] = v.every((x) => typeof x === 'string') ? v : JSON.stringify(v)
    else if (v !== null && v !== undefined) out[name] = v
  }
  return out
}
