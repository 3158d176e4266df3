import type { z } from 'zod'
import type { TChatMessage, TFeedbackRating, ZUsedTool } from '@unikflow/graph'
import type { StreamEvent as ChatStreamEvent } from '@unikflow/graph/protocols'
import type { SourceDocument } from './source-docs'
import { isRecord } from '@unikflow/graph'
import { annotatedFiles, artifactFiles, type ChatAttachment, type ChatOfFiles } from './chat-artifacts'

export type UsedTool = z.infer<typeof ZUsedTool>

export type { ChatAttachment } from './chat-artifacts'

type StoredUpload = NonNullable<TChatMessage['fileUploads']>[number]

/** A stored message's upload as the chat shows it: kept files name where the server serves them. */
function attachmentOf(m: TChatMessage, f: StoredUpload): ChatAttachment {
  const kept = f.type === 'stored-file' || f.type === 'stored-file:full'
  return {
    name: f.name,
    mime: f.mime,
    ...(kept ? { stored: { flowId: m.chatflowId, chatId: m.chatId } } : {}),
  }
}

/** The state of an Agentflow v2 node's step (Flowise's execution statuses). */
export type StepStatus = 'INPROGRESS' | 'FINISHED' | 'STOPPED' | 'ERROR'

/** One step of an agent run: who spoke and what it said (Sequential Agents), or which node ran (Agentflow v2). */
export interface AgentStep {
  agentName: string
  messages: string[]
  /** Agentflow v2: the node and how its run went (its step is shown even when it said nothing). */
  nodeId?: string
  status?: StepStatus
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
  /** Answers: images and files the run made (Flowise's artifacts and file annotations), kept with the chat. */
  madeFiles?: ChatAttachment[]
  status: 'done' | 'streaming' | 'error'
  /** The server's detail for a failed answer (shown under the spec's error text). */
  errorDetail?: string
  feedback?: TFeedbackRating
  isGreeting?: boolean
  /** The model answered but the server could not store the answer (the metadata's `warning`). */
  notStored?: boolean
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

const STEP_STATUSES: readonly string[] = ['INPROGRESS', 'FINISHED', 'STOPPED', 'ERROR']
const isStepStatus = (value: unknown): value is StepStatus =>
  typeof value === 'string' && STEP_STATUSES.includes(value)

/** What a node's output says, when it is text (an LLM's or an Agent's `content`). */
function outputText(data: unknown): string[] {
  const output = isRecord(data) ? data.output : undefined
  const content = isRecord(output) ? output.content : undefined
  return typeof content === 'string' && content.trim() !== '' ? [content] : []
}

/** Agentflow v2's executed nodes (`agentFlowExecutedData`) as steps: each node, its status, its text. */
export function stepsFromExecuted(value: unknown): AgentStep[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((node: unknown) => {
    if (!isRecord(node) || typeof node.nodeId !== 'string' || typeof node.nodeLabel !== 'string') return []
    return [
      {
        agentName: node.nodeLabel,
        messages: outputText(node.data),
        nodeId: node.nodeId,
        ...(isStepStatus(node.status) ? { status: node.status } : {}),
      },
    ]
  })
}

/** A `nextAgentFlow` event: the node's step added, or its status brought up to date. */
function withNodeProgress(steps: readonly AgentStep[], data: unknown): AgentStep[] {
  if (!isRecord(data) || typeof data.nodeId !== 'string' || typeof data.nodeLabel !== 'string')
    return [...steps]
  const status = isStepStatus(data.status) ? data.status : 'INPROGRESS'
  const known = steps.some((s) => s.nodeId === data.nodeId)
  if (known) return steps.map((s) => (s.nodeId === data.nodeId ? { ...s, status } : s))
  return [...steps, { agentName: data.nodeLabel, messages: [], nodeId: data.nodeId, status }]
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

/**
 * An answer bubble after an `artifacts` or `fileAnnotations` event: the images and files the run made,
 * kept with `chat` (other events leave it as it is).
 */
export function withStreamedFiles(answer: ChatBubble, event: ChatStreamEvent, chat: ChatOfFiles): ChatBubble {
  const files =
    event.event === 'artifacts'
      ? artifactFiles(event.data, chat)
      : event.event === 'fileAnnotations'
        ? annotatedFiles(event.data, chat)
        : []
  return files.length > 0 ? { ...answer, madeFiles: [...(answer.madeFiles ?? []), ...files] } : answer
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
    case 'nextAgentFlow':
      return { ...answer, agentSteps: withNodeProgress(answer.agentSteps ?? [], event.data) }
    case 'agentFlowExecutedData': {
      const steps = stepsFromExecuted(event.data)
      return steps.length > 0 ? { ...answer, agentSteps: steps } : answer
    }
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

/** A stored answer's steps: an Agentflow v2 execution's node runs, else a Sequential Agents run's steps. */
function storedSteps(m: TChatMessage): { agentSteps?: AgentStep[] } {
  const executed = stepsFromExecuted(m.agentFlowExecutedData)
  if (executed.length > 0) return { agentSteps: executed }
  return m.agentReasoning?.length ? { agentSteps: m.agentReasoning.flatMap(toAgentStep) } : {}
}

/** A stored answer's images and files, from the chat's kept files. */
function madeFilesOf(m: TChatMessage): { madeFiles?: ChatAttachment[] } {
  const chat = { flowId: m.chatflowId, chatId: m.chatId }
  const files = [...artifactFiles(m.artifacts, chat), ...annotatedFiles(m.fileAnnotations, chat)]
  return files.length > 0 ? { madeFiles: files } : {}
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
    ...storedSteps(m),
    ...pendingApproval(m, index === messages.length - 1),
    ...(m.fileUploads?.length ? { attachments: m.fileUploads.map((f) => attachmentOf(m, f)) } : {}),
    ...madeFilesOf(m),
    ...(m.feedback ? { feedback: m.feedback.rating } : {}),
    status: 'done',
  }))
}
