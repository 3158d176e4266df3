import { ParamTypes, type TFlowNode } from '@unikflow/graph'
import type { TChatMessage } from '@unikflow/nodes'

/** What `{{…}}` placeholders can refer to during a run. */
export type TResolveScope = {
  readonly instances: ReadonlyMap<string, unknown>
  readonly question: string
  readonly history: readonly TChatMessage[]
  readonly vars: Readonly<Record<string, string>>
  readonly flow: Readonly<Record<string, string>>
  /** Nodes that may be referred to before they ran (they resolve to undefined until then). */
  readonly pending?: ReadonlySet<string>
}

const placeholder = /\{\{\s*([^{}]+?)\s*\}\}/g
const single = /^\{\{\s*([^{}]+?)\s*\}\}$/

export class UnresolvedReferenceError extends Error {}

function lookup(expr: string, scope: TResolveScope): { found: boolean; value: unknown } {
  const ref = /^([^.\s]+)\.data\.instance$/.exec(expr)
  if (ref) {
    const id = ref[1] ?? ''
    if (!scope.instances.has(id) && scope.pending?.has(id)) return { found: true, value: undefined }
    if (!scope.instances.has(id))
      throw new UnresolvedReferenceError(`input refers to node ${id}, which did not run`)
    return { found: true, value: scope.instances.get(id) }
  }
  if (expr === 'question') return { found: true, value: scope.question }
  if (expr === 'chat_history')
    return {
      found: true,
      value: scope.history
        .map((m) => `${m.role === 'userMessage' ? 'Human' : 'AI'}: ${m.content}`)
        .join('\n'),
    }
  if (expr.startsWith('$vars.')) {
    const name = expr.slice(6)
    return { found: true, value: Object.hasOwn(scope.vars, name) ? scope.vars[name] : '' }
  }
  if (expr.startsWith('$flow.')) {
    const name = expr.slice(6)
    return { found: Object.hasOwn(scope.flow, name), value: scope.flow[name] }
  }
  return { found: false, value: undefined }
}

function asText(v: unknown): string {
  if (typeof v === 'string') return v
  if (v === undefined || v === null) return ''
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  return JSON.stringify(v)
}

/** Resolves placeholders in one value: a lone placeholder keeps the referred value (an object), mixed text gets its text. */
export function resolveValue(value: unknown, scope: TResolveScope): unknown {
  if (typeof value === 'string') {
    const whole = single.exec(value)
    if (whole) {
      const hit = lookup(whole[1] ?? '', scope)
      return hit.found ? hit.value : value
    }
    return value.replace(placeholder, (match, expr: string) => {
      const hit = lookup(expr, scope)
      return hit.found ? asText(hit.value) : match
    })
  }
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, scope))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, scope)]))
  return value
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (!text.trim().startsWith('{')) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...parsed } : undefined
  } catch {
    return undefined
  }
}

/**
 * A node's inputs for its runtime. JSON params (prompt values) are parsed before placeholders are
 * replaced, so a referred answer containing quotes cannot break them.
 */
export function resolveNodeInputs(node: TFlowNode, inputs: Record<string, unknown>, scope: TResolveScope) {
  const types = new Map(node.data.inputParams.map((p) => [p.name, p.type]))
  const out: Record<string, unknown> = {}
  for (const [name, raw] of Object.entries(inputs)) {
    const json =
      types.get(name) === ParamTypes.Json && typeof raw === 'string' ? parseJsonObject(raw) : undefined
    out[name] = resolveValue(json ?? raw, scope)
  }
  return out
}
