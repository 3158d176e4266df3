import type {
  SequentialGraph,
  TAgentThreadStore,
  TExecuteFlow,
  TNodeAnswer,
  TUsedTool,
} from '@unikflow/nodes'
import type { TAgentAction } from './seq-approval'
import type { TSeqEdge } from './seq-route'
import type { TSeqState } from './seq-state'
import type { TStepUpdate } from './seq-steps'

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

export type TRunConfig = { configurable: { thread_id: string }; signal: AbortSignal; recursionLimit: number }
export interface TCompiledGraph {
  getState(config: TRunConfig): Promise<{ next: string[]; values: TSeqState }>
  updateState(config: TRunConfig, values: Partial<TSeqState>, asNode: string): Promise<unknown>
  stream(
    input: Partial<TSeqState> | null,
    options: TRunConfig & { streamMode: 'updates' },
  ): Promise<AsyncIterable<unknown>>
}
export interface TDynamicGraph {
  addNode(name: string, run: (state: TSeqState) => Promise<TStepUpdate>): TDynamicGraph
  addEdge(from: string, to: string): TDynamicGraph
  addConditionalEdges(
    from: string,
    route: (state: TSeqState) => Promise<string>,
    ends: string[],
  ): TDynamicGraph
  compile(options: { checkpointer: unknown; interruptBefore: string[] }): TCompiledGraph
}
