import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../context'

/** Typed reads of resolved inputs. Flowise stores numbers and booleans as strings too, so both are read. */

export class NodeInputError extends Error {
  override readonly name = 'NodeInputError'
}

/** Also read outside a run (a tool's arguments listed from a node's config), hence only `inputs`. */
export function getString(ctx: Pick<TNodeContext, 'inputs'>, name: string, fallback = ''): string {
  const v = ctx.inputs[name]
  if (v === undefined || v === null) return fallback
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  return JSON.stringify(v)
}

export function getOptionalNumber(ctx: TNodeContext, name: string): number | undefined {
  const v = ctx.inputs[name]
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

export function getNumber(ctx: TNodeContext, name: string, fallback: number): number {
  return getOptionalNumber(ctx, name) ?? fallback
}

export function getBoolean(ctx: TNodeContext, name: string, fallback = false): boolean {
  const v = ctx.inputs[name]
  if (typeof v === 'boolean') return v
  if (v === 'true') return true
  if (v === 'false') return false
  return fallback
}

type TClass<T> = abstract new (...args: never[]) => T

/** The connected object of an anchor input, checked against the class the node needs. */
export function getInstance<T>(ctx: TNodeContext, name: string, cls: TClass<T>, what: string): T {
  const v = ctx.inputs[name]
  if (v instanceof cls) return v
  if (v === undefined || v === null || v === '') throw new NodeInputError(`${what} is not connected`)
  throw new NodeInputError(`${what} must be connected to a ${cls.name}`)
}

export function getOptionalInstance<T>(ctx: TNodeContext, name: string, cls: TClass<T>): T | undefined {
  const v = ctx.inputs[name]
  return v instanceof cls ? v : undefined
}

/** Every connected object of a list anchor that is an instance of `cls` (flattened). */
export function getInstances<T>(ctx: TNodeContext, name: string, cls: TClass<T>): T[] {
  const v = ctx.inputs[name]
  const list = Array.isArray(v) ? v.flat(2) : v === undefined ? [] : [v]
  return list.filter((x): x is T => x instanceof cls)
}

/** A json input given as an object or as JSON text. */
export function getJsonObject(ctx: TNodeContext, name: string): Record<string, unknown> {
  const v = ctx.inputs[name]
  if (v && typeof v === 'object' && !Array.isArray(v)) return { ...v }
  if (typeof v === 'string' && v.trim().startsWith('{')) {
    const parsed: unknown = JSON.parse(v)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { ...parsed }
  }
  return {}
}

/**
 * A search filter (a json input) given as an object or as JSON text; undefined when empty. Anything else is
 * refused, naming the node and the field, rather than searching without the filter.
 */
export function getJsonFilter(
  ctx: Pick<TNodeContext, 'inputs' | 'label'>,
  name: string,
  label: string,
): Record<string, unknown> | undefined {
  let value = ctx.inputs[name]
  if (typeof value === 'string') {
    if (!value.trim()) return undefined
    try {
      value = JSON.parse(value)
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e)
      throw new NodeInputError(`${ctx.label}: ${label} is not valid JSON (${why})`)
    }
  }
  if (value === undefined || value === null) return undefined
  if (!isRecord(value)) throw new NodeInputError(`${ctx.label}: ${label} must be a JSON object`)
  return Object.keys(value).length > 0 ? { ...value } : undefined
}
