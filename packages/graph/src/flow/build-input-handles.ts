import { makeHandleId } from '../handle-id'
import { CredentialParamType, HandleDirections, InputKinds, classifyInput } from '../input-kinds'
import type { TInputParam } from '../schema/input-param'
import type { TNodeDescriptor } from '../schema/node-descriptor'

/** The label of a node's credential param when its descriptor gives none (Flowise's). */
export const DEFAULT_CREDENTIAL_LABEL = 'Connect Credential'

/** Splits a descriptor's inputs into the node's params and anchors, each with its handle id. */
export function buildInputHandles(
  descriptor: TNodeDescriptor,
  nodeId: string,
): { inputParams: TInputParam[]; inputAnchors: TInputParam[] } {
  const inputParams: TInputParam[] = []
  const inputAnchors: TInputParam[] = []
  if (descriptor.credential) {
    const { credentialNames, optional, optionalWhenSet, label } = descriptor.credential
    inputParams.push({
      label: label ?? DEFAULT_CREDENTIAL_LABEL,
      name: 'credential',
      type: CredentialParamType,
      credentialNames: [...credentialNames],
      ...(optional ? { optional } : {}),
      ...(optionalWhenSet ? { optionalWhenSet } : {}),
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
