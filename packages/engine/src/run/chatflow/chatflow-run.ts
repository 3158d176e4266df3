import type { TNodeAnswer } from '@unikflow/nodes'
import type { TRunEvent } from '../events'
import type { TContextRun } from '../node-context'
import type { TPlan } from '../plan-run'
import type { TResolveScope } from '../resolve-inputs'
import type { TAgentParts, TRunFlowOptions } from '../run-flow-types'
import type { TRunTrace } from '../trace'

/** One run of a chatflow (or Sequential Agents flow) while its steps go: what they share and what they set. */
export type TChatflowRun = {
  readonly options: TRunFlowOptions
  readonly signal: AbortSignal
  /** `Date.now()` when the run began (trace times are relative to it). */
  readonly started: number
  readonly trace: TRunTrace
  /** Sends an event to the listener while the run is not aborted. */
  readonly emit: (e: TRunEvent) => void
  readonly plan: TPlan
  /** What every node's context is made from. */
  readonly context: TContextRun
  /** What `{{…}}` references resolve against; `instances` holds what each node supplied. */
  readonly scope: TResolveScope
  /** What each node supplied, by node id (the scope reads the same map). */
  readonly instances: Map<string, unknown>
  readonly inputsById: ReadonlyMap<string, Record<string, unknown>>
  /** Overrides left out (named in the result), or undefined when they are refused instead. */
  readonly dropped: string[] | undefined
  /** Nodes only reachable through a branch not taken. */
  readonly skipped: Set<string>
  /** Tokens streamed so far: none means the whole answer goes out as one token at the end. */
  streamedTokens: number
  /** The ending node that answered ('sequential' for a graph of steps). */
  answeredBy: string | undefined
  answer: TNodeAnswer & TAgentParts
  /** What the ending node supplied, when it is a supply node. */
  endInstance: unknown
}

/** A token of the answer, counted so the whole answer is not sent again at the end. */
export function emitToken(run: TChatflowRun, token: string): void {
  run.streamedTokens += 1
  run.emit({ event: 'token', data: token })
}
