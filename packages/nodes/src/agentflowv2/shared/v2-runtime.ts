import type { TNodeDescriptor, TWebhookPayload } from '@unikflow/graph'
import type {
  TArtifact,
  TChatMessage,
  TFileAnnotation,
  TNodeContext,
  TSourceDocument,
  TUsedTool,
} from '../../context'
import type { TExecuteFlow } from '../../agentflow/shared/sequential-graph'

/** A message of the run's own conversation (what earlier nodes said), in the roles models take. */
export type TFlowMessage = {
  readonly role: 'system' | 'user' | 'assistant' | 'developer'
  readonly content: string
}

/** The decision a person took at a Human Input node, sent with the message that resumes the run. */
export type THumanDecision = { readonly type: 'proceed' | 'reject'; readonly feedback?: string }

/**
 * What an Agentflow v2 node receives (docs/architecture.md#agentflow-v2): the usual node context with
 * the `{{ … }}` references of its inputs resolved, plus the run's flow state and conversation, and
 * makers for the catalogue nodes it names (a chat model, a tool) from their stored inputs.
 */
export interface TAgentflowContext extends TNodeContext {
  readonly state: Readonly<Record<string, unknown>>
  /** Messages of this run so far: the question, then what earlier nodes returned as messages. */
  readonly runMessages: readonly TFlowMessage[]
  /** Earlier turns of the session (empty with Start's ephemeral memory). */
  readonly pastMessages: readonly TChatMessage[]
  /** Start's form values, when the flow starts from a form. */
  readonly form: Readonly<Record<string, unknown>> | undefined
  /** The request a webhook Start received: its body, headers (secrets left out) and query. */
  readonly webhook: TWebhookPayload | undefined
  /** The chat-model node `name` supplied with `config` as its inputs (its credential inside). */
  createModel(name: string, config: Readonly<Record<string, unknown>>): Promise<unknown>
  /** The tool node `name` supplied with `config` as its inputs: one tool or several. */
  createTool(name: string, config: Readonly<Record<string, unknown>>): Promise<unknown>
  /** Any catalogue node `name` supplied with `config` (an Agent's knowledge vector store, embeddings). */
  createNode(name: string, config: Readonly<Record<string, unknown>>): Promise<unknown>
  /** Set when the run resumes at this node (a Human Input, or an Agent whose tool call waited). */
  readonly humanDecision: THumanDecision | undefined
  /** What this node kept when it paused (`pause.data`), given back when the run resumes at it. */
  readonly resumeData: unknown
  readonly executeFlow: TExecuteFlow | undefined
}

/** What a v2 node did; the executor routes, updates the state and records it from this. */
export type TAgentflowResult = {
  /** Recorded as the node's output: `{{ nodeId }}` reads `content`, `{{ nodeId.output.x }}` reads `x`. */
  readonly output: Readonly<Record<string, unknown>> & { readonly content?: string }
  /** Decision nodes: the index of the output taken (the others are skipped). */
  readonly chosen?: number
  /** State keys this node sets besides its "Update Flow State" rows (Start declares the state). */
  readonly state?: Readonly<Record<string, unknown>>
  /** Added to the run's conversation for later nodes. */
  readonly message?: TFlowMessage
  /**
   * The run pauses here for a person and shows `description` (Human Input without a decision, or an
   * Agent's tool calls that need approval, named in `toolCalls`); `data` (JSON) comes back on resume.
   */
  readonly pause?: {
    readonly description: string
    readonly toolCalls?: readonly { readonly name: string; readonly args: unknown }[]
    readonly data?: unknown
  }
  /** Loop: run this node again (at most `max` times), then answer `fallback`. */
  readonly loopTo?: { readonly nodeId: string; readonly max: number; readonly fallback: string }
  /** Iteration: the items its inner nodes run for. */
  readonly iterate?: readonly unknown[]
  readonly usedTools?: readonly TUsedTool[]
  readonly sourceDocuments?: readonly TSourceDocument[]
  /** Images and files the node made, kept with the chat (`ctx.chatFiles`). */
  readonly artifacts?: readonly TArtifact[]
  readonly fileAnnotations?: readonly TFileAnnotation[]
}

export type TAgentflowModule = {
  readonly descriptor: TNodeDescriptor
  readonly run: (ctx: TAgentflowContext) => Promise<TAgentflowResult>
}

export function defineAgentflowRuntime(
  descriptor: TNodeDescriptor,
  run: (ctx: TAgentflowContext) => Promise<TAgentflowResult>,
): TAgentflowModule {
  return { descriptor, run }
}
