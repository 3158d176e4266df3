import { DROPPED_OVERRIDES_TRACE_ID, isRecord, type TFlowNode } from '@unikflow/graph'
import { RunFailure } from './errors'
import type { TRunTrace } from './trace'

/** Notes in the run's trace which `overrideConfig` keys were dropped, for the Logs. */
export function traceDroppedOverrides(trace: TRunTrace, dropped: readonly string[]): void {
  if (dropped.length === 0) return
  trace.nodes.unshift({
    nodeId: DROPPED_OVERRIDES_TRACE_ID,
    label: 'overrideConfig',
    name: 'overrideConfig',
    startMs: 0,
    endMs: 0,
    inputsJson: JSON.stringify({ dropped }),
    outputJson: JSON.stringify('Not enabled for this flow: left out of the run'),
  })
}

/** Which node properties a caller may override: by node name (every such node) or node id. */
export type TAllowedOverrides = Readonly<Record<string, readonly string[]>>

/** Keys of `overrideConfig` that are not node properties. */
const RESERVED = new Set(['sessionId', 'vars'])

function isAllowed(node: TFlowNode, input: string, allowed: TAllowedOverrides): boolean {
  return [node.id, node.data.name].some(
    (key) => Object.hasOwn(allowed, key) && (allowed[key] ?? []).includes(input),
  )
}

function isPerNode(value: unknown, nodes: readonly TFlowNode[]): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((k) => nodes.some((n) => n.id === k))
}

function objectOfText(v: unknown): Record<string, unknown> | undefined {
  if (typeof v !== 'string' || !v.trim().startsWith('{')) return undefined
  try {
    const parsed: unknown = JSON.parse(v)
    return isRecord(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/**
 * As Flowise does, an object given for an input that holds an object (or its JSON text, as a json input
 * is saved) is merged into it key by key: `{"should": [...]}` for a saved Qdrant filter keeps its `must`,
 * a `must` given replaces the saved one. Any other value replaces the input.
 */
function overridden(saved: unknown, value: unknown): unknown {
  if (!isRecord(value)) return value
  const base = isRecord(saved) ? saved : objectOfText(saved)
  return base ? { ...base, ...value } : value
}

/**
 * Inputs per node id after `overrideConfig`. A value applies to every allowed node having that input,
 * or `{ [nodeId]: value }` targets nodes. Anything that reaches no allowed property is refused, or, when
 * `dropped` is given, left out and named there (Flowise ignores what a flow has not enabled).
 */
export function applyOverrides(
  nodes: readonly TFlowNode[],
  overrideConfig: Readonly<Record<string, unknown>> | undefined,
  allowed: TAllowedOverrides,
  dropped?: string[],
): Map<string, Record<string, unknown>> {
  const inputs = new Map(nodes.map((n) => [n.id, { ...n.data.inputs }]))
  const refused: string[] = []
  for (const [key, value] of Object.entries(overrideConfig ?? {})) {
    if (RESERVED.has(key)) continue
    if (isPerNode(value, nodes)) {
      for (const [nodeId, v] of Object.entries(value)) {
        const node = nodes.find((n) => n.id === nodeId)
        const target = inputs.get(nodeId)
        if (node && target && isAllowed(node, key, allowed)) target[key] = overridden(target[key], v)
        else refused.push(`${nodeId}.${key}`)
      }
      continue
    }
    const targets = nodes.filter((n) => Object.hasOwn(n.data.inputs, key) && isAllowed(n, key, allowed))
    if (targets.length === 0) refused.push(key)
    for (const node of targets) {
      const target = inputs.get(node.id)
      if (target) target[key] = overridden(target[key], value)
    }
  }
  return settle(refused, dropped, inputs)
}

/** Variables after `overrideConfig.vars`; each overridden name must be allowed (or is dropped, as above). */
export function applyVarOverrides(
  vars: Readonly<Record<string, string>>,
  overrideVars: unknown,
  allowedVars: readonly string[],
  dropped?: string[],
): Record<string, string> {
  const out = { ...vars }
  if (!overrideVars || typeof overrideVars !== 'object') return out
  const refused: string[] = []
  for (const [name, value] of Object.entries(overrideVars)) {
    if (allowedVars.includes(name)) out[name] = typeof value === 'string' ? value : JSON.stringify(value)
    else refused.push(`vars.${name}`)
  }
  return settle(refused, dropped, out)
}

/** Refuses the run for what is not allowed, or notes it in `dropped` and goes on. */
function settle<T>(refused: readonly string[], dropped: string[] | undefined, result: T): T {
  if (refused.length === 0) return result
  if (!dropped) throw overrideRefused(refused)
  dropped.push(...refused)
  return result
}

function overrideRefused(refused: readonly string[]): RunFailure {
  return new RunFailure('override', `Override not allowed for: ${refused.join(', ')}`, { refused })
}
