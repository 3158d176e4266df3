import type { TWebhookPayload } from '@unikflow/graph'
import type { TChatMessage, THumanDecision, TNodeAnswer, TUpload } from '@unikflow/nodes'
import type { TAgentAction, TAgentReasoning } from '../sequential/run-sequential'
import type { TRunEventListener } from '../events'
import type { TEngineServices } from '../services'
import type { TRunTrace } from '../trace'
import type { TExecutedNode } from './executed-node'

/** The part of `runFlow`'s options an Agentflow v2 run reads (kept here so the two files do not import each other). */
export type TAgentflowRunOptions = {
  readonly question: string
  readonly history?: readonly TChatMessage[]
  readonly overrideConfig?: Readonly<Record<string, unknown>>
  readonly allowedVars?: readonly string[]
  readonly refuseOverridesNotAllowed?: boolean
  readonly chatId: string
  readonly sessionId?: string
  readonly flowId: string
  readonly uploads?: readonly TUpload[]
  readonly signal?: AbortSignal
  readonly services: TEngineServices
  readonly onEvent?: TRunEventListener
  readonly humanInput?: THumanDecision
  readonly form?: Readonly<Record<string, unknown>>
  readonly webhook?: TWebhookPayload
}

/** What an Agentflow v2 run answers (a `runFlow` result). */
export type TAgentflowAnswer = TNodeAnswer & {
  readonly agentReasoning: readonly TAgentReasoning[]
  readonly action?: TAgentAction
  readonly agentFlowExecutedData: readonly TExecutedNode[]
  readonly trace: TRunTrace
  readonly droppedOverrides?: readonly string[]
}
