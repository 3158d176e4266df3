import type { TFlowData } from '@unikflow/graph'
import type { THumanDecision } from '@unikflow/nodes'
import { createGuardedFetch } from '../../guard/guarded-fetch'
import { parseAllowlist } from '../../guard/allowlist'
import { applyVarOverrides, traceDroppedOverrides } from '../apply-overrides'
import { RunFailure } from '../errors'
import type { TRunEvent } from '../events'
import { DEFAULT_MODEL_TIMEOUTS, ModelWatch } from '../model-watch'
import { modelGuardOf } from '../model-http'
import { readRunVariables } from '../run-variables'
import type { TRunTrace } from '../trace'
import type { TAgentflowRunOptions } from './agentflow-run-types'
import { pausedRuns, type TPausedRun } from './paused-runs'
import type { TExecution } from './run-v2-node'
import { APPROVE, isV2Start, REJECT, type TV2Execution } from './v2-execution-run'
import { levelOf, startsOf } from './v2-levels'
import type { TV2Run } from './v2-node-context'

/** The decision a message carries: the API's `humanInput`, or the label of a button the chat showed. */
function decisionOf(options: TAgentflowRunOptions): THumanDecision | undefined {
  if (options.humanInput) return options.humanInput
  const said = options.question.trim().toLowerCase()
  if (said === APPROVE.toLowerCase()) return { type: 'proceed' }
  if (said === REJECT.toLowerCase()) return { type: 'reject' }
  return undefined
}

/**
 * An execution ready to walk: a paused one of the session taken up when the message decides it (and
 * dropped otherwise), the Start node found, the conversation, variables and state loaded.
 */
export async function prepareV2Execution(
  options: TAgentflowRunOptions,
  flow: TFlowData,
  head: { signal: AbortSignal; started: number; trace: TRunTrace; emit: (e: TRunEvent) => void },
): Promise<TV2Execution> {
  const { services } = options
  const sessionId = options.sessionId ?? options.chatId
  const paused = pausedRuns(services.agentThreads)
  const waiting = await paused.load(options.flowId, sessionId)
  const decision = waiting ? decisionOf(options) : undefined
  const resume: TPausedRun | undefined = decision ? waiting : undefined
  if (waiting) await paused.clear(options.flowId, sessionId)
  const top = levelOf(services.nodes, flow, undefined)
  const starts = [...top.nodes.values()].filter((n) => isV2Start(services.nodes, n))
  const start = starts.length === 1 ? starts[0] : undefined
  if (!start) throw new RunFailure('flow', 'An agent flow needs exactly one Start node')
  const ephemeral = start.data.inputs.startEphemeralMemory === true
  const persist = start.data.inputs.startPersistState === true
  const stored = ephemeral ? [] : await services.memoryStore.getMessages(sessionId, options.flowId)
  const pastMessages = stored.length > 0 || ephemeral ? stored : (options.history ?? [])
  const question = resume?.question ?? options.question
  const dropped = options.refuseOverridesNotAllowed ? undefined : []
  const variables = await readRunVariables(services, flow)
  const vars = applyVarOverrides(variables, options.overrideConfig?.vars, options.allowedVars ?? [], dropped)
  traceDroppedOverrides(head.trace, dropped ?? [])
  const allowlist = parseAllowlist(services.allowPrivateHosts)
  const run: TV2Run = {
    question,
    history: pastMessages,
    isUpsert: false,
    chatId: options.chatId,
    sessionId: options.sessionId,
    flowId: options.flowId,
    uploads: options.uploads ?? [],
    services,
    vars,
    flowVars: { sessionId, chatId: options.chatId, chatflowId: options.flowId, input: question },
    fetch: createGuardedFetch({
      allowlist,
      signal: head.signal,
      maxResponseBytes: services.maxResponseBytes,
    }),
    allowlist,
    models: new ModelWatch(
      head.signal,
      services.modelTimeouts ?? DEFAULT_MODEL_TIMEOUTS,
      modelGuardOf(services),
    ),
    trace: head.trace,
    recordUsage: (usage) => head.trace.usage.push(usage),
    pastMessages,
    form: resume?.form ?? options.form,
    webhook: resume?.webhook ?? options.webhook,
    streaming: options.onEvent !== undefined,
    emitToken(token) {
      x.streamed += 1
      head.emit({ event: 'token', data: token })
    },
  }
  const execution: TExecution = {
    state: resume?.state ?? (persist ? await paused.loadState(options.flowId, sessionId) : {}),
    outputs: new Map(resume?.outputs ?? []),
    executed: resume?.executed ?? [],
    runMessages: resume?.runMessages ?? [{ role: 'user', content: question }],
    loopCounts: new Map(resume?.loopCounts ?? []),
    usedTools: [],
    sourceDocuments: [],
    artifacts: [],
    fileAnnotations: [],
  }
  const x: TV2Execution = {
    ...head,
    options,
    flow,
    sessionId,
    paused,
    start,
    persist,
    from: resume ? [resume.iteration?.nodeId ?? resume.nodeId] : startsOf(top),
    run,
    execution,
    reasoning: [],
    dropped,
    pending: resume && decision ? { nodeId: resume.nodeId, decision, data: resume.data } : undefined,
    resumeIteration: resume?.iteration,
    streamed: 0,
  }
  return x
}
