import type { AIMessage, BaseMessage } from '@langchain/core/messages'

/** The text of a message (text parts of a multi-part content joined). */
export const textOf = (message: BaseMessage | undefined): string =>
  typeof message?.content === 'string'
    ? message.content
    : Array.isArray(message?.content)
      ? message.content
          .map((part) => ('text' in part && typeof part.text === 'string' ? part.text : ''))
          .join('')
      : ''

export const toolCallsOf = (message: BaseMessage | undefined) =>
  message && 'tool_calls' in message ? ((message as AIMessage).tool_calls ?? []) : []

/** Flowise names a sequential node by its label, lower-cased with `_` for spaces (Loop's "Loop To" uses it). */
export const seqNameOf = (label: string) => label.trim().toLowerCase().replace(/\s+/g, '_')

/** The JSON object in a model's answer (fenced or bare), or undefined. */
export function parseJsonAnswer(text: string): Record<string, unknown> | undefined {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text)
  const body = (fenced?.[1] ?? text).trim()
  const start = body.indexOf('{')
  const end = body.lastIndexOf('}')
  if (start < 0 || end < start) return undefined
  try {
    const value: unknown = JSON.parse(body.slice(start, end + 1))
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value))
      : undefined
  } catch {
    return undefined
  }
}
