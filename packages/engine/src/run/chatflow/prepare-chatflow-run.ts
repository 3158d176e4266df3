import { createGuardedFetch } from '../../guard/guarded-fetch'
import { parseAllowlist } from '../../guard/allowlist'
import { applyOverrides, applyVarOverrides, traceDroppedOverrides } from '../apply-overrides'
import type { TRunEvent } from '../events'
import { DEFAULT_MODEL_TIMEOUTS, ModelWatch } from '../model-watch'
import { modelGuardOf } from '../model-http'
import type { TContextRun } from '../node-context'
import { planFor } from '../plan-run'
import type { TResolveScope } from '../resolve-inputs'
import type { TRunFlowOptions } from '../run-flow-types'
import { readRunVariables } from '../run-variables'
import type { TRunTrace } from '../trace'
import { emitToken, type TChatflowRun } from './chatflow-run'

/**
 * Everything a chatflow run needs before its first node: the plan (cached per stored flow), the allowed
 * overrides applied, the variables read, the guarded fetch and the model watch, the nodes' shared context.
 */
export async function prepareChatflowRun(
  options: TRunFlowOptions,
  head: { signal: AbortSignal; started: number; trace: TRunTrace; emit: (e: TRunEvent) => void },
): Promise<TChatflowRun> {
  const { services } = options
  const plan = await planFor(services.nodes, options.flowId, options.flowData, options.stopNodeId)
  const dropped = options.refuseOverridesNotAllowed ? undefined : []
  const nodes = plan.planned.map((p) => p.node)
  const inputsById = applyOverrides(nodes, options.overrideConfig, options.allowedOverrides ?? {}, dropped)
  const variables = await readRunVariables(services, options.flowData)
  const vars = applyVarOverrides(variables, options.overrideConfig?.vars, options.allowedVars ?? [], dropped)
  traceDroppedOverrides(head.trace, dropped ?? [])
  const history = options.history ?? []
  const flowVars = {
    sessionId: options.sessionId ?? options.chatId,
    chatId: options.chatId,
    chatflowId: options.flowId,
    input: options.question,
  }
  const allowlist = parseAllowlist(services.allowPrivateHosts)
  const context: TContextRun = {
    question: options.question,
    history,
    chatId: options.chatId,
    sessionId: options.sessionId,
    flowId: options.flowId,
    uploads: options.uploads ?? [],
    isUpsert: options.upsert === true,
    services,
    vars,
    flowVars,
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
    recordUsage: (usage) => head.trace.usage.push(usage),
    streaming: options.onEvent !== undefined,
    emitToken: (token) => emitToken(run, token),
  }
  const instances = new Map<string, unknown>()
  const scope: TResolveScope = {
    instances,
    question: options.question,
    history,
    vars,
    flow: flowVars,
    // A step may name a later one as its predecessor (a loop back); it joins the graph through the others.
    ...(plan.sequential
      ? { pending: new Set(plan.planned.filter((p) => p.capabilities?.sequential).map((p) => p.node.id)) }
      : {}),
  }
  const run: TChatflowRun = {
    ...head,
    options,
    plan,
    context,
    scope,
    instances,
    inputsById,
    dropped,
    skipped: new Set<string>(),
    streamedTokens: 0,
    answeredBy: undefined,
    answer: { text: '' },
    endInstance: undefined,
  }
  return run
}
