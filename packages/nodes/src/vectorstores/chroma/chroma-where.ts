import { isRecord } from '@unikflow/graph'
/**
 * Chroma refuses a `where` with more than one key at a level ("exactly one operator"), while a filter
 * such as {"source": "faq", "lang": "en"} plainly means both: each key becomes a clause of `$and`, down
 * through the expressions of `$and` / `$or`. A single key is sent as it is.
 */
export function chromaWhere(where: Record<string, unknown>): Record<string, unknown> {
  const clauses = Object.entries(where).map(([key, value]) => ({
    [key]:
      (key === '$and' || key === '$or') && Array.isArray(value)
        ? value.map((w) => (isRecord(w) ? chromaWhere(w) : w))
        : value,
  }))
  return clauses.length === 1 && clauses[0] ? clauses[0] : { $and: clauses }
}
