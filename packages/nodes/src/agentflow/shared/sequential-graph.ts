import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TAgentThreadStore } from '../../context'

/**
 * Sequential Agents (Flowise's v1 agentflow format): Start, Agent, LLM Node, Tool Node, Condition, Condition
 * Agent, Loop, Custom Function, Execute Flow and End do not answer one by one like chat nodes; each
 * registers its step in the flow's SequentialGraph (created by the Start node) and the engine runs the
 * whole graph once, as a LangGraph StateGraph (engine's `run/sequential/run-sequential.ts`). Their wiring comes from the flow's
 * edges, given to `run`. (The State node supplies Start with its keys and is no step.)
 */
/** "Conversation History": which messages of the conversation a model step sends. */
export type THistorySelection = 'user_question' | 'last_message' | 'all_messages' | 'empty'

/** Another flow of the same unik, run for Execute Flow (the host decides what "same unik" means). */
export type TExecuteFlow = (request: {
  readonly flowId: string
  readonly question: string
  readonly sessionId: string
  readonly overrideConfig: Readonly<Record<string, unknown>>
}) => Promise<string>

export type TSeqStep =
  | {
      readonly kind: 'start'
      readonly nodeId: string
      readonly model: BaseChatModel
      /** Custom state keys (the State node), beside `messages`. */
      readonly state: readonly TStateField[]
      /** Where the Agent Memory node keeps the threads; absent: the host's store. */
      readonly threads?: TAgentThreadStore
    }
  | {
      readonly kind: 'agent'
      readonly nodeId: string
      readonly name: string
      readonly model: BaseChatModel | undefined
      readonly systemPrompt: string
      readonly humanPrompt: string
      readonly promptValues: TPromptValues
      readonly history: THistorySelection
      /** "Prepend Messages History": sandboxed code returning `{ role, content }` messages. */
      readonly prepend: string
      /** How the pause for approval of its tool calls is worded and its buttons named (empty: the defaults). */
      readonly approvalPrompt: string
      readonly approveLabel: string
      readonly rejectLabel: string
      readonly tools: readonly StructuredToolInterface[]
      /** Ask the person before the agent's tool calls run. */
      readonly approval: boolean
      readonly maxIterations: number
      /** Applied once the agent answers without tool calls; `$flow.output` is `{ content, usedTools }`. */
      readonly update: TStateUpdate
    }
  | {
      readonly kind: 'llm'
      readonly nodeId: string
      readonly name: string
      readonly model: BaseChatModel | undefined
      readonly systemPrompt: string
      readonly humanPrompt: string
      readonly promptValues: TPromptValues
      readonly history: THistorySelection
      readonly prepend: string
      /** Keys of the JSON object the model must answer with (its structured output); empty: a plain answer. */
      readonly structured: readonly TStructuredKey[]
      /** `$flow.output` is `{ content, ...the structured answer's keys }`. */
      readonly update: TStateUpdate
    }
  | {
      readonly kind: 'condition'
      readonly nodeId: string
      readonly name: string
      /** Table rows `{ variable, operation, value, output }`, checked in order; or JavaScript returning an output name. */
      readonly rows: readonly TConditionRow[]
      readonly code: string
    }
  | {
      readonly kind: 'conditionAgent'
      readonly nodeId: string
      readonly name: string
      readonly model: BaseChatModel | undefined
      readonly systemPrompt: string
      readonly humanPrompt: string
      readonly promptValues: TPromptValues
      readonly history: THistorySelection
      /** Keys of the JSON object the model answers with; empty: a plain text answer. */
      readonly structured: readonly TStructuredKey[]
      readonly rows: readonly TConditionRow[]
      readonly code: string
    }
  | {
      readonly kind: 'tool'
      readonly nodeId: string
      readonly name: string
      readonly tools: readonly StructuredToolInterface[]
      readonly approval: boolean
      /** Asks the start model to word the question to the person (`{tools}` is the calls as JSON). */
      readonly approvalPrompt: string
      readonly approveLabel: string
      readonly rejectLabel: string
      readonly update: TStateUpdate
    }
  | { readonly kind: 'loop'; readonly nodeId: string; readonly name: string; readonly to: string }
  | {
      readonly kind: 'function'
      readonly nodeId: string
      readonly name: string
      readonly code: string
      readonly inputs: Readonly<Record<string, unknown>>
      readonly returnAs: TReturnAs
    }
  | {
      readonly kind: 'executeFlow'
      readonly nodeId: string
      readonly name: string
      readonly flowId: string
      /** `userQuestion`, `{{nodeId}}` (that node's last message) or text. */
      readonly input: string
      readonly newSession: boolean
      readonly overrideConfig: Readonly<Record<string, unknown>>
      readonly returnAs: TReturnAs
    }
  | { readonly kind: 'end'; readonly nodeId: string }

/** Flowise's "Return Value As" of Custom Function and Execute Flow. */
export type TReturnAs = 'aiMessage' | 'humanMessage' | 'stateObj'
export const returnAsOf = (value: string): TReturnAs =>
  value === 'humanMessage' || value === 'stateObj' ? value : 'aiMessage'

/** "Format Prompt Values": a prompt's `{variable}` → `$flow.state.x`, `$flow.input`, `$vars.x` or text. */
export type TPromptValues = Readonly<Record<string, unknown>>

/** One key of the custom state: Replace keeps the newest value (null keeps the old), Append concatenates. */
export type TStateField = { readonly key: string; readonly append: boolean; readonly initial: unknown }

/** What a Tool Node writes to the state after its tools ran: table rows `{ key, value }` or code returning an object. */
export type TStateUpdate = {
  readonly rows: readonly { readonly key: string; readonly value: string }[]
  readonly code: string
}

export type TStructuredKey = {
  readonly key: string
  readonly type: string
  readonly enumValues: string
  readonly description: string
}

/** What the State node supplies to Start: the custom state's keys. */
export class SeqStateSchema {
  constructor(readonly fields: readonly TStateField[]) {}
}

export type TConditionRow = {
  readonly variable: string
  readonly operation: string
  readonly value: string
  readonly output: string
}

export class SequentialGraph {
  readonly steps = new Map<string, TSeqStep>()

  constructor(readonly startNodeId: string) {}

  add(step: TSeqStep): SeqRef {
    this.steps.set(step.nodeId, step)
    return new SeqRef(this, step.nodeId)
  }

  /** The store of the Start node's Agent Memory, when it was given one that keeps threads elsewhere. */
  get threads(): TAgentThreadStore | undefined {
    const start = this.steps.get(this.startNodeId)
    return start?.kind === 'start' ? start.threads : undefined
  }
}

/** What a sequential node supplies to the nodes after it: the graph it belongs to. */
export class SeqRef {
  constructor(
    readonly graph: SequentialGraph,
    readonly nodeId: string,
  ) {}
}

/** The graph of the node's `Start | Agent | …` input (one or a list of SeqRefs). */
export function graphOf(value: unknown, nodeLabel: string): SequentialGraph {
  const first = Array.isArray(value) ? value.find((v) => v instanceof SeqRef) : value
  if (first instanceof SeqRef) return first.graph
  throw new Error(
    `${nodeLabel} must follow a Start, Agent, LLM, Condition, Tool, Custom Function or Execute Flow node`,
  )
}
