import type { TFlowNode } from '@unikflow/graph'
import {
  type TAgentflowResult,
  type TArtifact,
  type TFileAnnotation,
  type TFlowMessage,
  type THumanDecision,
  type TSourceDocument,
  type TUsedTool,
} from '@unikflow/nodes'
import { errorMessage, RunFailure } from '../errors'
import { ModelTimeoutError } from '../model-watch'
import { summarize, summarizeJson, type TNodeTrace } from '../trace'
import { traceableInputs } from '../traceable-inputs'
import type { TExecutedNode } from './executed-node'
import { resolveValue, type TTemplateScope } from './resolve-template'
import { agentflowContext, type TV2Run } from './v2-node-context'

/** What an execution has gathered so far; kept whole when it pauses at a Human Input. */
export type TExecution = {
  readonly state: Record<string, unknown>
  readonly outputs: Map<string, Record<string, unknown>>
  readonly executed: TExecutedNode[]
  readonly runMessages: TFlowMessage[]
  readonly loopCounts: Map<string, number>
  readonly usedTools: TUsedTool[]
  readonly sourceDocuments: TSourceDocument[]
  readonly artifacts: TArtifact[]
  readonly fileAnnotations: TFileAnnotation[]
}

const UPDATE_STATE = /UpdateState$/

function rows(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    : []
}

/** "Update Flow State" rows, read after the node ran so `{{ output }}` names its own output. */
function applyStateUpdates(
  node: TFlowNode,
  execution: TExecution,
  scope: TTemplateScope,
  output: Readonly<Record<string, unknown>>,
): void {
  for (const [name, value] of Object.entries(node.data.inputs)) {
    if (!UPDATE_STATE.test(name)) continue
    for (const row of rows(value)) {
      const key = typeof row.key === 'string' ? row.key.trim() : ''
      if (!key) continue
      execution.state[key] = resolveValue(row.value ?? '', { ...scope, state: execution.state, own: output })
    }
  }
}

export type TNodeRun = {
  readonly node: TFlowNode
  readonly previous: readonly string[]
  /** This node's answer is what the user sees: its tokens stream. */
  readonly streams: boolean
  readonly humanDecision: THumanDecision | undefined
  /** The paused node's kept data, when the run resumes at it. */
  readonly resumeData?: unknown
  readonly iteration?: { readonly item: unknown; readonly index: number }
}

/** Runs one v2 node: inputs resolved, runtime run, output, state and conversation recorded. */
export async function runV2Node(
  run: TV2Run,
  execution: TExecution,
  step: TNodeRun,
): Promise<TAgentflowResult> {
  const { node } = step
  const label = node.data.label ?? node.data.name
  const loaded = await run.services.nodes.loadRuntime(node.data.name)
  const module = loaded?.kind === 'agentflowV2' ? loaded.module : undefined
  if (!module)
    throw new RunFailure('flow', `Node type ${node.data.name} cannot run yet: ${label} (${node.id})`)
  const scope: TTemplateScope = {
    question: run.question,
    state: execution.state,
    flow: run.flowVars,
    vars: run.vars,
    form: run.form,
    webhook: run.webhook,
    outputs: execution.outputs,
    pastMessages: run.pastMessages,
    runMessageCount: execution.runMessages.length,
    ...(step.iteration ? { iteration: step.iteration.item } : {}),
  }
  const inputs = Object.fromEntries(
    Object.entries(node.data.inputs).map(([k, v]) => [k, UPDATE_STATE.test(k) ? v : resolveValue(v, scope)]),
  )
  const entry: TNodeTrace = {
    nodeId: node.id,
    label,
    name: node.data.name,
    startMs: Date.now() - Date.parse(run.trace.startedAt),
    endMs: 0,
    inputsJson: summarizeJson(traceableInputs(node, inputs)),
    outputJson: 'null',
  }
  run.trace.nodes.push(entry)
  const signal = run.models.enterNode()
  const record = (status: TExecutedNode['status'], output: unknown) =>
    execution.executed.push({
      nodeId: node.id,
      nodeLabel: label,
      data: {
        name: node.data.name,
        input: summarize(traceableInputs(node, inputs)),
        output: summarize(output),
        state: { ...execution.state },
      },
      previousNodeIds: [...step.previous],
      status,
      ...(step.iteration ? { iterationIndex: step.iteration.index } : {}),
    })
  try {
    const ctx = agentflowContext(run, node, {
      inputs,
      signal,
      state: { ...execution.state },
      runMessages: [...execution.runMessages],
      streams: step.streams,
      humanDecision: step.humanDecision,
      resumeData: step.resumeData,
    })
    const result = await module.run(ctx)
    execution.outputs.set(node.id, { ...result.output })
    Object.assign(execution.state, result.state ?? {})
    applyStateUpdates(node, execution, scope, result.output)
    if (result.message) execution.runMessages.push(result.message)
    execution.usedTools.push(...(result.usedTools ?? []))
    execution.sourceDocuments.push(...(result.sourceDocuments ?? []))
    execution.artifacts.push(...(result.artifacts ?? []))
    execution.fileAnnotations.push(...(result.fileAnnotations ?? []))
    entry.outputJson = summarizeJson(result.output)
    record(result.pause ? 'STOPPED' : 'FINISHED', result.output)
    return result
  } catch (e) {
    entry.error = errorMessage(e)
    record('ERROR', { error: errorMessage(e) })
    if (e instanceof RunFailure) throw e
    const reason: unknown = signal.reason
    if (reason instanceof ModelTimeoutError)
      throw new RunFailure('timeout', `Error in node ${label} (${node.id}): ${reason.message}`, {
        node: { id: node.id, label },
        cause: e,
      })
    throw RunFailure.inNode({ id: node.id, label }, e)
  } finally {
    entry.endMs = Date.now() - Date.parse(run.trace.startedAt)
  }
}
