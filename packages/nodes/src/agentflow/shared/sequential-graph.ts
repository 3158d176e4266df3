import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { StructuredToolInterface } from '@langchain/core/tools'

/**
 * Sequential Agents (Flowise's v1 agentflow format): the Start, Agent, LLM, Condition and End nodes do not
 * answer one by one like chat nodes; each registers its step in the flow's SequentialGraph (created by the
 * Start node) and the engine runs the whole graph once, as a LangGraph StateGraph (`run-sequential.ts`).
 * Their wiring comes from the flow's edges, given to `run`.
 */
export type TSeqStep =
  | { readonly kind: 'start'; readonly nodeId: string; readonly model: BaseChatModel }
  | {
      readonly kind: 'agent'
      readonly nodeId: string
      readonly name: string
      readonly model: BaseChatModel | undefined
      readonly systemPrompt: string
      readonly humanPrompt: string
      readonly tools: readonly StructuredToolInterface[]
      /** Ask the person before the agent's tool calls run. */
      readonly approval: boolean
      readonly maxIterations: number
    }
  | {
      readonly kind: 'llm'
      readonly nodeId: string
      readonly name: string
      readonly model: BaseChatModel | undefined
      readonly systemPrompt: string
      readonly humanPrompt: string
    }
  | {
      readonly kind: 'condition'
      readonly nodeId: string
      readonly name: string
      /** Table rows `{ variable, operation, value, output }`, checked in order; or JavaScript returning an output name. */
      readonly rows: readonly TConditionRow[]
      readonly code: string
    }
  | { readonly kind: 'end'; readonly nodeId: string }

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
  throw new Error(`${nodeLabel} must follow a Start, Agent, LLM or Condition node`)
}
