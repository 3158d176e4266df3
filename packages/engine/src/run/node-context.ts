import type { TChatMessage, TFetch, TNodeContext, TUpload } from '@unikflow/nodes'
import type { TAllowlist } from '../guard/allowlist'
import { resolveGuardedHost } from '../guard/guarded-fetch'
import { runUserCode } from '../sandbox/run-user-code'
import type { ModelWatch } from './model-watch'
import type { TEngineServices } from './services'
import type { TNodeUsage } from './trace'

/**
 * What every node of one run shares: the question and session, the host's services, the run's guarded
 * fetch and model watch, where the trace counts tokens. Chatflows, Agentflow v2 and the node test harness build it once per run.
 */
export type TContextRun = {
  readonly question: string
  /** Earlier turns of the session, as the nodes see them. */
  readonly history: readonly TChatMessage[]
  readonly chatId: string
  readonly sessionId: string | undefined
  readonly flowId: string
  readonly uploads: readonly TUpload[]
  readonly isUpsert: boolean
  readonly services: TEngineServices
  readonly vars: Readonly<Record<string, string>>
  /** `$flow` of user code: sessionId, chatId, chatflowId, input. */
  readonly flowVars: Readonly<Record<string, string>>
  readonly fetch: TFetch
  readonly allowlist: TAllowlist
  readonly models: ModelWatch
  /** Counts a model call's tokens toward the node that built the model (the run's trace). */
  recordUsage(usage: TNodeUsage): void
  /** True when the caller listens for tokens. */
  readonly streaming: boolean
  /** Streams a token of the answer to the caller (only the answering node's). */
  emitToken(token: string): void
}

/** One node about to run in that run. */
export type TNodeSpot = {
  readonly id: string
  readonly label: string
  readonly name: string
  readonly inputs: Readonly<Record<string, unknown>>
  /** The output anchor chosen on the canvas, when the node offers several. */
  readonly output: string | undefined
  readonly credentialId: string | undefined
  readonly signal: AbortSignal
  /** The node's answer is the run's answer: its tokens stream. */
  readonly answers: boolean
  /** Added to `$flow` of the node's user code (Agentflow v2 adds its flow state). */
  readonly flow?: Readonly<Record<string, unknown>>
}

/** Each run's Set Variable values, made on first use (every node of a run shares its `run`). */
const runVariables = new WeakMap<TContextRun, Map<string, unknown>>()
function variablesOf(run: TContextRun): Map<string, unknown> {
  let variables = runVariables.get(run)
  if (!variables) runVariables.set(run, (variables = new Map()))
  return variables
}

/** The context a node runtime gets (docs/conventions.md#nodes-get-a-context). */
export function createNodeContext(run: TContextRun, spot: TNodeSpot): TNodeContext {
  const { services } = run
  const flow = spot.flow ? { ...run.flowVars, ...spot.flow } : run.flowVars
  return {
    nodeId: spot.id,
    label: spot.label,
    nodeName: spot.name,
    inputs: spot.inputs,
    output: spot.output,
    isEnding: spot.answers,
    question: run.question,
    history: run.history,
    chatId: run.chatId,
    sessionId: run.sessionId,
    flowId: run.flowId,
    uploads: run.uploads,
    signal: spot.signal,
    logger: services.logger,
    memoryStore: services.memoryStore,
    vars: run.vars,
    runVariables: variablesOf(run),
    getCredential: async () => (spot.credentialId ? services.getCredential(spot.credentialId) : {}),
    getTool: (id) => services.getTool(id),
    ...(services.documentStores ? { documentStores: services.documentStores } : {}),
    ...(services.agentThreads ? { agentThreads: services.agentThreads } : {}),
    ...(services.executeFlow ? { executeFlow: services.executeFlow } : {}),
    ...(services.assistants ? { assistants: services.assistants } : {}),
    ...(services.documentStream ? { documentStream: services.documentStream } : {}),
    ...(services.fileWorkspace ? { fileWorkspace: services.fileWorkspace } : {}),
    ...(services.fileWorkspaceQuotaBytes
      ? { fileWorkspaceQuotaBytes: services.fileWorkspaceQuotaBytes }
      : {}),
    ...(services.sqlQueryTimeoutMs ? { sqlQueryTimeoutMs: services.sqlQueryTimeoutMs } : {}),
    ...(services.awsDefaultCredentials ? { awsDefaultCredentials: true } : {}),
    ...(services.unikFilesDir ? { unikFilesDir: services.unikFilesDir } : {}),
    ...(services.chatFiles ? { chatFiles: services.chatFiles } : {}),
    isUpsert: run.isUpsert,
    fetch: run.fetch,
    resolveHost: (host) => resolveGuardedHost(host, { allowlist: run.allowlist }),
    ...(services.mcpStdio ? { mcpStdio: services.mcpStdio } : {}),
    modelFetch: (timeoutMs) => run.models.fetchFor(spot.label, timeoutMs),
    modelStream: (timeoutMs) => run.models.streamFor(spot.label, timeoutMs),
    recordUsage: (usage) => run.recordUsage({ nodeId: spot.id, ...usage }),
    runCode: (code, opts) =>
      runUserCode(code, {
        inputs: opts?.inputs ?? {},
        vars: run.vars,
        flow,
        timeoutMs: opts?.timeoutMs ?? services.sandbox?.timeoutMs,
        memoryLimitBytes: services.sandbox?.memoryLimitBytes,
        fetch: run.fetch,
        signal: spot.signal,
      }),
    isStreaming: spot.answers && run.streaming,
    emitToken(token) {
      if (spot.answers) run.emitToken(token)
    },
  }
}
