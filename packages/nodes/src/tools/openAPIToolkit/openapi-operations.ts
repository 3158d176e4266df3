import type { TJsonSchemaObject } from '../../shared/tool-schema'

type TJson = Record<string, unknown>

export type TOperationParam = { readonly name: string; readonly in: 'path' | 'query' | 'header' }

/** One operation of the specification, as a tool: name, description, argument schema and where each argument goes. */
export type TOperation = {
  readonly name: string
  readonly description: string
  readonly method: string
  readonly path: string
  readonly params: readonly TOperationParam[]
  readonly hasBody: boolean
  readonly schema: TJsonSchemaObject
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

const isJson = (v: unknown): v is TJson => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Follows local `$ref`s (`#/components/...`), a few levels deep (cycles end as an open object). */
function deref(spec: TJson, value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(spec, v, depth))
  if (!isJson(value)) return value
  const ref = value.$ref
  if (typeof ref === 'string') {
    if (depth > 8 || !ref.startsWith('#/')) return { type: 'object' }
    let target: unknown = spec
    for (const key of ref.slice(2).split('/'))
      target = isJson(target) ? target[key.replaceAll('~1', '/')] : undefined
    return deref(spec, target, depth + 1)
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deref(spec, v, depth + 1)]))
}

/** A tool name the providers accept: letters, digits, _ and -, at most 64. */
function toolName(method: string, path: string, operationId: unknown): string {
  const raw = typeof operationId === 'string' && operationId ? operationId : `${method}_${path}`
  return (
    raw
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 64) || method
  )
}

/** Every operation of an OpenAPI 3 (or Swagger 2) document with its argument schema. */
export function readOperations(spec: TJson): TOperation[] {
  const paths = isJson(spec.paths) ? spec.paths : {}
  const operations: TOperation[] = []
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(spec, rawItem)
    if (!isJson(item)) continue
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of METHODS) {
      const op = item[method]
      if (!isJson(op)) continue
      const properties: Record<string, Record<string, unknown>> = {}
      const required: string[] = []
      const params: TOperationParam[] = []
      for (const p of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        if (!isJson(p) || typeof p.name !== 'string') continue
        const where = p.in === 'path' || p.in === 'header' ? p.in : p.in === 'query' ? 'query' : undefined
        if (!where) continue
        params.push({ name: p.name, in: where })
        properties[p.name] = {
          ...(isJson(p.schema) ? p.schema : { type: typeof p.type === 'string' ? p.type : 'string' }),
          ...(typeof p.description === 'string' ? { description: p.description } : {}),
        }
        if (p.required === true || where === 'path') required.push(p.name)
      }
      const content =
        isJson(op.requestBody) && isJson(op.requestBody.content) ? op.requestBody.content : undefined
      const json = content ? (content['application/json'] ?? Object.values(content)[0]) : undefined
      const bodySchema = isJson(json) && isJson(json.schema) ? json.schema : undefined
      if (bodySchema) {
        properties.body = { ...bodySchema, description: 'The JSON request body' }
        if (isJson(op.requestBody) && op.requestBody.required === true) required.push('body')
      }
      const summary = [op.summary, op.description].filter((s) => typeof s === 'string' && s).join(' — ')
      operations.push({
        name: toolName(method, path, op.operationId),
        description: (summary || `${method.toUpperCase()} ${path}`).slice(0, 1000),
        method: method.toUpperCase(),
        path,
        params,
        hasBody: bodySchema !== undefined,
        schema: { type: 'object', properties, required },
      })
    }
  }
  return operations
}

/** The base URL: the chosen server, else the document's first (`servers[0].url`, or Swagger 2 host + basePath). */
export function serverUrl(spec: TJson, chosen: string, specUrl: string | undefined): string {
  if (chosen) return chosen.replace(/\/+$/, '')
  const first = Array.isArray(spec.servers) && isJson(spec.servers[0]) ? spec.servers[0].url : undefined
  if (typeof first === 'string' && first) {
    // A relative server URL is relative to where the specification came from.
    return (specUrl ? new URL(first, specUrl).toString() : first).replace(/\/+$/, '')
  }
  if (typeof spec.host === 'string') {
    const scheme =
      Array.isArray(spec.schemes) && typeof spec.schemes[0] === 'string' ? spec.schemes[0] : 'https'
    return `${scheme}://${spec.host}${typeof spec.basePath === 'string' ? spec.basePath : ''}`.replace(
      /\/+$/,
      '',
    )
  }
  return specUrl ? new URL(specUrl).origin : ''
}
