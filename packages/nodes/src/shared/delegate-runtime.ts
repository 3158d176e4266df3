import type { TNodeContext } from '../context'
import type { TNodeModule, TNodeRuntime } from '../runtime'
import { NodeInputError } from './read-inputs'

/**
 * What another node's runtime supplies for this node's context: Flowise's LlamaIndex variants take a subset
 * of the LangChain node's inputs, so that node's runtime builds the model. `renamed` maps this node's input
 * names to the other node's where they differ.
 */
export async function supplyAs(
  ctx: TNodeContext,
  load: () => Promise<{ default: TNodeModule }>,
  renamed: Readonly<Record<string, string>> = {},
): Promise<unknown> {
  const { runtime } = (await load()).default
  if (!runtime.supply) throw new Error(`${ctx.label}: the model it runs as supplies nothing`)
  const inputs = { ...ctx.inputs }
  for (const [own, theirs] of Object.entries(renamed)) if (own in inputs) inputs[theirs] = inputs[own]
  // The same context with the renamed inputs; its methods stay those of the run's context.
  const view: TNodeContext = Object.create(ctx, { inputs: { value: inputs } })
  return runtime.supply(view)
}

/**
 * A runtime that runs as another node's (Flowise's older names of nodes it renamed: MRKL agents are its
 * ReAct agents): the same context, answer and supplied object.
 */
export function runsAs(load: () => Promise<{ default: TNodeModule }>): TNodeRuntime {
  const other = async () => (await load()).default.runtime
  return {
    kind: 'execute',
    async execute(ctx) {
      const runtime = await other()
      if (runtime.kind !== 'execute') throw new Error(`${ctx.label}: the node it runs as does not answer`)
      return runtime.execute(ctx)
    },
    async supply(ctx) {
      const runtime = await other()
      if (!runtime.supply) throw new Error(`${ctx.label}: the node it runs as supplies nothing`)
      return runtime.supply(ctx)
    },
  }
}

/**
 * The runtime of a node Flowise itself stopped running (its flows still open): every run fails with a
 * message naming what to use instead.
 */
export function retiredRuntime(replacement: string): TNodeRuntime {
  const refuse = (ctx: TNodeContext) =>
    Promise.reject(new NodeInputError(`${ctx.label} no longer runs (Flowise retired it): use ${replacement}`))
  return { kind: 'execute', execute: refuse, supply: refuse }
}
