import type { DocumentInterface } from '@langchain/core/documents'
import type { VectorStore as TVectorStore } from '@langchain/core/vectorstores'

/** One row of the JSON Structured Output grid: a metadata key the model fills in. */
export type TFilterKey = {
  readonly key: string
  readonly type: string
  readonly enumValues: string
  readonly description: string
}

const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v))

/** The grid's rows (a JSON string from an export, or the rows themselves), rows without a key dropped. */
export function readFilterKeys(raw: unknown): TFilterKey[] {
  let rows: unknown = raw
  if (typeof raw === 'string') rows = raw.trim() ? JSON.parse(raw) : []
  if (!Array.isArray(rows)) return []
  return rows
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    .map((r) => ({
      key: text(r.key).trim(),
      type: text(r.type) || 'String',
      enumValues: text(r.enumValues),
      description: text(r.description),
    }))
    .filter((r) => r.key !== '')
}

/** The lines that tell the model which JSON object to answer with. */
export function filterInstructions(keys: readonly TFilterKey[]): string {
  if (keys.length === 0) return '\n\nAnswer with a JSON object only, its keys the metadata names.'
  const lines = keys.map((k) => {
    const kind =
      k.type === 'Enum'
        ? `one of ${k.enumValues
            .split(',')
            .map((v) => JSON.stringify(v.trim()))
            .join(', ')}`
        : k.type.toLowerCase()
    return `- "${k.key}" (${kind})${k.description ? `: ${k.description}` : ''}`
  })
  return `\n\nAnswer with a JSON object only, with these keys (leave out those the query does not give):\n${lines.join('\n')}`
}

/** The JSON object in the model's answer (fences and text around it ignored); none: an empty filter. */
export function parseFilter(answer: string): Record<string, unknown> {
  const start = answer.indexOf('{')
  const end = answer.lastIndexOf('}')
  if (start < 0 || end <= start) return {}
  try {
    const parsed: unknown = JSON.parse(answer.slice(start, end + 1))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== null && v !== ''))
  } catch {
    return {}
  }
}

const matches = (want: unknown, have: unknown): boolean => {
  if (Array.isArray(want)) return want.some((w) => matches(w, have))
  if (Array.isArray(have)) return have.some((h) => matches(want, h))
  return text(want).toLowerCase() === text(have).toLowerCase()
}

/**
 * The filter in the store's own form: the in-memory store takes a function over documents (every key must
 * match, a list matches any of its values); the database stores take the object.
 */
export function storeFilter(
  store: TVectorStore,
  filter: Record<string, unknown>,
): Record<string, unknown> | ((doc: DocumentInterface) => boolean) | undefined {
  if (Object.keys(filter).length === 0) return undefined
  if (store._vectorstoreType() !== 'memory') return filter
  return (doc: DocumentInterface) =>
    Object.entries(filter).every(([key, want]) => matches(want, doc.metadata[key]))
}
