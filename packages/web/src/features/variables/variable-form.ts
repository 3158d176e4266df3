import { VARIABLE_NAME_PATTERN } from '@unikflow/graph'

export const VARIABLE_NAME_MAX = 255
export const VARIABLE_VALUE_MAX = 100_000

export type TVariableNameError = 'required' | 'invalid' | 'maxLength'

/** Flows read a variable as `$vars.<name>`, so the name must be a JavaScript identifier. */
export function variableNameError(name: string): TVariableNameError | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'required'
  if (trimmed.length > VARIABLE_NAME_MAX) return 'maxLength'
  if (!VARIABLE_NAME_PATTERN.test(trimmed)) return 'invalid'
  return null
}

/** How a flow's text inputs refer to the variable. */
export function variableUsage(name: string): string {
  return `{{$vars.${name}}}`
}
