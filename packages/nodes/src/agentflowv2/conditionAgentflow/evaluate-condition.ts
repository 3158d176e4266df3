import { textOf } from '../shared/v2-read'

const isEmpty = (value: string) => value.trim() === ''

function compareNumbers(operation: string, a: number, b: number): boolean {
  switch (operation) {
    case 'smaller':
      return a < b
    case 'smallerEqual':
      return a <= b
    case 'equal':
      return a === b
    case 'notEqual':
      return a !== b
    case 'larger':
      return a > b
    case 'largerEqual':
      return a >= b
    default:
      return false
  }
}

function compareStrings(operation: string, a: string, b: string): boolean {
  switch (operation) {
    case 'contains':
      return a.toLowerCase().includes(b.toLowerCase())
    case 'notContains':
      return !a.toLowerCase().includes(b.toLowerCase())
    case 'endsWith':
      return a.endsWith(b)
    case 'startsWith':
      return a.startsWith(b)
    case 'equal':
      return a === b
    case 'notEqual':
      return a !== b
    case 'regex':
      try {
        return new RegExp(b).test(a)
      } catch {
        return false
      }
    default:
      return false
  }
}

const asBoolean = (value: unknown) => value === true || textOf(value).trim().toLowerCase() === 'true'

/** Whether one condition row holds (`type` string, number or boolean, with Flowise's operations). */
export function evaluateCondition(row: Record<string, unknown>): boolean {
  const operation = textOf(row.operation) || 'equal'
  const a = textOf(row.value1).trim()
  const b = textOf(row.value2).trim()
  if (operation === 'isEmpty') return isEmpty(a)
  if (operation === 'notEmpty') return !isEmpty(a)
  const type = textOf(row.type) || 'string'
  if (type === 'boolean') {
    const same = asBoolean(row.value1) === asBoolean(row.value2)
    return operation === 'notEqual' ? !same : same
  }
  if (type === 'number') {
    const x = Number(a)
    const y = Number(b)
    return Number.isFinite(x) && Number.isFinite(y) && compareNumbers(operation, x, y)
  }
  return compareStrings(operation, a, b)
}
