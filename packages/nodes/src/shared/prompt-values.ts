import type { TNodeContext } from '../context'
import { getJsonObject } from './read-inputs'

/** `Format Prompt Values` as strings, limited to the prompt's own variables. */
export function readPromptValues(ctx: TNodeContext, variables: readonly string[]): Record<string, string> {
  const raw = getJsonObject(ctx, 'promptValues')
  const values: Record<string, string> = {}
  for (const name of variables) {
    const v = raw[name]
    if (v === undefined || v === null) continue
    values[name] = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v)
  }
  return values
}
