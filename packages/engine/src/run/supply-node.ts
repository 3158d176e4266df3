import { toLangChain } from '@unikflow/nodes'
import { createGuardedFetch } from '../guard/guarded-fetch'
import { parseAllowlist } from '../guard/allowlist'
import { DEFAULT_MODEL_TIMEOUTS, ModelWatch } from './model-watch'
import { modelGuardOf } from './model-http'
import { createNodeContext, type TContextRun } from './node-context'
import type { TEngineServices } from './services'
import type { TNodeUsage } from './trace'

export type TSupplyNodeOptions = {
  /** A catalogue node that supplies an object (an embeddings node, a chat model …). */
  readonly name: string
  readonly inputs: Readonly<Record<string, unknown>>
  readonly credentialId?: string | undefined
  readonly flowId: string
  readonly services: TEngineServices
  readonly signal: AbortSignal
  /** Receives the tokens the supplied model counts. */
  readonly onUsage?: (usage: TNodeUsage) => void
}

/**
 * The object one catalogue node supplies, outside any flow (what a host needs of an embeddings node,
 * for instance): the node's own runtime with the same guarded fetch, model timeouts and credential
 * handling as in a run. Its inputs are taken as given (no `{{…}}` references).
 */
export async function supplyNode(options: TSupplyNodeOptions): Promise<unknown> {
  const { services, signal } = options
  const loaded = await services.nodes.loadRuntime(options.name)
  const module = loaded?.kind === 'chatflow' ? loaded.module : undefined
  if (!module) throw new Error(`Node type ${options.name} cannot run here`)
  const allowlist = parseAllowlist(services.allowPrivateHosts)
  const run: TContextRun = {
    question: '',
    history: [],
    chatId: options.flowId,
    sessionId: undefined,
    flowId: options.flowId,
    uploads: [],
    isUpsert: false,
    services,
    vars: {},
    flowVars: { chatflowId: options.flowId },
    fetch: createGuardedFetch({ allowlist, signal, maxResponseBytes: services.maxResponseBytes }),
    allowlist,
    models: new ModelWatch(signal, services.modelTimeouts ?? DEFAULT_MODEL_TIMEOUTS, modelGuardOf(services)),
    recordUsage: (usage) => options.onUsage?.(usage),
    streaming: false,
    emitToken: () => undefined,
  }
  const ctx = createNodeContext(run, {
    id: options.name,
    label: options.name,
    name: options.name,
    inputs: options.inputs,
    output: undefined,
    credentialId: options.credentialId,
    signal,
    answers: false,
  })
  const { runtime } = module
  // A host takes LangChain's objects: a stand-in is built (langchain-on-demand.ts).
  if (runtime.kind === 'supply') return toLangChain(await runtime.supply(ctx))
  if (runtime.supply) return toLangChain(await runtime.supply(ctx))
  throw new Error(`${options.name} supplies nothing`)
}
