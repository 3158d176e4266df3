import type { TFlowData, TWebhookPayload } from '@unikflow/graph'
import type { TChatMessage, THumanDecision, TNodeAnswer, TUpload } from '@unikflow/nodes'
import type { TAllowedOverrides } from './apply-overrides'
import type { TExecutedNode } from './agentflow-v2/executed-node'
import type { TRunEventListener } from './events'
import type { TSeqAnswer } from './sequential/run-sequential'
import type { TEngineServices } from './services'
import type { TRunTrace } from './trace'

export type TRunFlowOptions = {
  /** Stored flowData (object or JSON text). */
  readonly flowData: TFlowData | string
  readonly question: string
  /** Earlier turns given by the caller (Flowise `history`); memory nodes use it while their store is empty. */
  readonly history?: readonly TChatMessage[]
  readonly overrideConfig?: Readonly<Record<string, unknown>>
  /** Node properties the flow's configuration lets callers override (default: none). */
  readonly allowedOverrides?: TAllowedOverrides
  /** Variables callers may override through `overrideConfig.vars` (default: none). */
  readonly allowedVars?: readonly string[]
  /** Refuse the run for overrides not allowed (default: they are dropped and named in the result). */
  readonly refuseOverridesNotAllowed?: boolean
  readonly chatId: string
  /** `overrideConfig.sessionId` as chosen by the server; memory falls back to the node's own, then chatId. */
  readonly sessionId?: string
  readonly flowId: string
  readonly uploads?: readonly TUpload[]
  /** Run up to this node and answer with its output. */
  readonly stopNodeId?: string
  /** A vector upsert (`POST /vector/upsert`): vector stores kept on disk write their documents. */
  readonly upsert?: boolean
  readonly signal?: AbortSignal
  readonly services: TEngineServices
  /** Receives streaming events; tokens are sent only when set. */
  readonly onEvent?: TRunEventListener
  /** Agentflow v2: the decision resuming an execution paused at a Human Input (Flowise's `humanInput`). */
  readonly humanInput?: THumanDecision
  /** Agentflow v2: the values of Start's form, when the flow starts from a form. */
  readonly form?: Readonly<Record<string, unknown>>
  /** Agentflow v2: the request a webhook Start received (`{{ $webhook.body.x }}`, `.headers`, `.query`). */
  readonly webhook?: TWebhookPayload
}

/** Sequential Agents add each step's messages and, when a tool call awaits approval, the buttons to show. */
export type TAgentParts = Partial<Pick<TSeqAnswer, 'agentReasoning' | 'action'>>

export type TRunResult = TNodeAnswer &
  TAgentParts & {
    readonly trace: TRunTrace
    /** What the ending node supplied, when it is a supply node (hosts composing flows read documents so). */
    readonly instance?: unknown
    /** Agentflow v2: every node run of the execution, in order. */
    readonly agentFlowExecutedData?: readonly TExecutedNode[]
    /** `overrideConfig` keys the flow does not allow, left out of the run. */
    readonly droppedOverrides?: readonly string[]
  }
