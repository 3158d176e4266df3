import { isRecord } from './fake-json-server'

/** A `where` Chroma would answer 400 to. */
export class BadChromaWhere extends Error {}

type TScalar = string | number | boolean

const isScalar = (v: unknown): v is TScalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

function onlyEntry(where: Record<string, unknown>): [string, unknown] {
  const entries = Object.entries(where)
  const [first] = entries
  if (entries.length !== 1 || !first)
    throw new BadChromaWhere(`Expected where to have exactly one operator, got ${JSON.stringify(where)}`)
  return first
}

function compare(op: string, actual: TScalar, operand: unknown): boolean {
  switch (op) {
    case '$eq':
    case '$ne': {
      if (!isScalar(operand)) throw new BadChromaWhere(`${op} takes a string, number or boolean`)
      return (actual === operand) === (op === '$eq')
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      if (typeof operand !== 'number') throw new BadChromaWhere(`${op} takes a number`)
      if (typeof actual !== 'number') return false
      if (op === '$gt') return actual > operand
      if (op === '$gte') return actual >= operand
      if (op === '$lt') return actual < operand
      return actual <= operand
    }
    case '$in':
    case '$nin': {
      if (!Array.isArray(operand) || !operand.every(isScalar))
        throw new BadChromaWhere(`${op} takes a list of strings, numbers or booleans`)
      return operand.includes(actual) === (op === '$in')
    }
    default:
      throw new BadChromaWhere(`unknown operator ${op}`)
  }
}

/**
 * Chroma's metadata `where`: one key per level, either `$and` / `$or` over two or more expressions or a
 * metadata key with a value (equality) or one operator (`$eq $ne $gt $gte $lt $lte $in $nin`). A row
 * without the key matches no comparison. Every part is evaluated, so a malformed one always fails.
 */
export function matchesChromaWhere(metadata: Record<string, unknown>, where: unknown): boolean {
  if (!isRecord(where)) throw new BadChromaWhere('where must be an object')
  const [key, value] = onlyEntry(where)
  if (key === '$and' || key === '$or') {
    if (!Array.isArray(value) || value.length < 2)
      throw new BadChromaWhere(
        `Expected where value for ${key} to be a list of at least two where expressions`,
      )
    const results = value.map((w) => matchesChromaWhere(metadata, w))
    return key === '$and' ? results.every(Boolean) : results.some(Boolean)
  }
  if (key.startsWith('$')) throw new BadChromaWhere(`unknown operator ${key}`)
  const [op, operand] = isRecord(value) ? onlyEntry(value) : ['$eq', value]
  const actual = metadata[key]
  // Compared even for a row without the key, so a malformed operand fails whatever the rows are.
  const result = compare(op, isScalar(actual) ? actual : '', operand)
  return isScalar(actual) && result
}
