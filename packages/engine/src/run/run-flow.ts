import type { TFlowData, TFlowNode } from '@unikflow/graph'
import {
  FlowBranch,
  type TChatMessage,
  type TNodeAnswer,
  type TNodeContext,
  type TSeqAnswer,
  type THumanDecision,
  type TUpload,
} from '@unikflow/nodes'
import { createGuardedFetch, resolveGuardedHost } from '../guard/guarded-fetch'
import { parseAllowlist } from '../guard/allowlist'
import { runUserCode } from '../sandbox/run-user-code'
import { feedsOnlySkipped, findSkippedByBranch } from './branches'
import { applyOverrides, applyVarOverrides, type TAllowedOverrides } from './apply-overrides'
import { errorMessage, RunFailure } from './errors'
import { DEFAULT_MODEL_TIMEOUTS, ModelTimeoutError, ModelWatch } from './model-watch'
import type { TRunEvent, TRunEventListener } from './events'
import { resolveNodeInputs, type TResolveScope } from './resolve-inputs'
import { runAgentflowV2 } from './agentflow-v2/run-agentflow-v2'
import type { TExecutedNode } from './agentflow-v2/executed-node'
import { runSequentialGraph } from './run-sequential-graph'
import { agentflowV2Of, capabilitiesOf, planFor } from './plan-run'
import type { TEngineServices } from './services'
import { summarize, summarizeJson, type TNodeTrace, type TRunTrace } from './trace'

export type TRunFlowOptions = {
  /** Stored flowData (object or JSON text). */
  readonly flowData: TFlowData | string
  readonly question: string
  /** Earlier turns given by the caller (Flowise `history`); memory nodes use it while their store is empty. */
  readonly history?: readonly TChatMessage[]
  readonly overrideConfig?: Readonly<Record<string, unknown>>
  /** Node properties the flow's configuration lets callers override (default: none). */
  readonly allowedOverrides?: TAllowedOverrides
  /** Variables callers may override through `overrideConfig.vars` (default: none). */
  readonly allowedVars?: readonly string[]
  readonly chatId: string
  /** `overrideConfig.sessionId` as chosen by the server; memory falls back to the node's own, then chatId. */
  readonly sessionId?: string
  readonly flowId: string
  readonly uploads?: readonly TUpload[]
  /** Run up to this node and answer with its output. */
  readonly stopNodeId?: string
  /** A vector upsert (`POST /vector/upsert`): vector stores kept on disk write their documents. */
  readonly upsert?: boolean
  readonly signal?: AbortSignal
  readonly services: TEngineServices
  /** Receives streaming events; tokens are sent only when set. */
  readonly onEvent?: TRunEventListener
  /** Agentflow v2: the decision resuming an execution paused at a Human Input (Flowise's `humanInput`). */
  readonly humanInput?: THumanDecision
  /** Agentflow v2: the values of Start's form, when the flow starts from a form. */
  readonly form?: Readonly<Record<string, unknown>>
}

/** Sequential Agents add each step's messages and, when a tool call awaits approval, the buttons to show. */
type TAgentParts = Partial<Pick<TSeqAnswer, 'agentReasoning' | 'action'>>

export type TRunResult = TNodeAnswer &
  TAgentParts & {
    readonly trace: TRunTrace
    /** What the ending node supplied, when it is a supply node (hosts composing flows read documents so). */
    readonly instance?: unknown
    /** Agentflow v2: every node run of the execution, in order. */
    readonly agentFlowExecutedData?: readonly TExecutedNode[]
  }

function credentialIdOf(node: TFlowNode): string | undefined {
  const fromInputs = node.data.inputs.credentialId ?? node.data.inputs.FLOWISE_CREDENTIAL_ID
  const id = node.data.credential || (typeof fromInputs === 'string' ? fromInputs : '')
  return id ? id : undefined
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined || value === null) return ''
  return summarizeJson(value)
}

/**
 * Runs a stored flow for one question: orders the nodes the ending node needs, resolves their inputs,
 * runs them and answers with the ending node's output. Streams events to `onEvent`; records a trace.
 */
export async function runFlow(options: TRunFlowOptions): Promise<TRunResult> {
  const v2 = agentflowV2Of(options.flowId, options.flowData, options.stopNodeId)
  if (v2) return runAgentflowV2(options, v2)
  const { services, onEvent } = options
  const signal = options.signal ?? new AbortController().signal
  const started = Date.now()
  const trace: TRunTrace = {
    startedAt: new Date(started).toISOString(),
    durationMs: 0,
    nodes: [],
    usage: [],
  }
  let streamedTokens = 0
  const emit = (e: TRunEvent) => {
    if (onEvent && !signal.aborted) onEvent(e)
  }
  try {
    emit({ event: 'start', data: '' })
    const { planned, endIds, edges, sequential } = await planFor(
      options.flowId,
      options.flowData,
      options.stopNodeId,
    )
    const nodes = planned.map((p) => p.node)
    const inputsById = applyOverrides(nodes, options.overrideConfig, options.allowedOverrides ?? {})
    const variables = Object.fromEntries((await services.getVariables()).map((v) => [v.name, v.value]))
    const vars = applyVarOverrides(variables, options.overrideConfig?.vars, options.allowedVars ?? [])
    const history = options.history ?? []
    const flowVars = {
      sessionId: options.sessionId ?? options.chatId,
      chatId: options.chatId,
      chatflowId: options.flowId,
      input: options.question,
    }
    const models = new ModelWatch(signal, services.modelTimeouts ?? DEFAULT_MODEL_TIMEOUTS)
    const allowlist = parseAllowlist(services.allowPrivateHosts)
    const fetch = createGuardedFetch({ allowlist })
    const instances = new Map<string, unknown>()
    const scope: TResolveScope = {
      instances,
      question: options.question,
      history,
      vars,
      flow: flowVars,
      // A step may name a later one as its predecessor (a loop back); it joins the graph through the others.
      ...(sequential
        ? {
            pending: new Set(planned.filter((p) => capabilitiesOf(p.node)?.sequential).map((p) => p.node.id)),
          }
        : {}),
    }
    const skipped = new Set<string>()
    let answeredBy: string | undefined
    let answer: TNodeAnswer & TAgentParts = { text: '' }
    let endInstance: unknown

    for (const { node, module } of planned) {
      if (signal.aborted) throw RunFailure.aborted()
      const isEnding = endIds.has(node.id)
      if (skipped.has(node.id) || (!isEnding && feedsOnlySkipped(edges, node.id, skipped))) {
        skipped.add(node.id)
        continue
      }
      if (isEnding && answeredBy !== undefined)
        throw new RunFailure(
          'flow',
          `Both ending nodes ${answeredBy} and ${node.id} ran; a branch should lead to only one of them`,
        )
      if (isEnding) answeredBy = node.id
      const label = node.data.label ?? node.data.name
      const entry: TNodeTrace = {
        nodeId: node.id,
        label,
        name: node.data.name,
        startMs: Date.now() - started,
        endMs: 0,
        inputsJson: 'null',
        outputJson: 'null',
      }
      trace.nodes.push(entry)
      const nodeSignal = models.enterNode()
      try {
        const inputs = resolveNodeInputs(node, inputsById.get(node.id) ?? {}, scope)
        entry.inputsJson = summarizeJson(inputs)
        const selected = node.data.outputs.output
        const ctx: TNodeContext = {
          nodeId: node.id,
          label,
          nodeName: node.data.name,
          inputs,
          output: typeof selected === 'string' ? selected : undefined,
          isEnding,
          question: options.question,
          history,
          chatId: options.chatId,
          sessionId: options.sessionId,
          flowId: options.flowId,
          uploads: options.uploads ?? [],
          signal: nodeSignal,
          logger: services.logger,
          memoryStore: services.memoryStore,
          vars,
          async getCredential() {
            const id = credentialIdOf(node)
            return id ? services.getCredential(id) : {}
          },
          getTool: (id) => services.getTool(id),
          ...(services.documentStores ? { documentStores: services.documentStores } : {}),
          ...(services.agentThreads ? { agentThreads: services.agentThreads } : {}),
          ...(services.assistants ? { assistants: services.assistants } : {}),
          ...(services.documentStream ? { documentStream: services.documentStream } : {}),
          ...(services.fileWorkspace ? { fileWorkspace: services.fileWorkspace } : {}),
          ...(services.unikFilesDir ? { unikFilesDir: services.unikFilesDir } : {}),
          isUpsert: options.upsert === true,
          fetch,
          resolveHost: (host) => resolveGuardedHost(host, { allowlist }),
          mcpStdioCommands: services.mcpStdioCommands ?? [],
          modelFetch: (timeoutMs) => models.fetchFor(label, timeoutMs),
          recordUsage: (usage) => trace.usage.push({ nodeId: node.id, ...usage }),
          runCode: (code, opts) =>
            runUserCode(code, {
              inputs: opts?.inputs ?? {},
              vars,
              flow: flowVars,
              timeoutMs: opts?.timeoutMs ?? services.sandbox?.timeoutMs,
              memoryLimitBytes: services.sandbox?.memoryLimitBytes,
              fetch,
            }),
          isStreaming: isEnding && onEvent !== undefined,
          emitToken(token) {
            if (!isEnding) return
            streamedTokens += 1
            emit({ event: 'token', data: token })
          },
        }
        const { runtime } = module
        if (isEnding && runtime.kind === 'execute') {
          answer = await runtime.execute(ctx)
          entry.outputJson = summarizeJson(answer)
        } else {
          const supplied =
            runtime.kind === 'execute' && !runtime.supply
              ? (await runtime.execute(ctx)).text
              : await runtime.supply?.(ctx)
          const value = supplied instanceof FlowBranch ? supplied.value : supplied
          if (supplied instanceof FlowBranch)
            for (const id of findSkippedByBranch(edges, node.id, supplied.taken)) skipped.add(id)
          instances.set(node.id, value)
          entry.outputJson = summarizeJson(value)
          if (isEnding) endInstance = value
          if (isEnding)
            answer = {
              text: toText(value),
              ...(typeof value === 'object' ? { json: summarize(value, 65536) } : {}),
            }
        }
      } catch (e) {
        entry.error = errorMessage(e)
        if (signal.aborted) throw RunFailure.aborted()
        const timedOut: unknown = nodeSignal.reason
        if (timedOut instanceof ModelTimeoutError)
          throw new RunFailure('timeout', `Error in node ${label} (${node.id}): ${timedOut.message}`, {
            node: { id: node.id, label },
            cause: e,
          })
        throw RunFailure.inNode({ id: node.id, label }, e)
      } finally {
        entry.endMs = Date.now() - started
      }
    }
    if (signal.aborted) throw RunFailure.aborted()
    if (sequential) {
      answer = await runSequentialGraph(options, {
        planned,
        fetch,
        instances,
        edges,
        vars,
        flowVars,
        emit,
        emitToken: onEvent
          ? (token: string) => {
              streamedTokens += 1
              emit({ event: 'token', data: token })
            }
          : undefined,
        signal,
      })
      answeredBy = 'sequential'
    }
    if (answeredBy === undefined) throw new RunFailure('flow', 'No ending node ran: every branch was skipped')
    if (streamedTokens === 0 && answer.text) emit({ event: 'token', data: answer.text })
    if (answer.sourceDocuments?.length) emit({ event: 'sourceDocuments', data: answer.sourceDocuments })
    if (answer.usedTools?.length) emit({ event: 'usedTools', data: answer.usedTools })
    emit({
      event: 'metadata',
      data: {
        chatId: options.chatId,
        sessionId: flowVars.sessionId,
        chatflowId: options.flowId,
        question: options.question,
      },
    })
    emit({ event: 'end', data: '[DONE]' })
    trace.durationMs = Date.now() - started
    return { ...answer, trace, ...(endInstance === undefined ? {} : { instance: endInstance }) }
  } catch (e) {
    trace.durationMs = Date.now() - started
    trace.error = errorMessage(e)
    emit({ event: 'error', data: errorMessage(e) })
    emit({ event: 'end', data: '[DONE]' })
    const failure = e instanceof RunFailure ? e : new RunFailure('internal', errorMessage(e), { cause: e })
    failure.trace = trace
    throw failure
  }
}
