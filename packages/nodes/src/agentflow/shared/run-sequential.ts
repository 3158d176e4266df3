import type { BaseMessage } from '@langchain/core/messages'
import type { TAgentThreadStore, TNodeAnswer, TUsedTool } from '../../context'
import { pickTableOutput } from './condition-route'
import {
  actionFor,
  approvalText,
  decisionOf,
  labelsOf,
  REJECTED_TOOL,
  toolsNodeOf,
  type TAgentAction,
} from './seq-approval'
import { parseJsonAnswer, textOf, toolCallsOf } from './seq-messages'
import { createRouter, type TSeqEdge } from './seq-route'
import { buildStateAnnotation, stateScope, type TSeqState } from './seq-state'
import {
  conditionAgentStepNode,
  executeFlowStepNode,
  functionStepNode,
  runToolCalls,
  toolStepNode,
  type TExecuteFlow,
  type TStepContext,
  type TStepUpdate,
} from './seq-steps'
import { modelStepNode } from './seq-model-step'
import { createThreadSaver } from './thread-saver'
import type { SequentialGraph, TSeqStep } from './sequential-graph'
import { lazyImport } from '../../shared/lazy-import'

const langchainLanggraph = lazyImport(() => import('@langchain/langgraph'))
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

export { APPROVE_LABEL, REJECT_LABEL, type TAgentAction } from './seq-approval'
export type { TExecuteFlow } from './seq-steps'

/** One step of the run as Flowise's chat shows it ("agent messages"). */
export type TAgentReasoning = {
  readonly agentName: string
  readonly messages: string[]
  readonly usedTools: TUsedTool[]
  readonly nodeName: string
  readonly nodeId: string
}

export type TSeqAnswer = TNodeAnswer & {
  readonly agentReasoning: readonly TAgentReasoning[]
  readonly action?: TAgentAction
}

export type TSeqRunOptions = {
  readonly graph: SequentialGraph
  readonly edges: readonly TSeqEdge[]
  readonly question: string
  /** One conversation's thread: its messages, state and a pending approval persist between runs. */
  readonly threadId: string
  readonly signal: AbortSignal
  readonly threads?: TAgentThreadStore
  /** `$flow` of user code: sessionId, chatId, chatflowId, input. */
  readonly flow: Readonly<Record<string, unknown>>
  readonly vars: Readonly<Record<string, string>>
  /** User code in the sandbox: `inputs` become `$name`, `flow` is added to `$flow`. */
  readonly runCode: (
    code: string,
    inputs: Record<string, unknown>,
    flow?: Record<string, unknown>,
  ) => Promise<unknown>
  /** Runs another flow of the unik (Execute Flow); absent where there is none (tests without a host). */
  readonly executeFlow?: TExecuteFlow
  readonly emit: (event: 'nextAgent' | 'agentReasoning' | 'action' | 'usedTools', data: unknown) => void
  /** Streams a token of the answer (when the caller streams); steps whose answer ends the run use it. */
  readonly emitToken?: (token: string) => void
}

/** Graph steps a run may take before it is stopped (a Loop that never reaches End). */
export const RECURSION_LIMIT = 60

/** A step of the graph failed: the engine names that node in the failure. */
export class SeqStepError extends Error {
  override readonly name = 'SeqStepError'
  constructor(
    readonly nodeId: string,
    readonly label: string,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
  }
}

type TRunConfig = { configurable: { thread_id: string }; signal: AbortSignal; recursionLimit: number }
interface TCompiledGraph {
  getState(config: TRunConfig): Promise<{ next: string[]; values: TSeqState }>
  updateState(config: TRunConfig, values: Partial<TSeqState>, asNode: string): Promise<unknown>
  stream(
    input: Partial<TSeqState> | null,
    options: TRunConfig & { streamMode: 'updates' },
  ): Promise<AsyncIterable<unknown>>
}
interface TDynamicGraph {
  addNode(name: string, run: (state: TSeqState) => Promise<TStepUpdate>): TDynamicGraph
  addEdge(from: string, to: string): TDynamicGraph
  addConditionalEdges(
    from: string,
    route: (state: TSeqState) => Promise<string>,
    ends: string[],
  ): TDynamicGraph
  compile(options: { checkpointer: unknown; interruptBefore: string[] }): TCompiledGraph
}

const NODE_NAMES: Record<string, string> = {
  agent: 'seqAgent',
  llm: 'seqLLMNode',
  tool: 'seqToolNode',
  function: 'seqCustomFunction',
  executeFlow: 'seqExecuteFlow',
  conditionAgent: 'seqConditionAgent',
}

/** Compiles the registered steps into a LangGraph StateGraph and runs it for one question. */
export async function runSequential(options: TSeqRunOptions): Promise<TSeqAnswer> {
  const [{ StateGraph, START, END }, lc] = await Promise.all([langchainLanggraph(), langchainCoreMessages()])
  const { graph, question } = options
  const start = graph.steps.get(graph.startNodeId)
  if (start?.kind !== 'start') throw new Error('The flow has no Start node')
  const reasoning: TAgentReasoning[] = []
  const decisions = new Map<string, string>()
  const router = createRouter({
    graph,
    edges: options.edges,
    end: END,
    decisions,
    async pickCondition(step, state) {
      const output = textOf(state.messages.at(-1))
      // After an LLM Node with JSON Structured Output, `$flow.output.<key>` reads its answer's keys.
      const json = parseJsonAnswer(output)
      const scope = stateScope(state)
      if (!step.code.trim())
        return pickTableOutput(step.rows, { output, json, input: question, state: scope })
      const flowOutput = { ...json, content: output }
      const picked = await options.runCode(
        step.code,
        { output: flowOutput, state: scope },
        { ...options.flow, output: flowOutput, state: scope },
      )
      return String(picked)
    },
  })
  const ctx: TStepContext = {
    lc,
    question,
    signal: options.signal,
    startModel: start.model,
    flow: options.flow,
    vars: options.vars,
    usedTools: [],
    decisions,
    runCode: options.runCode,
    executeFlow: options.executeFlow,
    toolNodesAfter: router.toolNodesAfter,
    streamTo: (id) => (options.emitToken && router.isFinal(id) ? options.emitToken : undefined),
    report(step, messages) {
      reasoning.push({
        agentName: step.name,
        messages,
        usedTools: [...ctx.usedTools],
        nodeName: NODE_NAMES[step.kind] ?? step.kind,
        nodeId: step.nodeId,
      })
      options.emit('nextAgent', step.name)
      options.emit('agentReasoning', reasoning)
    },
  }
  const guarded =
    (step: { nodeId: string; name: string }, run: (state: TSeqState) => Promise<TStepUpdate>) =>
    async (state: TSeqState) => {
      try {
        return await run(state)
      } catch (e) {
        if (options.signal.aborted || e instanceof SeqStepError) throw e
        throw new SeqStepError(step.nodeId, step.name, e)
      }
    }

  // LangGraph types node names and state keys as literals known when the code is written; these come
  // from the flow, so the builder is used through the small dynamic interface above.
  const builder = new StateGraph(await buildStateAnnotation(start.state)) as unknown as TDynamicGraph
  const approvals: string[] = []
  const rounds = new Map<string, number>()
  const pathMap = [...router.destinations, END]
  const addStep = (step: TSeqStep) => {
    switch (step.kind) {
      case 'agent':
      case 'llm':
        return builder.addNode(step.nodeId, guarded(step, modelStepNode(ctx, step)))
      case 'tool':
        if (step.approval) approvals.push(step.nodeId)
        return builder.addNode(step.nodeId, guarded(step, toolStepNode(ctx, step)))
      case 'function':
        return builder.addNode(step.nodeId, guarded(step, functionStepNode(ctx, step)))
      case 'executeFlow':
        return builder.addNode(step.nodeId, guarded(step, executeFlowStepNode(ctx, step)))
      case 'conditionAgent':
        builder.addNode(step.nodeId, guarded(step, conditionAgentStepNode(ctx, step)))
        return builder.addConditionalEdges(step.nodeId, (s) => router.afterDecision(step.nodeId, s), pathMap)
      default:
        return builder
    }
  }
  for (const step of graph.steps.values()) {
    addStep(step)
    if (step.kind === 'agent' && step.tools.length > 0) {
      const toolsNode = toolsNodeOf(step.nodeId)
      builder.addNode(
        toolsNode,
        guarded(step, async (state) => {
          rounds.set(step.nodeId, (rounds.get(step.nodeId) ?? 0) + 1)
          const { messages } = await runToolCalls(ctx, step.tools, toolCallsOf(state.messages.at(-1)))
          return { messages }
        }),
      )
      if (step.approval) approvals.push(toolsNode)
      builder.addConditionalEdges(
        step.nodeId,
        async (state) => {
          const wantsTools = toolCallsOf(state.messages.at(-1)).length > 0
          if (wantsTools && (rounds.get(step.nodeId) ?? 0) < step.maxIterations) return toolsNode
          return router.routeFrom(step.nodeId, state)
        },
        [...pathMap, toolsNode],
      )
      builder.addEdge(toolsNode, step.nodeId)
    } else if (step.kind !== 'conditionAgent' && router.destinations.includes(step.nodeId)) {
      builder.addConditionalEdges(step.nodeId, (state) => router.routeFrom(step.nodeId, state), pathMap)
    }
  }
  builder.addConditionalEdges(START, (state) => router.routeFrom(start.nodeId, state), pathMap)

  const checkpointer = await createThreadSaver(options.threads)
  const app = builder.compile({ checkpointer, interruptBefore: approvals })
  const config = {
    configurable: { thread_id: options.threadId },
    signal: options.signal,
    recursionLimit: RECURSION_LIMIT,
  }

  let input: Partial<TSeqState> | null = { messages: [new lc.HumanMessage(question)] }
  const waiting = await app.getState(config)
  const pausedAt = waiting.next[0]
  if (pausedAt !== undefined) {
    const decision = decisionOf(question, labelsOf(graph, pausedAt))
    if (decision !== 'approve') {
      const refusals = toolCallsOf(waiting.values.messages.at(-1)).map(
        (call) =>
          new lc.ToolMessage({ content: REJECTED_TOOL, tool_call_id: call.id ?? '', name: call.name }),
      )
      await app.updateState(config, { messages: refusals }, pausedAt)
    }
    // Approved or rejected, the run goes on from where it stopped; any other text is a new question after it.
    if (decision !== undefined) input = null
  }

  try {
    for await (const _update of await app.stream(input, { ...config, streamMode: 'updates' })) {
      // The steps report themselves (ctx.report); the updates only drive the run.
    }
  } catch (e) {
    if (e instanceof Error && e.name === 'GraphRecursionError')
      throw new Error(
        `The agent flow took more than ${RECURSION_LIMIT} steps without reaching an End node (recursion limit); a Loop may never end`,
        { cause: e },
      )
    throw e
  }

  const done = await app.getState(config)
  // The next message of this conversation must find everything this run wrote.
  await checkpointer.flush()
  const messages: BaseMessage[] = done.values.messages
  const usedTools = ctx.usedTools
  const paused = done.next[0]
  if (paused !== undefined) {
    const action = actionFor(labelsOf(graph, paused), messages.at(-1))
    const text = await approvalText(graph, paused, start.model, messages.at(-1), options.signal)
    options.emit('action', action)
    return { text, agentReasoning: reasoning, action, usedTools }
  }
  const last = [...messages].reverse().find((m) => m.getType() === 'ai')
  return { text: textOf(last), agentReasoning: reasoning, ...(usedTools.length ? { usedTools } : {}) }
}
