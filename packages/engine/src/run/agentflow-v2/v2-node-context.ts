import type { TFlowNode } from '@unikflow/graph'
import {
  loadNodeRuntime,
  type TAgentflowContext,
  type TChatMessage,
  type TFetch,
  type TFlowMessage,
  type THumanDecision,
  type TNodeContext,
  type TUpload,
} from '@unikflow/nodes'
import { resolveGuardedHost } from '../../guard/guarded-fetch'
import type { TAllowlist } from '../../guard/allowlist'
import { runUserCode } from '../../sandbox/run-user-code'
import type { ModelWatch } from '../model-watch'
import type { TEngineServices } from '../services'
import type { TRunTrace } from '../trace'

/** What every node of one Agentflow v2 run shares. */
export type TV2Run = {
  readonly question: string
  readonly chatId: string
  readonly sessionId: string | undefined
  readonly flowId: string
  readonly uploads: readonly TUpload[]
  readonly services: TEngineServices
  readonly vars: Record<string, string>
  readonly flowVars: Record<string, string>
  readonly fetch: TFetch
  readonly allowlist: TAllowlist
  readonly models: ModelWatch
  readonly trace: TRunTrace
  readonly pastMessages: readonly TChatMessage[]
  readonly form: Readonly<Record<string, unknown>> | undefined
  emitToken(token: string): void
  readonly streaming: boolean
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

type TNodeSpot = {
  readonly id: string
  readonly label: string
  readonly name: string
  readonly inputs: Readonly<Record<string, unknown>>
  readonly credentialId: string | undefined
  readonly signal: AbortSignal
  readonly state: Readonly<Record<string, unknown>>
  readonly streams: boolean
}

/** The plain node context for `spot`: the same host capabilities the chatflow engine gives a node. */
function baseContext(run: TV2Run, spot: TNodeSpot): TNodeContext {
  const { services } = run
  return {
    nodeId: spot.id,
    label: spot.label,
    nodeName: spot.name,
    inputs: spot.inputs,
    output: undefined,
    isEnding: spot.streams,
    question: run.question,
    history: run.pastMessages,
    chatId: run.chatId,
    sessionId: run.sessionId,
    flowId: run.flowId,
    uploads: run.uploads,
    signal: spot.signal,
    logger: services.logger,
    memoryStore: services.memoryStore,
    vars: run.vars,
    getCredential: async () => (spot.credentialId ? services.getCredential(spot.credentialId) : {}),
    getTool: (id) => services.getTool(id),
    ...(services.documentStores ? { documentStores: services.documentStores } : {}),
    ...(services.fileWorkspace ? { fileWorkspace: services.fileWorkspace } : {}),
    ...(services.unikFilesDir ? { unikFilesDir: services.unikFilesDir } : {}),
    fetch: run.fetch,
    resolveHost: (host) => resolveGuardedHost(host, { allowlist: run.allowlist }),
    mcpStdioCommands: services.mcpStdioCommands ?? [],
    modelFetch: (timeoutMs) => run.models.fetchFor(spot.label, timeoutMs),
    recordUsage: (usage) => run.trace.usage.push({ nodeId: spot.id, ...usage }),
    runCode: (code, opts) =>
      runUserCode(code, {
        inputs: opts?.inputs ?? {},
        vars: run.vars,
        flow: { ...run.flowVars, state: spot.state },
        timeoutMs: opts?.timeoutMs ?? services.sandbox?.timeoutMs,
        memoryLimitBytes: services.sandbox?.memoryLimitBytes,
        fetch: run.fetch,
      }),
    isStreaming: spot.streams && run.streaming,
    emitToken: (token) => {
      if (spot.streams) run.emitToken(token)
    },
  }
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
  const module = await loadNodeRuntime(name)
  if (!module) throw new Error(`Node type ${name} cannot run here`)
  const ctx = baseContext(run, {
    ...owner,
    name,
    inputs: config,
    credentialId: credentialIdIn(config),
    streams: false,
  })
  const { runtime } = module
  if (runtime.kind === 'supply') return runtime.supply(ctx)
  if (runtime.supply) return runtime.supply(ctx)
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
    credentialId: credentialIdIn(parts.inputs, node.data.credential),
    signal: parts.signal,
    state: parts.state,
    streams: parts.streams,
  }
  return {
    ...baseContext(run, spot),
    state: parts.state,
    runMessages: parts.runMessages,
    pastMessages: run.pastMessages,
    form: run.form,
    createModel: (name, config) => supplyNode(run, spot, name, config),
    createTool: (name, config) => supplyNode(run, spot, name, config),
    createNode: (name, config) => supplyNode(run, spot, name, config),
    humanDecision: parts.humanDecision,
    resumeData: parts.resumeData,
    executeFlow: run.services.executeFlow,
  }
}
