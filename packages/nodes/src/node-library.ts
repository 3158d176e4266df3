import type { TNodeDescriptor } from '@unikflow/graph'
import type { TAgentflowModule } from './agentflowv2/shared/v2-runtime'
import type { TNodeModule } from './runtime'

/** A node's runtime as the engine runs it: a chatflow node's, or an Agentflow v2 node's (its own executor). */
export type TLoadedRuntime =
  | { readonly kind: 'chatflow'; readonly module: TNodeModule }
  | { readonly kind: 'agentflowV2'; readonly module: TAgentflowModule }

/**
 * The node library the engine is handed (`TEngineServices.nodes`): every node type's descriptor and, loaded
 * on first use, its runtime, chatflow and Agentflow v2 nodes alike. The engine knows no node by name.
 */
export type TNodeLibrary = {
  readonly getNodeDescriptor: (name: string) => TNodeDescriptor | undefined
  readonly loadRuntime: (name: string) => Promise<TLoadedRuntime | undefined>
}
