import type { TInputParam } from '../schema/input-param'
import type { TNodeData } from '../schema/node-data'

/** The node's input (param or anchor) with this handle id, or with this name. */
export function findInput(data: TNodeData, by: { id: string } | { name: string }): TInputParam | undefined {
  const match = 'id' in by ? (i: TInputParam) => i.id === by.id : (i: TInputParam) => i.name === by.name
  return data.inputAnchors.find(match) ?? data.inputParams.find(match)
}
