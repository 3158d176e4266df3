import { HandleDirections, type THandleDirection } from './input-kinds'

export type THandle = {
  readonly nodeId: string
  readonly direction: THandleDirection
  readonly name: string
  /** Types as written in the id: the input's type, or the output's base classes joined by `|`. */
  readonly type: string
}

/** `{nodeId}-input-{name}-{type}` or `{nodeId}-output-{name}-{baseClasses joined by |}`, as Flowise writes them. */
export function makeHandleId(
  nodeId: string,
  direction: THandleDirection,
  name: string,
  type: string,
): string {
  return `${nodeId}-${direction}-${name}-${type}`
}

export function joinHandleTypes(baseClasses: readonly string[]): string {
  return baseClasses.join('|')
}

/** Splits `A | B|C` into `['A', 'B', 'C']`. */
export function splitHandleTypes(type: string): string[] {
  return type
    .split('|')
    .map((t) => t.trim())
    .filter((t) => t.length > 0)
}

/**
 * Parses a handle id. When the owning node id is known (an edge's source/target) pass it: node ids may
 * themselves contain `-input-`/`-output-`. Names never contain `-`; types may contain spaces.
 */
export function parseHandleId(handleId: string, nodeId?: string): THandle | undefined {
  for (const direction of [HandleDirections.Input, HandleDirections.Output]) {
    const marker = `-${direction}-`
    const at =
      nodeId !== undefined
        ? handleId.startsWith(nodeId + marker)
          ? nodeId.length
          : -1
        : handleId.indexOf(marker)
    if (at <= 0) continue
    const rest = handleId.slice(at + marker.length)
    const dash = rest.indexOf('-')
    const name = dash === -1 ? rest : rest.slice(0, dash)
    if (name.length === 0) continue
    return { nodeId: handleId.slice(0, at), direction, name, type: dash === -1 ? '' : rest.slice(dash + 1) }
  }
  return undefined
}
