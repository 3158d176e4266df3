import type { TFlowNode, TWebhookPayload } from '@unikflow/graph'
import {
  type TAgentflowContext,
  type TChatMessage,
  type TFlowMessage,
  type THumanDecision,
  toLangChain,
} from '@unikflow/nodes'
import { createNodeContext, type TContextRun, type TNodeSpot } from '../node-context'
import type { TRunTrace } from '../trace'

/** What every node of one Agentflow v2 run shares. */
export type TV2Run = TContextRun & {
  readonly trace: TRunTrace
  /** Earlier turns of the session (empty with Start's ephemeral memory); also the nodes' `history`. */
  readonly pastMessages: readonly TChatMessage[]
  readonly form: Readonly<Record<string, unknown>> | undefined
  readonly webhook: TWebhookPayload | undefined
}

/** The credential a stored node or a model config names (Flowise writes it under several keys). */
export function credentialIdIn(
  record: Readonly<Record<string, unknown>>,
  fallback?: string,
): string | undefined {
  for (const key of ['credential', 'FLOWISE_CREDENTIAL_ID', 'credentialId']) {
    const value = record[key]
    if (typeof value === 'string' && value) return value
  }
  return fallback || undefined
}

/**
 * Supplies the catalogue node `name` (a chat model, a tool) with `config` as its inputs, inside the v2
 * node that chose it: its calls count toward that node and stop with it.
 */
async function supplyNode(
  run: TV2Run,
  owner: TNodeSpot,
  name: string,
  config: Readonly<Record<string, unknown>>,
) {
  const loaded = await run.services.nodes.loadRuntime(name)
  const module = loaded?.kind === 'chatflow' ? loaded.module : undefined
  if (!module) throw new Error(`Node type ${name} cannot run here`)
  const ctx = createNodeContext(run, {
    ...owner,
    name,
    inputs: config,
    credentialId: credentialIdIn(config),
    answers: false,
  })
  const { runtime } = module
  // The v2 nodes use LangChain's objects: a stand-in is built (langchain-on-demand.ts).
  if (runtime.kind === 'supply') return toLangChain(await runtime.supply(ctx))
  if (runtime.supply) return toLangChain(await runtime.supply(ctx))
  throw new Error(`${name} supplies nothing`)
}

export function agentflowContext(
  run: TV2Run,
  node: TFlowNode,
  parts: {
    readonly inputs: Readonly<Record<string, unknown>>
    readonly signal: AbortSignal
    readonly state: Readonly<Record<string, unknown>>
    readonly runMessages: readonly TFlowMessage[]
    readonly streams: boolean
    readonly humanDecision: THumanDecision | undefined
    readonly resumeData: unknown
  },
): TAgentflowContext {
  const spot: TNodeSpot = {
    id: node.id,
    label: node.data.label ?? node.data.name,
    name: node.data.name,
    inputs: parts.inputs,
    output: undefined,
    credentialId: credentialIdIn(parts.inputs, node.data.credential),
    signal: parts.signal,
    answers: parts.streams,
    flow: { state: parts.state },
  }
  return {
    ...createNodeContext(run, spot),
    state: parts.state,
    runMessages: parts.runMessages,
    pastMessages: run.pastMessages,
    form: run.form,
    webhook: run.webhook,
    createModel: (name, config) => supplyNode(run, spot, name, config),
    createTool: (name, config) => supplyNode(run, spot, name, config),
    createNode: (name, config) => supplyNode(run, spot, name, config),
    humanDecision: parts.humanDecision,
    resumeData: parts.resumeData,
    executeFlow: run.services.executeFlow,
  }
}
