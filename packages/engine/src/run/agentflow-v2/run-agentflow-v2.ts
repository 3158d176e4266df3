import { randomUUID } from 'node:crypto'
import type { TFlowData, TFlowEdge, TFlowNode } from '@unikflow/graph'
import { getNodeDescriptor, type TAgentReasoning, type THumanDecision } from '@unikflow/nodes'
import { createGuardedFetch } from '../../guard/guarded-fetch'
import { parseAllowlist } from '../../guard/allowlist'
import { applyVarOverrides } from '../apply-overrides'
import { errorMessage, RunFailure } from '../errors'
import type { TRunEvent } from '../events'
import { DEFAULT_MODEL_TIMEOUTS, ModelWatch } from '../model-watch'
import type { TRunTrace } from '../trace'
import type { TAgentflowAnswer, TAgentflowRunOptions } from './agentflow-run-types'
import { pausedRuns, type TPausedIteration, type TPausedRun } from './paused-runs'
import { runV2Node, type TExecution } from './run-v2-node'
import type { TV2Run } from './v2-node-context'
import { Walk } from './v2-walk'

const v2Of = (node: TFlowNode) => getNodeDescriptor(node.data.name)?.capabilities

/** An Agentflow v2 flow: one of its nodes is a v2 node of the catalogue. */
export function isAgentflowV2(flow: Pick<TFlowData, 'nodes'>): boolean {
  return flow.nodes.some((n) => v2Of(n)?.agentflowV2 !== undefined)
}

const APPROVE = 'Proceed'
const REJECT = 'Reject'

/** The decision a message carries: the API's `humanInput`, or the label of a button the chat showed. */
function decisionOf(options: TAgentflowRunOptions): THumanDecision | undefined {
  if (options.humanInput) return options.humanInput
  const said = options.question.trim().toLowerCase()
  if (said === APPROVE.toLowerCase()) return { type: 'proceed' }
  if (said === REJECT.toLowerCase()) return { type: 'reject' }
  return undefined
}

type TLevel = { readonly nodes: ReadonlyMap<string, TFlowNode>; readonly edges: readonly TFlowEdge[] }

/** The nodes directly inside `parent` (top level: none), notes left out, with the edges among them. */
function levelOf(flow: TFlowData, parent: string | undefined): TLevel {
  const inside = flow.nodes.filter((n) => n.parentNode === parent && !v2Of(n)?.annotation)
  const ids = new Set(inside.map((n) => n.id))
  return {
    nodes: new Map(inside.map((n) => [n.id, n])),
    edges: flow.edges.filter((e) => ids.has(e.source) && ids.has(e.target)),
  }
}

/** Where a level begins: its nodes no edge enters. */
const startsOf = (level: TLevel) =>
  [...level.nodes.keys()].filter((id) => !level.edges.some((e) => e.target === id))

type TPause = {
  readonly nodeId: string
  readonly description: string
  readonly toolCalls: readonly { readonly name: string; readonly args: unknown }[]
  readonly data: unknown
  /** Paused inside an Iteration: at its item `index`, with the results of the items before. */
  readonly iteration?: TPausedIteration
}
type TLevelEnd = { readonly pause?: TPause; readonly answer?: string }

/**
 * Runs an Agentflow v2 flow the way Flowise's executor does (docs/architecture.md#agentflow-v2): from
 * Start along the edges (`Walk`), one node at a time, sharing the flow state and the run's conversation;
 * a Loop queues its target again, an Iteration runs its inner nodes per item, a Human Input pauses the
 * execution (kept per session) until a message proceeds or rejects.
 */
export async function runAgentflowV2(
  options: TAgentflowRunOptions,
  flow: TFlowData,
): Promise<TAgentflowAnswer> {
  const { services } = options
  const signal = options.signal ?? new AbortController().signal
  const started = Date.now()
  const trace: TRunTrace = { startedAt: new Date(started).toISOString(), durationMs: 0, nodes: [], usage: [] }
  let streamed = 0
  const emit = (e: TRunEvent) => {
    if (options.onEvent && !signal.aborted) options.onEvent(e)
  }
  const sessionId = options.sessionId ?? options.chatId
  const paused = pausedRuns(services.agentThreads)
  try {
    emit({ event: 'start', data: '' })
    const waiting = await paused.load(options.flowId, sessionId)
    const decision = waiting ? decisionOf(options) : undefined
    const resume: TPausedRun | undefined = decision ? waiting : undefined
    if (waiting) await paused.clear(options.flowId, sessionId)
    const top = levelOf(flow, undefined)
    const starts = [...top.nodes.values()].filter((n) => v2Of(n)?.agentflowV2?.noInput)
    if (starts.length !== 1) throw new RunFailure('flow', 'An agent flow needs exactly one Start node')
    const start = starts[0]
    const ephemeral = start?.data.inputs.startEphemeralMemory === true
    const persist = start?.data.inputs.startPersistState === true
    const stored = ephemeral ? [] : await services.memoryStore.getMessages(sessionId, options.flowId)
    const variables = Object.fromEntries((await services.getVariables()).map((v) => [v.name, v.value]))
    const question = resume?.question ?? options.question
    const allowlist = parseAllowlist(services.allowPrivateHosts)
    const run: TV2Run = {
      question,
      chatId: options.chatId,
      sessionId: options.sessionId,
      flowId: options.flowId,
      uploads: options.uploads ?? [],
      services,
      vars: applyVarOverrides(variables, options.overrideConfig?.vars, options.allowedVars ?? []),
      flowVars: { sessionId, chatId: options.chatId, chatflowId: options.flowId, input: question },
      fetch: createGuardedFetch({ allowlist }),
      allowlist,
      models: new ModelWatch(signal, services.modelTimeouts ?? DEFAULT_MODEL_TIMEOUTS),
      trace,
      pastMessages: stored.length > 0 || ephemeral ? stored : (options.history ?? []),
      form: resume?.form ?? options.form,
      streaming: options.onEvent !== undefined,
      emitToken(token) {
        streamed += 1
        emit({ event: 'token', data: token })
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
    }
    const reasoning: TAgentReasoning[] = []
    let pending: { nodeId: string; decision: THumanDecision; data: unknown } | undefined =
      resume && decision ? { nodeId: resume.nodeId, decision, data: resume.data } : undefined
    // Resuming inside an Iteration: it runs again from the paused item, the paused node first.
    let resumeIteration = resume?.iteration

    const walkLevel = async (
      level: TLevel,
      from: readonly string[],
      iteration?: { item: unknown; index: number },
    ): Promise<TLevelEnd> => {
      const walk = new Walk(level.nodes, level.edges, from)
      let answer: string | undefined
      for (let node = walk.next(); node; node = walk.next()) {
        if (signal.aborted) throw RunFailure.aborted()
        const label = node.data.label ?? node.data.name
        emit({ event: 'nextAgentFlow', data: { nodeId: node.id, nodeLabel: label, status: 'INPROGRESS' } })
        const resumed = pending?.nodeId === node.id ? pending : undefined
        if (resumed) pending = undefined
        const leaf = walk.isLeaf(node.id)
        const result = await runV2Node(run, execution, {
          node,
          previous: walk.previousOf(node.id),
          streams: leaf && !iteration && !v2Of(node)?.agentflowV2?.noInput,
          humanDecision: resumed?.decision,
          resumeData: resumed?.data,
          ...(iteration ? { iteration } : {}),
        })
        emit({ event: 'nextAgentFlow', data: { nodeId: node.id, nodeLabel: label, status: 'FINISHED' } })
        const content = typeof result.output.content === 'string' ? result.output.content : ''
        if (content && node.id !== start?.id && result.chosen === undefined)
          reasoning.push({
            agentName: label,
            messages: [content],
            usedTools: [...(result.usedTools ?? [])],
            nodeName: node.data.name,
            nodeId: node.id,
          })
        if (result.pause) {
          const { description, toolCalls = [], data } = result.pause
          return { pause: { nodeId: node.id, description, toolCalls, data } }
        }
        if (result.loopTo) {
          const count = (execution.loopCounts.get(node.id) ?? 0) + 1
          if (count <= result.loopTo.max) {
            execution.loopCounts.set(node.id, count)
            walk.push(result.loopTo.nodeId)
          } else {
            execution.loopCounts.delete(node.id)
            execution.outputs.set(node.id, { ...result.output, content: result.loopTo.fallback })
            answer = result.loopTo.fallback
          }
          continue
        }
        if (result.iterate) {
          const inner = levelOf(flow, node.id)
          const resumeAt = resumeIteration?.nodeId === node.id ? resumeIteration : undefined
          if (resumeAt) resumeIteration = undefined
          const results = [...(resumeAt?.results ?? [])]
          for (const [index, item] of result.iterate.entries()) {
            if (resumeAt && index < resumeAt.index) continue
            const from = resumeAt?.index === index ? [resumeAt.pausedNodeId] : startsOf(inner)
            const end = await walkLevel(inner, from, { item, index })
            if (end.pause?.iteration)
              throw new RunFailure('flow', `Human Input cannot pause inside nested Iterations: ${label}`)
            if (end.pause)
              return {
                pause: {
                  ...end.pause,
                  iteration: { nodeId: node.id, index, results, pausedNodeId: end.pause.nodeId },
                },
              }
            results.push(end.answer ?? '')
          }
          execution.outputs.set(node.id, { ...result.output, content: JSON.stringify(results), results })
        }
        if (leaf) answer = String(execution.outputs.get(node.id)?.content ?? content)
        walk.ran(node.id, result.chosen)
      }
      return answer === undefined ? {} : { answer }
    }

    const end = await walkLevel(top, resume ? [resume.iteration?.nodeId ?? resume.nodeId] : startsOf(top))
    let text = end.answer ?? ''
    let action: TAgentflowAnswer['action']
    if (end.pause) {
      text = end.pause.description
      await paused.save(options.flowId, sessionId, {
        nodeId: end.pause.nodeId,
        question,
        ...(run.form ? { form: run.form } : {}),
        state: execution.state,
        outputs: [...execution.outputs],
        executed: execution.executed,
        runMessages: execution.runMessages,
        loopCounts: [...execution.loopCounts],
        ...(end.pause.data !== undefined ? { data: end.pause.data } : {}),
        ...(end.pause.iteration ? { iteration: end.pause.iteration } : {}),
      })
      action = {
        id: randomUUID(),
        mapping: { approve: APPROVE, reject: REJECT, toolCalls: [...end.pause.toolCalls] },
        elements: [
          { type: 'approve-button', label: APPROVE },
          { type: 'reject-button', label: REJECT },
        ],
      }
    }
    if (persist && !end.pause) await paused.saveState(options.flowId, sessionId, execution.state)
    if (streamed === 0 && text) emit({ event: 'token', data: text })
    if (reasoning.length > 0) emit({ event: 'agentReasoning', data: reasoning })
    if (action) emit({ event: 'action', data: action })
    if (execution.sourceDocuments.length) emit({ event: 'sourceDocuments', data: execution.sourceDocuments })
    if (execution.usedTools.length) emit({ event: 'usedTools', data: execution.usedTools })
    emit({ event: 'agentFlowExecutedData', data: execution.executed })
    emit({
      event: 'metadata',
      data: { chatId: options.chatId, sessionId, chatflowId: options.flowId, question: options.question },
    })
    emit({ event: 'end', data: '[DONE]' })
    trace.durationMs = Date.now() - started
    return {
      text,
      agentReasoning: reasoning,
      ...(action ? { action } : {}),
      ...(execution.usedTools.length ? { usedTools: execution.usedTools } : {}),
      ...(execution.sourceDocuments.length ? { sourceDocuments: execution.sourceDocuments } : {}),
      agentFlowExecutedData: execution.executed,
      trace,
    }
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
