import { isRecord, type TFlowNode } from '@unikflow/graph'
import { RunFailure } from './errors'

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
 * or `{ [nodeId]: value }` targets nodes. Anything that reaches no allowed property is refused.
 */
export function applyOverrides(
  nodes: readonly TFlowNode[],
  overrideConfig: Readonly<Record<string, unknown>> | undefined,
  allowed: TAllowedOverrides,
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
  if (refused.length > 0) throw overrideRefused(refused)
  return inputs
}

/** Variables after `overrideConfig.vars`; each overridden name must be allowed. */
export function applyVarOverrides(
  vars: Readonly<Record<string, string>>,
  overrideVars: unknown,
  allowedVars: readonly string[],
): Record<string, string> {
  const out = { ...vars }
  if (!overrideVars || typeof overrideVars !== 'object') return out
  const refused: string[] = []
  for (const [name, value] of Object.entries(overrideVars)) {
    if (allowedVars.includes(name)) out[name] = typeof value === 'string' ? value : JSON.stringify(value)
    else refused.push(`vars.${name}`)
  }
  if (refused.length > 0) throw overrideRefused(refused)
  return out
}

function overrideRefused(refused: readonly string[]): RunFailure {
  return new RunFailure('override', `Override not allowed for: ${refused.join(', ')}`, { refused })
}
