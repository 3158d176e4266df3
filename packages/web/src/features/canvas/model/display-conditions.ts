import type { TDisplayCondition, TInputParam, TNodeData } from '@unikflow/graph'

function matches(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected)) return expected.some((e) => matches(e, actual))
  if (Array.isArray(actual)) return actual.some((a) => matches(expected, a))
  if (typeof expected === 'string' && typeof actual === 'string' && expected.startsWith('^')) {
    try {
      return new RegExp(expected).test(actual)
    } catch {
      return false
    }
  }
  return expected === actual
}

/** Flowise writes `$NODE_ID` inside condition keys; it stands for the node's own id. */
function resolveKey(key: string, nodeId: string): string {
  return key.replaceAll('$NODE_ID', nodeId)
}

function holds(condition: TDisplayCondition, data: Pick<TNodeData, 'id' | 'inputs'>): boolean {
  return Object.entries(condition).every(([key, expected]) =>
    matches(expected, data.inputs[resolveKey(key, data.id)]),
  )
}

/** Whether an input is shown: every `show` condition holds and not every `hide` condition does. */
export function isInputVisible(input: TInputParam, data: Pick<TNodeData, 'id' | 'inputs'>): boolean {
  if (input.hidden) return false
  if (input.show && !holds(input.show, data)) return false
  if (input.hide && holds(input.hide, data)) return false
  return true
}
