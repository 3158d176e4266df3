import { isRecord } from './fake-json-server'

/** A filter Qdrant would answer 400 to (or one this double does not know). */
export class BadQdrantFilter extends Error {}

type TFilterPoint = { id: string; payload: Record<string, unknown> }

const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v])

/** The values at a payload path (`metadata.source`, `metadata.tags[]`); arrays count element by element. */
function valuesAt(payload: Record<string, unknown>, key: string): unknown[] {
  let found: unknown[] = [payload]
  for (const part of key.split('.')) {
    const name = part.endsWith('[]') ? part.slice(0, -2) : part
    found = found
      .flatMap((v) => (isRecord(v) && Object.hasOwn(v, name) ? [v[name]] : []))
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
  }
  return found
}

function matchValue(values: unknown[], match: Record<string, unknown>): boolean {
  if ('value' in match) return values.some((v) => v === match.value)
  if (Array.isArray(match.any)) return values.some((v) => list(match.any).includes(v))
  if (Array.isArray(match.except))
    return values.length > 0 && values.every((v) => !list(match.except).includes(v))
  const text = match.text
  if (typeof text === 'string') return values.some((v) => typeof v === 'string' && v.includes(text))
  throw new BadQdrantFilter(`unknown match ${JSON.stringify(match)}`)
}

function inRange(v: unknown, range: Record<string, unknown>): boolean {
  if (typeof v !== 'number') return false
  const bound = (k: string) => (typeof range[k] === 'number' ? range[k] : undefined)
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')]
  return (
    (gt === undefined || v > gt) &&
    (gte === undefined || v >= gte) &&
    (lt === undefined || v < lt) &&
    (lte === undefined || v <= lte)
  )
}

function keyOf(c: unknown): string {
  if (isRecord(c) && typeof c.key === 'string') return c.key
  throw new BadQdrantFilter(`a condition without a key: ${JSON.stringify(c)}`)
}

function matchCondition(point: TFilterPoint, c: unknown): boolean {
  if (!isRecord(c)) throw new BadQdrantFilter(`a condition must be an object: ${JSON.stringify(c)}`)
  if ('must' in c || 'should' in c || 'must_not' in c) return matchesQdrantFilter(point, c)
  if ('has_id' in c) return list(c.has_id).map(String).includes(point.id)
  if ('is_empty' in c) return valuesAt(point.payload, keyOf(c.is_empty)).every((v) => v === null)
  if ('is_null' in c) return valuesAt(point.payload, keyOf(c.is_null)).some((v) => v === null)
  const values = valuesAt(point.payload, keyOf(c))
  if (isRecord(c.match)) return matchValue(values, c.match)
  const range = c.range
  if (isRecord(range)) return values.some((v) => inRange(v, range))
  throw new BadQdrantFilter(`unknown condition ${JSON.stringify(c)}`)
}

/**
 * Qdrant's filter clauses: every `must`, at least one `should` (when any), no `must_not`. Conditions: a
 * payload key (dotted for nested objects, as `metadata.source`) with `match` (`value`, `any`, `except`,
 * `text`) or `range`, `is_empty`, `is_null`, `has_id`, or a nested filter. Every condition is evaluated,
 * so a malformed one fails even after the result is decided.
 */
export function matchesQdrantFilter(point: TFilterPoint, filter: unknown): boolean {
  if (filter === undefined || filter === null) return true
  if (!isRecord(filter)) throw new BadQdrantFilter('the filter must be an object')
  const unknown = Object.keys(filter).filter((k) => !['must', 'should', 'must_not'].includes(k))
  if (unknown.length > 0) throw new BadQdrantFilter(`unknown filter field ${unknown.join(', ')}`)
  const must = list(filter.must).map((c) => matchCondition(point, c))
  const should = list(filter.should).map((c) => matchCondition(point, c))
  const mustNot = list(filter.must_not).map((c) => matchCondition(point, c))
  return must.every(Boolean) && (should.length === 0 || should.some(Boolean)) && !mustNot.some(Boolean)
}
