import type { TConditionRow } from '@unikflow/nodes'

/** What a condition row's variable can name: the last answer (and its JSON), the question, or the state. */
export type TConditionScope = {
  readonly output: string
  /** A structured answer (Condition Agent with JSON Structured Output). */
  readonly json?: Readonly<Record<string, unknown>> | undefined
  readonly input: string
  /** The custom state, and `messages` as `{ role, name, content }`. */
  readonly state: Readonly<Record<string, unknown>>
}

/** `a.b[0].c`, with negative indices counting from the end (Flowise's `messages[-1]`). */
export function readPath(root: unknown, path: string): unknown {
  const parts = path.match(/[^.[\]]+/g) ?? []
  let value = root
  for (const part of parts) {
    if (Array.isArray(value)) {
      const n = Number(part)
      value = part === 'length' ? value.length : Number.isInteger(n) ? value.at(n) : undefined
    } else if (value !== null && typeof value === 'object') {
      value = Object.entries(value).find(([k]) => k === part)?.[1]
    } else return undefined
  }
  return value
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value)

/**
 * `$flow.output.content` (or `$flow.output`): the last message; `$flow.output.<key>`: a key of a structured
 * answer; `$flow.input`: the question; `$flow.state.<path>`: a state value. Anything else is compared as written.
 */
export function readVariable(variable: string, scope: TConditionScope): string {
  const name = variable.trim().replace(/^\{\{\s*|\s*\}\}$/g, '')
  if (name === '$flow.output' || (name === '$flow.output.content' && scope.json?.content === undefined))
    return scope.output
  if (name.startsWith('$flow.output.'))
    return asText(readPath(scope.json, name.slice('$flow.output.'.length)))
  if (name === '$flow.input') return scope.input
  if (name.startsWith('$flow.state.')) return asText(readPath(scope.state, name.slice('$flow.state.'.length)))
  return name
}

const number = (text: string): number | undefined => {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(n) ? n : undefined
}

/** The row operations of the Condition node's table (text operations ignore case). */
export function holds(operation: string, actual: string, expected: string): boolean {
  const a = actual.toLowerCase()
  const e = expected.toLowerCase()
  const compare = (test: (x: number, y: number) => boolean) => {
    const x = number(actual)
    const y = number(expected)
    return x !== undefined && y !== undefined && test(x, y)
  }
  switch (operation) {
    case 'Contains':
      return a.includes(e)
    case 'Not Contains':
      return !a.includes(e)
    case 'Start With':
      return a.startsWith(e)
    case 'End With':
      return a.endsWith(e)
    case 'Is':
      return a.trim() === e.trim()
    case 'Is Not':
      return a.trim() !== e.trim()
    case 'Is Empty':
      return a.trim() === ''
    case 'Is Not Empty':
      return a.trim() !== ''
    case 'Greater Than':
      return compare((x, y) => x > y)
    case 'Less Than':
      return compare((x, y) => x < y)
    case 'Equal To':
      return compare((x, y) => x === y)
    case 'Not Equal To':
      return compare((x, y) => x !== y)
    case 'Greater Than or Equal To':
      return compare((x, y) => x >= y)
    case 'Less Than or Equal To':
      return compare((x, y) => x <= y)
    default:
      return false
  }
}

/** The output the table picks: the first row that holds, else `End`. */
export function pickTableOutput(rows: readonly TConditionRow[], scope: TConditionScope): string {
  const row = rows.find((r) => holds(r.operation, readVariable(r.variable, scope), r.value))
  return row ? row.output : 'End'
}
