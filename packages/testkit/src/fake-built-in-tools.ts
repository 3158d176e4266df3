import type { ChatRequest, ErrorReply, ScriptedReply } from './fake-openai-types'

/**
 * A scripted built-in tool result for a request that sent no built-in tool: the provider would never
 * have run it, so the fake refuses it (400) and a test of a client that forgot to send its tools fails.
 */
export function unsentBuiltInTool(chat: ChatRequest, reply: ScriptedReply): ErrorReply | undefined {
  if (!('content' in reply) || !reply.builtIn) return undefined
  if ((chat.builtInTools ?? []).length > 0) return undefined
  return {
    error: {
      status: 400,
      message: `The reply uses the built-in ${reply.builtIn.kind}, but no such tool was sent`,
    },
  }
}

/** Items that are objects (a request's tools, content blocks …), others dropped. */
export const objectsOf = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : []
