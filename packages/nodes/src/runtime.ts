import type { TNodeDescriptor } from '@unikflow/graph'

/**
 * How a node runs (STYLE habit 5). Root nodes `execute` and produce the answer; sub-nodes (models,
 * memory, tools, retrievers …) `supply` the object their consumer uses. The context type belongs to
 * the engine, hence the parameter.
 */
export type TNodeRuntime<TContext = unknown> =
  | { readonly kind: 'execute'; readonly execute: (ctx: TContext) => Promise<unknown> }
  | { readonly kind: 'supply'; readonly supply: (ctx: TContext) => Promise<unknown> }

export type TNodeModule<TContext = unknown> = {
  readonly descriptor: TNodeDescriptor
  readonly runtime: TNodeRuntime<TContext>
}

/** Pairs a descriptor with its runtime, in the node's own folder. */
export function defineRuntime<TContext>(
  descriptor: TNodeDescriptor,
  runtime: TNodeRuntime<TContext>,
): TNodeModule<TContext> {
  return { descriptor, runtime }
}
