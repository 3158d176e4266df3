import { textOf } from './v2-read'
import type { TFlowMessage } from './v2-runtime'

/** The instruction asking for the JSON object the "JSON Structured Output" rows describe; none without keys. */
export function structuredInstruction(rows: Record<string, unknown>[]): TFlowMessage | undefined {
  const keys = rows.flatMap((row) => {
    const key = textOf(row.key).trim()
    if (!key) return []
    const type = textOf(row.type) || 'string'
    const choices = type === 'enum' ? ` (one of: ${textOf(row.enumValues)})` : ''
    const schema = type === 'jsonArray' && row.jsonSchema ? ` (items: ${textOf(row.jsonSchema)})` : ''
    return [`- "${key}": ${type}${choices}${schema}${row.description ? ` — ${textOf(row.description)}` : ''}`]
  })
  if (keys.length === 0) return undefined
  return {
    role: 'system',
    content: `Answer with one JSON object only, no other text, with these keys:\n${keys.join('\n')}`,
  }
}
