import type { z } from 'zod'
import type { TChatMessage, TFeedbackRating, ZUsedTool } from '@unikflow/graph'
import type { StreamEvent as ChatStreamEvent } from '@unikflow/graph/protocols'
import type { SourceDocument } from './source-docs'

export type UsedTool = z.infer<typeof ZUsedTool>

export interface ChatAttachment {
  name: string
  mime: string
  /** An object URL for an image preview (revoked when the chat is cleared). */
  previewUrl?: string
}

/** One step of a Sequential Agents run: who spoke and what it said. */
export interface AgentStep {
  agentName: string
  messages: string[]
}

/** A tool call waiting for the person: the labels to send back as the next question. */
export interface AgentApproval {
  approve: string
  reject: string
  /** Names of the tools the agent wants to call. */
  tools: string[]
}

/** One bubble of the canvas chat. */
export interface ChatBubble {
  /** Local id (React key). */
  id: string
  role: 'userMessage' | 'apiMessage'
  content: string
  /** The stored answer's id (from the metadata event): what feedback refers to. */
  messageId?: string
  sourceDocuments?: SourceDocument[]
  usedTools?: UsedTool[]
  /** Sequential Agents: the steps of the run so far, and a pending approval. */
  agentSteps?: AgentStep[]
  approval?: AgentApproval
  attachments?: ChatAttachment[]
  status: 'done' | 'streaming' | 'error'
  /** The server's detail for a failed answer (shown under the spec's error text). */
  errorDetail?: string
  feedback?: TFeedbackRating
  isGreeting?: boolean
  /** The model answered but the server could not store the answer (the metadata's `warning`). */
  notStored?: boolean
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isSourceDocument(value: unknown): value is SourceDocument {
  return isRecord(value) && typeof value.pageContent === 'string' && isRecord(value.metadata)
}

function isUsedTool(value: unknown): value is UsedTool {
  return isRecord(value) && typeof value.tool === 'string'
}

function toAgentStep(value: unknown): AgentStep[] {
  if (!isRecord(value) || typeof value.agentName !== 'string') return []
  const messages = Array.isArray(value.messages) ? value.messages.filter((m) => typeof m === 'string') : []
  return [{ agentName: value.agentName, messages }]
}

function toApproval(value: unknown): AgentApproval | undefined {
  const mapping = isRecord(value) && isRecord(value.mapping) ? value.mapping : undefined
  if (!mapping || typeof mapping.approve !== 'string' || typeof mapping.reject !== 'string') return undefined
  const calls = Array.isArray(mapping.toolCalls) ? mapping.toolCalls : []
  const tools = calls.flatMap((c) => (isRecord(c) && typeof c.name === 'string' ? [c.name] : []))
  return { approve: mapping.approve, reject: mapping.reject, tools }
}

function pendingApproval(message: TChatMessage, isLast: boolean): { approval?: AgentApproval } {
  const approval = isLast && message.action ? toApproval(message.action) : undefined
  return approval ? { approval } : {}
}

/** An answer bubble after one stream event; the question bubble may change too (transcribed audio). */
export function applyStreamEvent(answer: ChatBubble, event: ChatStreamEvent): ChatBubble {
  switch (event.event) {
    case 'token':
      return typeof event.data === 'string' ? { ...answer, content: answer.content + event.data } : answer
    case 'sourceDocuments':
      return Array.isArray(event.data)
        ? { ...answer, sourceDocuments: event.data.filter(isSourceDocument) }
        : answer
    case 'usedTools':
      return Array.isArray(event.data) ? { ...answer, usedTools: event.data.filter(isUsedTool) } : answer
    case 'agentReasoning':
      return Array.isArray(event.data) ? { ...answer, agentSteps: event.data.flatMap(toAgentStep) } : answer
    case 'action': {
      const approval = toApproval(event.data)
      return approval ? { ...answer, approval } : answer
    }
    case 'metadata':
      if (!isRecord(event.data)) return answer
      // An answer that was not stored has no message to give feedback on.
      if (typeof event.data.warning === 'string') return { ...answer, notStored: true }
      return typeof event.data.chatMessageId === 'string'
        ? { ...answer, messageId: event.data.chatMessageId }
        : answer
    case 'error':
      return {
        ...answer,
        status: 'error',
        errorDetail: typeof event.data === 'string' ? event.data : JSON.stringify(event.data),
      }
    case 'end':
      return answer.status === 'streaming' ? { ...answer, status: 'done' } : answer
    default:
      return answer
  }
}

/** The question as the server understood it (a recording's transcription), from the metadata event. */
export function questionFromEvent(event: ChatStreamEvent): string | undefined {
  return event.event === 'metadata' && isRecord(event.data) && typeof event.data.question === 'string'
    ? event.data.question
    : undefined
}

/**
 * Stored messages (reopening a conversation) → bubbles. An agent run's steps come back with its answer;
 * its approval only while it is still pending (the conversation's last message).
 */
export function bubblesFromStored(messages: readonly TChatMessage[]): ChatBubble[] {
  return messages.map((m, index) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    ...(m.role === 'apiMessage' ? { messageId: m.id } : {}),
    ...(m.sourceDocuments?.length ? { sourceDocuments: m.sourceDocuments } : {}),
    ...(m.usedTools?.length ? { usedTools: m.usedTools } : {}),
    ...(m.agentReasoning?.length ? { agentSteps: m.agentReasoning.flatMap(toAgentStep) } : {}),
    ...pendingApproval(m, index === messages.length - 1),
    ...(m.fileUploads?.length
      ? { attachments: m.fileUploads.map((f) => ({ name: f.name, mime: f.mime })) }
      : {}),
    ...(m.feedback ? { feedback: m.feedback.rating } : {}),
    status: 'done',
  }))
}
