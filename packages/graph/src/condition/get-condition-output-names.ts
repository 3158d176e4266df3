import { IssueCodes, type TIssue } from '../issue'
import { err, ok, type Result } from '../result'

export const ConditionModes = { Table: 'table', Code: 'code' } as const
export type TConditionMode = (typeof ConditionModes)[keyof typeof ConditionModes]

/** The product's alert texts (docs/product.md#validation). */
export const ConditionMessages = {
  [IssueCodes.ConditionVariableMissing]:
    'Please specify a Variable. Try connecting Condition node to a previous node and select the variable',
  [IssueCodes.ConditionOutputMissing]: 'Please specify an Output Name',
  [IssueCodes.ConditionOperationMissing]: 'Please select an operation for the condition',
  [IssueCodes.ConditionEmpty]: 'Please add an item for the condition',
  [IssueCodes.ConditionReturnMissing]:
    'Please add a return statement in the condition code to define the output. You can refer to How to Use for more information.',
} as const

type TConditionIssueCode = keyof typeof ConditionMessages

const issue = (code: TConditionIssueCode): Result<never, TIssue[]> =>
  err([{ code, message: ConditionMessages[code] }])

function parseRows(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value !== 'string' || value.trim() === '') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

const field = (row: unknown, key: string): string => {
  if (row === null || typeof row !== 'object') return ''
  const v: unknown = Object.getOwnPropertyDescriptor(row, key)?.value
  return typeof v === 'string' ? v : ''
}

/**
 * The outputs a condition offers. Table mode: each row's output name, then `End`. Code mode: every
 * string the code returns (`return "Agent"`).
 */
export function getConditionOutputNames(value: unknown, mode: TConditionMode): Result<string[], TIssue[]> {
  if (mode === ConditionModes.Code) {
    const names = [...String(value ?? '').matchAll(/return\s+(['"`])(.*?)\1/g)].map((m) => m[2] ?? '')
    const unique = [...new Set(names.filter((n) => n.length > 0))]
    return unique.length > 0 ? ok(unique) : issue(IssueCodes.ConditionReturnMissing)
  }
  const rows = parseRows(value)
  if (rows.length === 0) return issue(IssueCodes.ConditionEmpty)
  const names: string[] = []
  for (const row of rows) {
    if (!field(row, 'variable')) return issue(IssueCodes.ConditionVariableMissing)
    if (!field(row, 'output')) return issue(IssueCodes.ConditionOutputMissing)
    if (!field(row, 'operation')) return issue(IssueCodes.ConditionOperationMissing)
    names.push(field(row, 'output'))
  }
  return ok([...new Set([...names, 'End'])])
}
