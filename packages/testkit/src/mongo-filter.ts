import type { Document } from 'bson'
import { cosine } from './fake-json-server'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const valueAt = (doc: Document, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Document)[key] : undefined), doc)

const isOperators = (v: unknown): v is Document =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).every((k) => k.startsWith('$'))

/**
 * Whether a document matches a MongoDB query filter, as far as the double reads one: equality on a
 * (dotted) key, `$eq`, `$ne`, `$in`, `$nin`, `$gt(e)`, `$lt(e)`, `$and`, `$or`. Anything else throws.
 */
export function matchesFilter(doc: Document, filter: Document): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return (condition as Document[]).every((f) => matchesFilter(doc, f))
    if (key === '$or') return (condition as Document[]).some((f) => matchesFilter(doc, f))
    const value = valueAt(doc, key)
    if (!isOperators(condition)) return same(value, condition)
    return Object.entries(condition).every(([op, arg]) => {
      switch (op) {
        case '$eq':
          return same(value, arg)
        case '$ne':
          return !same(value, arg)
        case '$in':
          return (arg as unknown[]).some((a) => same(value, a))
        case '$nin':
          return !(arg as unknown[]).some((a) => same(value, a))
        case '$gt':
          return (value as number) > (arg as number)
        case '$gte':
          return (value as number) >= (arg as number)
        case '$lt':
          return (value as number) < (arg as number)
        case '$lte':
          return (value as number) <= (arg as number)
        default:
          throw new Error(`the MongoDB double does not read the filter operator ${op}`)
      }
    })
  })
}

/** An update (`$set`, `$push` with or without `$each`, `$setOnInsert`) or a replacement applied to a copy. */
export function applyUpdate(doc: Document, update: Document): Document {
  if (!Object.keys(update).some((k) => k.startsWith('$'))) return { _id: doc._id, ...update }
  const next: Document = { ...doc }
  for (const [op, fields] of Object.entries(update) as [string, Document][]) {
    for (const [key, arg] of Object.entries(fields)) {
      if (op === '$set' || op === '$setOnInsert') next[key] = arg
      else if (op === '$push') {
        const items: unknown[] = isOperators(arg) && '$each' in arg ? (arg.$each as unknown[]) : [arg]
        next[key] = [...((next[key] as unknown[] | undefined) ?? []), ...items]
      } else throw new Error(`the MongoDB double does not apply the update operator ${op}`)
    }
  }
  return next
}

/** A new document's fields from an upsert's query: its plain equalities. */
export function seedFromQuery(query: Document): Document {
  return Object.fromEntries(Object.entries(query).filter(([k, v]) => !k.startsWith('$') && !isOperators(v)))
}

/** Cosine similarity scaled to 0..1, as Atlas Vector Search scores a cosine index (`(1 + cos) / 2`). */
export function vectorSearchScore(a: readonly number[], b: readonly number[]): number {
  return (1 + cosine(a, b)) / 2
}
