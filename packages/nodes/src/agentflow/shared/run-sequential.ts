import { randomUUID } from 'node:crypto'
import type { AIMessage, BaseMessage } from '@langchain/core/messages'
import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import { parseHandleId, toOutputName } from '@unikflow/graph'
import type { TAgentThreadStore, TNodeAnswer, TUsedTool } from '../../context'
import { pickTableOutput, type TConditionScope } from './condition-route'
import { createThreadSaver } from './thread-saver'
import type { SequentialGraph } from './sequential-graph'

/** One step of the run as Flowise's chat shows it ("agent messages"). */
export type TAgentReasoning = {
  readonly agentName: string
  readonly messages: string[]
  readonly usedTools: TUsedTool[]
  readonly nodeName: string
  readonly nodeId: string
}

/** Flowise's human-in-the-loop action: the chat shows the buttons; their label is sent back as the question. */
export type TAgentAction = {
  readonly id: string
  readonly mapping: { readonly approve: string; readonly reject: string; readonly toolCalls: unknown[] }
  readonly elements: { type: 'approve-button' | 'reject-button'; label: string }[]
}

export type TSeqAnswer = TNodeAnswer & {
  readonly agentReasoning: readonly TAgentReasoning[]
  readonly action?: TAgentAction
}

export type TSeqRunOptions = {
  readonly graph: SequentialGraph
  readonly edges: readonly {
    readonly source: string
    readonly sourceHandle: string
    readonly target: string
  }[]
  readonly question: string
  /** One conversation's thread: its messages and a pending approval persist between runs. */
  readonly threadId: string
  readonly signal: AbortSignal
  readonly threads?: TAgentThreadStore
  /** Condition code, in the sandbox, with `$output`, `$state` and `$flow.input`. */
  readonly runCode: (code: string, inputs: Record<string, unknown>) => Promise<unknown>
  readonly emit: (event: 'nextAgent' | 'agentReasoning' | 'action' | 'usedTools', data: unknown) => void
}

export const APPROVE_LABEL = 'Proceed'
export const REJECT_LABEL = 'Reject'
const REJECTED_TOOL = 'The user rejected this tool call; do not run it. Answer without it.'

const toolsNodeOf = (nodeId: string) => `${nodeId}_tools`
const textOf = (message: BaseMessage | undefined): string =>
  typeof message?.content === 'string'
    ? message.content
    : Array.isArray(message?.content)
      ? message.content
          .map((part) => ('text' in part && typeof part.text === 'string' ? part.text : ''))
          .join('')
      : ''
const toolCallsOf = (message: BaseMessage | undefined) =>
  message && 'tool_calls' in message ? ((message as AIMessage).tool_calls ?? []) : []

function decisionOf(question: string): 'approve' | 'reject' | undefined {
  const q = question.trim().toLowerCase()
  if (q === APPROVE_LABEL.toLowerCase() || q === 'approve' || q === 'yes') return 'approve'
  if (q === REJECT_LABEL.toLowerCase() || q === 'no') return 'reject'
  return undefined
}

type TState = { messages: BaseMessage[] }
type TRunConfig = { configurable: { thread_id: string }; signal: AbortSignal; recursionLimit: number }
interface TCompiledGraph {
  getState(config: TRunConfig): Promise<{ next: string[]; values: TState }>
  updateState(config: TRunConfig, values: TState, asNode: string): Promise<unknown>
  stream(
    input: TState | null,
    options: TRunConfig & { streamMode: 'updates' },
  ): Promise<AsyncIterable<Record<string, Partial<TState> | undefined>>>
}
interface TDynamicGraph {
  addNode(name: string, run: (state: TState) => Promise<Partial<TState>>): TDynamicGraph
  addEdge(from: string, to: string): TDynamicGraph
  addConditionalEdges(
    from: string,
    route: (state: TState) => string | Promise<string>,
    ends: string[],
  ): TDynamicGraph
  compile(options: { checkpointer: unknown; interruptBefore: string[] }): TCompiledGraph
}

/** Compiles the registered steps into a LangGraph StateGraph (messages state) and runs it for one question. */
export async function runSequential(options: TSeqRunOptions): Promise<TSeqAnswer> {
  const [{ StateGraph, MessagesAnnotation, START, END }, { HumanMessage, SystemMessage, ToolMessage }] =
    await Promise.all([import('@langchain/langgraph'), import('@langchain/core/messages')])
  const { graph, edges, question } = options
  const steps = graph.steps
  const start = steps.get(graph.startNodeId)
  if (start?.kind !== 'start') throw new Error('The flow has no Start node')
  const stepOf = (id: string) => steps.get(id)
  const successors = (id: string) => edges.filter((e) => e.source === id && steps.has(e.target))
  const usedTools: TUsedTool[] = []
  const rounds = new Map<string, number>()

  /** Where the run goes after `id` (Start, an agent or an LLM node), given the state. */
  const routeFrom = async (id: string, messages: BaseMessage[]): Promise<string> => {
    const next = successors(id)
    const target = next[0] && stepOf(next[0].target)
    if (!target || target.kind === 'end') return END
    if (target.kind !== 'condition') return target.nodeId
    const scope: TConditionScope = { output: textOf(messages.at(-1)), input: question, state: {} }
    const picked =
      target.code.trim() !== ''
        ? String(
            await options.runCode(target.code, { output: { content: scope.output }, state: scope.state }),
          )
        : pickTableOutput(target.rows, scope)
    const wanted = toOutputName(picked)
    const branch = successors(target.nodeId).find(
      (e) => parseHandleId(e.sourceHandle, target.nodeId)?.name === wanted,
    )
    const to = branch && stepOf(branch.target)
    return !to || to.kind === 'end' ? END : to.nodeId
  }
  const destinations = [...steps.values()]
    .filter((s) => s.kind === 'agent' || s.kind === 'llm')
    .map((s) => s.nodeId)
  const pathMap = [...destinations, END]

  const modelOf = (step: { model: BaseChatModel | undefined }) => step.model ?? start.model
  const prompt = (step: { systemPrompt: string; humanPrompt: string }, messages: BaseMessage[]) => [
    ...(step.systemPrompt ? [new SystemMessage(step.systemPrompt)] : []),
    ...messages,
    ...(step.humanPrompt ? [new HumanMessage(step.humanPrompt)] : []),
  ]

  // LangGraph types node names as literals known when the code is written; these come from the flow, so
  // the builder is used through the small dynamic interface below.
  const builder = new StateGraph(MessagesAnnotation) as unknown as TDynamicGraph
  const approvals: string[] = []
  for (const step of steps.values()) {
    if (step.kind === 'llm') {
      builder.addNode(step.nodeId, async (state: TState) => {
        const answer = await modelOf(step).invoke(prompt(step, state.messages), { signal: options.signal })
        answer.name = step.name
        return { messages: [answer] }
      })
    }
    if (step.kind === 'agent') {
      const tools = step.tools
      builder.addNode(step.nodeId, async (state: TState) => {
        const model = modelOf(step)
        const runnable = tools.length > 0 && model.bindTools ? model.bindTools([...tools]) : model
        const answer = await runnable.invoke(prompt(step, state.messages), { signal: options.signal })
        answer.name = step.name
        return { messages: [answer] }
      })
      if (tools.length > 0) {
        builder.addNode(toolsNodeOf(step.nodeId), async (state: TState) => {
          rounds.set(step.nodeId, (rounds.get(step.nodeId) ?? 0) + 1)
          const results: BaseMessage[] = []
          for (const call of toolCallsOf(state.messages.at(-1))) {
            const tool = tools.find((t) => t.name === call.name)
            const output = tool ? String(await tool.invoke(call.args)) : `There is no tool named ${call.name}`
            usedTools.push({ tool: call.name, toolInput: call.args, toolOutput: output })
            results.push(new ToolMessage({ content: output, tool_call_id: call.id ?? '', name: call.name }))
          }
          return { messages: results }
        })
        if (step.approval) approvals.push(toolsNodeOf(step.nodeId))
      }
    }
  }
  builder.addConditionalEdges(START, (state: TState) => routeFrom(start.nodeId, state.messages), pathMap)
  for (const step of steps.values()) {
    if (step.kind !== 'agent' && step.kind !== 'llm') continue
    const toolsNode = toolsNodeOf(step.nodeId)
    const hasTools = step.kind === 'agent' && step.tools.length > 0
    builder.addConditionalEdges(
      step.nodeId,
      (state: TState) => {
        const wantsTools = hasTools && toolCallsOf(state.messages.at(-1)).length > 0
        const maxRounds = step.kind === 'agent' ? step.maxIterations : 0
        if (wantsTools && (rounds.get(step.nodeId) ?? 0) < maxRounds) return toolsNode
        return routeFrom(step.nodeId, state.messages)
      },
      hasTools ? [...pathMap, toolsNode] : pathMap,
    )
    if (hasTools) builder.addEdge(toolsNode, step.nodeId)
  }

  const checkpointer = await createThreadSaver(options.threads)
  const app = builder.compile({ checkpointer, interruptBefore: approvals })
  const config = { configurable: { thread_id: options.threadId }, signal: options.signal, recursionLimit: 60 }

  let input: { messages: BaseMessage[] } | null = { messages: [new HumanMessage(question)] }
  const waiting = await app.getState(config)
  if (waiting.next.length > 0) {
    const decision = decisionOf(question)
    const pending = waiting.values.messages.at(-1)
    if (decision !== 'approve') {
      const refusals = toolCallsOf(pending).map(
        (call) => new ToolMessage({ content: REJECTED_TOOL, tool_call_id: call.id ?? '', name: call.name }),
      )
      await app.updateState(config, { messages: refusals }, waiting.next[0] ?? '')
    }
    // Approved or rejected, the run goes on from where it stopped; any other text is a new question after it.
    if (decision !== undefined) input = null
  }

  const reasoning: TAgentReasoning[] = []
  for await (const update of await app.stream(input, { ...config, streamMode: 'updates' })) {
    for (const [nodeName, value] of Object.entries(update)) {
      const step = stepOf(nodeName.replace(/_tools$/, ''))
      if (!step || (step.kind !== 'agent' && step.kind !== 'llm') || nodeName.endsWith('_tools')) continue
      const last = value?.messages?.at(-1)
      const entry: TAgentReasoning = {
        agentName: step.name,
        messages: textOf(last) ? [textOf(last)] : [],
        usedTools: [...usedTools],
        nodeName: step.kind === 'agent' ? 'seqAgent' : 'seqLLMNode',
        nodeId: step.nodeId,
      }
      reasoning.push(entry)
      options.emit('nextAgent', step.name)
      options.emit('agentReasoning', reasoning)
    }
  }

  const done = await app.getState(config)
  // The next message of this conversation must find everything this run wrote.
  await checkpointer.flush()
  const messages = done.values.messages
  if (done.next.length > 0) {
    const action: TAgentAction = {
      id: randomUUID(),
      mapping: { approve: APPROVE_LABEL, reject: REJECT_LABEL, toolCalls: toolCallsOf(messages.at(-1)) },
      elements: [
        { type: 'approve-button', label: APPROVE_LABEL },
        { type: 'reject-button', label: REJECT_LABEL },
      ],
    }
    options.emit('action', action)
    return { text: '', agentReasoning: reasoning, action, usedTools }
  }
  const last = [...messages].reverse().find((m) => m.getType() === 'ai')
  return { text: textOf(last), agentReasoning: reasoning, ...(usedTools.length ? { usedTools } : {}) }
}
