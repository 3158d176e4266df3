import type { TInputParam } from '@unikflow/graph'

/** One row of an Agentflow v2 `array` param, as Flowise stores it: the fields' values by name. */
export type ArrayRow = Record<string, unknown>

const isRow = (value: unknown): value is ArrayRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The rows of a stored value, or `undefined` when the form cannot show it (not a list of objects): the
 * canvas then keeps it as JSON text. Flowise stores a list; older saves and hand edits hold its JSON text.
 */
export function readArrayRows(value: unknown): ArrayRow[] | undefined {
  if (value === undefined || value === null || value === '') return []
  let list = value
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (!Array.isArray(list) || !list.every(isRow)) return undefined
  return list
}

/** A new row: every field at its declared default (Flowise starts a field without one empty). */
export function newArrayRow(fields: readonly TInputParam[]): ArrayRow {
  return Object.fromEntries(fields.map((field) => [field.name, field.default ?? '']))
}

/** The key beside a `loadConfig` field that holds the chosen component's own inputs (Flowise's name). */
export const configKeyOf = (fieldName: string) => `${fieldName}Config`

/**
 * Sets one field of one row; keys the form does not show stay as they were. A new choice in a
 * `loadConfig` field starts its config afresh, holding only the choice, as Flowise writes it.
 */
export function setArrayCell(
  rows: readonly ArrayRow[],
  index: number,
  field: TInputParam,
  value: unknown,
): ArrayRow[] {
  return rows.map((row, i) => {
    if (i !== index) return row
    const next: ArrayRow = { ...row, [field.name]: value }
    if (field.loadConfig === true && row[field.name] !== value) {
      const key = configKeyOf(field.name)
      if (typeof value === 'string' && value !== '') next[key] = { [field.name]: value }
      else delete next[key]
    }
    return next
  })
}

export const removeArrayRow = (rows: readonly ArrayRow[], index: number): ArrayRow[] =>
  rows.filter((_row, i) => i !== index)

/**
 * The config stored beside a `loadConfig` choice (`{ <field>: choice, ...inputs }`), when it belongs to
 * that choice; a config left from another choice reads as empty.
 */
export function choiceConfigOf(stored: unknown, fieldName: string, choice: string): ArrayRow {
  return isRow(stored) && stored[fieldName] === choice ? stored : {}
}

/** Whether a row field is shown: its `show` / `hide` conditions read the row (Flowise also names it `<array>[$index].<field>`). */
export function isRowFieldVisible(field: TInputParam, row: ArrayRow): boolean {
  const holds = (condition: Record<string, unknown>) =>
    Object.entries(condition).every(([key, expected]) => {
      const actual = row[key.replace(/^.*\[\$index\]\./, '')]
      const wanted = Array.isArray(expected) ? expected : [expected]
      return wanted.some((w) =>
        typeof w === 'string' && typeof actual === 'string' && w.startsWith('^')
          ? safeTest(w, actual)
          : w === actual,
      )
    })
  if (field.hidden) return false
  if (field.show && !holds(field.show)) return false
  if (field.hide && holds(field.hide)) return false
  return true
}

function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text)
  } catch {
    return false
  }
}
