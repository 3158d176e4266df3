import type { TExecutedNode } from './agentflow-v2/executed-node'
import type { TArtifact, TFileAnnotation, TSourceDocument, TUsedTool } from '@unikflow/nodes'
import type { TAgentAction, TAgentReasoning } from './sequential/run-sequential'

/** Streaming events with Flowise's SSE names, so its clients work unchanged. */
export type TRunEvent =
  | { readonly event: 'start'; readonly data: string }
  | { readonly event: 'token'; readonly data: string }
  | { readonly event: 'sourceDocuments'; readonly data: readonly TSourceDocument[] }
  | { readonly event: 'usedTools'; readonly data: readonly TUsedTool[] }
  | { readonly event: 'metadata'; readonly data: Record<string, unknown> }
  /** Images and files the run made, kept with the chat (Flowise's `artifacts`, `fileAnnotations`). */
  | { readonly event: 'artifacts'; readonly data: readonly TArtifact[] }
  | { readonly event: 'fileAnnotations'; readonly data: readonly TFileAnnotation[] }
  /** Sequential Agents: the step that runs next, the steps so far, and a tool call awaiting approval. */
  | { readonly event: 'nextAgent'; readonly data: string }
  | { readonly event: 'agentReasoning'; readonly data: readonly TAgentReasoning[] }
  | { readonly event: 'action'; readonly data: TAgentAction }
  /** Agentflow v2: a node started or finished, and at the end every node's record. */
  | {
      readonly event: 'nextAgentFlow'
      readonly data: { nodeId: string; nodeLabel: string; status: 'INPROGRESS' | 'FINISHED' | 'ERROR' }
    }
  | { readonly event: 'agentFlowExecutedData'; readonly data: readonly TExecutedNode[] }
  | { readonly event: 'error'; readonly data: string }
  | { readonly event: 'end'; readonly data: '[DONE]' }

export type TRunEventListener = (event: TRunEvent) => void
