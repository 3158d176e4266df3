import { clone } from '../clone'
import type { TNodeDescriptor, TNodeInputs } from '../schema/node-descriptor'

/** Every declared input with its default, or `''` as Flowise writes an empty input. */
export function getDefaultInputs(descriptor: TNodeDescriptor): TNodeInputs {
  const inputs: TNodeInputs = {}
  for (const input of descriptor.inputs) inputs[input.name] = clone(input.default) ?? ''
  return inputs
}
