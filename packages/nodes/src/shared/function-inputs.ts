import type { TNodeContext } from '../context'
import { getJsonObject } from './read-inputs'

/** `Input Variables` of function nodes, made JSON-safe for the sandbox (objects become their text). */
export function readFunctionInputs(ctx: TNodeContext): Record<string, unknown> {
  const raw = getJsonObject(ctx, 'functionInputVariables')
  const out: Record<string, unknown> = {}
  for (const [name, v] of Object.entries(raw)) {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[name] = v
    else {
      try {
        out[name] = JSON.parse(JSON.stringify(v))
      } catch {
        out[name] = String(v)
      }
    }
  }
  return out
}

export function valueText(v: unknown): string {
  if (typeof v === 'string') return v
  return v === undefined ? '' : JSON.stringify(v)
}
