import { z } from 'zod'

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minLength?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  default?: unknown
}

/**
 * A plausible value for a route's zod body schema, so generated requests (e.g. the tenant
 * isolation matrix) pass validation and reach the access check of any route, present or future.
 */
export function sampleBody(schema: unknown): object | string | undefined {
  if (!(schema instanceof z.ZodType)) return undefined
  const value = fromJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
  if (typeof value === 'object' && value !== null) return value
  return JSON.stringify(value)
}

/** `key`: the property's name; a field named like a URL gets a URL (custom URL checks are not in the JSON schema). */
function fromJsonSchema(s: JsonSchema, key = ''): unknown {
  if (s.const !== undefined) return s.const
  if (s.enum?.length) return s.enum[s.enum.length - 1]
  if (s.default !== undefined) return s.default
  const variant = s.anyOf?.[0] ?? s.oneOf?.[0]
  if (variant) return fromJsonSchema(variant, key)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, fromJsonSchema(v, k)]))
    case 'array':
      return []
    case 'string':
      if (s.format === 'email') return 'someone@example.com'
      if (s.format === 'date-time') return '2030-01-01T00:00:00Z'
      return s.format === 'uri' || /url$/i.test(key) ? 'https://example.com/sample' : k(s)
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return 'sample'
  }
}

const k = (s: JsonSchema): string => 'sample@example.com'.padEnd(s.minLength ?? 0, 'x')
