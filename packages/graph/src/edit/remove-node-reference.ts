import { makeNodeReference } from '../node-reference'
import type { TNodeData } from '../schema/node-data'
import { findInput } from '../flow/find-input'

/**
 * The value `inputName` keeps once `sourceNodeId` no longer feeds it: a list input loses the reference,
 * a variable-accepting input loses the placeholder text, any other input is emptied.
 */
export function removeNodeReference(data: TNodeData, inputName: string, sourceNodeId: string): unknown {
  const input = findInput(data, { name: inputName })
  const value = data.inputs[inputName]
  const reference = makeNodeReference(sourceNodeId)
  if (input?.acceptVariable && typeof value === 'string') return value.split(reference).join('')
  if (input?.list) {
    if (Array.isArray(value))
      return value.filter((item) => !(typeof item === 'string' && item.includes(reference)))
    return value === reference ? '' : value
  }
  return ''
}
