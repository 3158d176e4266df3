import { makeHandleId } from '../handle-id'
import { CredentialParamType, HandleDirections, InputKinds, classifyInput } from '../input-kinds'
import type { TInputParam } from '../schema/input-param'
import type { TNodeDescriptor } from '../schema/node-descriptor'

/** Splits a descriptor's inputs into the node's params and anchors, each with its handle id. */
export function buildInputHandles(
  descriptor: TNodeDescriptor,
  nodeId: string,
): { inputParams: TInputParam[]; inputAnchors: TInputParam[] } {
  const inputParams: TInputParam[] = []
  const inputAnchors: TInputParam[] = []
  if (descriptor.credential) {
    const { credentialNames, optional, label } = descriptor.credential
    inputParams.push({
      label: label ?? 'Connect Credential',
      name: 'credential',
      type: CredentialParamType,
      credentialNames: [...credentialNames],
      ...(optional ? { optional } : {}),
      id: makeHandleId(nodeId, HandleDirections.Input, 'credential', CredentialParamType),
    })
  }
  for (const input of descriptor.inputs) {
    const withId: TInputParam = {
      ...input,
      id: makeHandleId(nodeId, HandleDirections.Input, input.name, input.type),
    }
    if (classifyInput(input.type) === InputKinds.Param) inputParams.push(withId)
    else inputAnchors.push(withId)
  }
  return { inputParams, inputAnchors }
}
