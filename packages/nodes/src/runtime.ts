import type { TNodeDescriptor } from '@unikflow/graph'
import type { TNodeAnswer, TNodeContext } from './context'

/**
 * How a node runs (docs/conventions.md#node-runtimes-execute-or-supply). Root nodes `execute` and produce the answer; sub-nodes (models,
 * memory, tools, retrievers …) `supply` the object their consumer uses. A root node placed in the
 * middle of a flow (an LLM chain feeding a prompt) also `supply`s what its chosen output offers.
 */
export type TNodeRuntime<TContext = TNodeContext> = (
  | {
      readonly kind: 'execute'
      readonly execute: (ctx: TContext) => Promise<TNodeAnswer>
      readonly supply?: (ctx: TContext) => Promise<unknown>
    }
  | { readonly kind: 'supply'; readonly supply: (ctx: TContext) => Promise<unknown> }
) & {
  /**
   * Loads what the first run would load (LangChain modules, token ranks), so the first prediction after a
   * start does not pay for it: the server calls it in the background for the nodes stored flows use.
   */
  readonly warm?: () => Promise<unknown>
  /**
   * For a node that supplies a stand-in (`LangChainOnDemand`): what building its LangChain object loads,
   * warmed only when a stored flow has a node that would need it built.
   */
  readonly warmLangChain?: () => Promise<unknown>
  /**
   * The node takes stand-ins (`LangChainOnDemand`) as they are, building them itself when it needs
   * LangChain's objects; every other node gets its inputs built by the engine.
   */
  readonly takesStandIns?: boolean
}

export type TNodeModule<TContext = TNodeContext> = {
  readonly descriptor: TNodeDescriptor
  readonly runtime: TNodeRuntime<TContext>
}

/** Pairs a descriptor with its runtime, in the node's own folder. */
export function defineRuntime<TContext = TNodeContext>(
  descriptor: TNodeDescriptor,
  runtime: TNodeRuntime<TContext>,
): TNodeModule<TContext> {
  return { descriptor, runtime }
}
