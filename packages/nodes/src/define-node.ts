import type { TNodeDescriptor } from '@unikflow/graph'

/**
 * Declares a node type. The descriptor is plain data (canvas, server and engine read it); a runtime is
 * attached beside it later with `defineRuntime`, so adding one never changes the descriptor.
 */
export function defineNode<D extends TNodeDescriptor>(descriptor: D): D {
  return descriptor
}
