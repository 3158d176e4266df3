import type { FastifyBaseLogger } from 'fastify'
import type { FlowSettings } from './flow-settings'

type Engine = typeof import('@unikflow/engine')

/** Flowise stores the code JSON-encoded (a JSON string holding the code); plain code is read as is. */
export function postProcessingCode(settings: FlowSettings): string | undefined {
  const config = settings.chatbot.postProcessing
  if (config?.enabled !== true || !config.customFunction?.trim()) return undefined
  const raw = config.customFunction
  try {
    const decoded: unknown = JSON.parse(raw)
    if (typeof decoded === 'string') return decoded
  } catch {
    // plain code
  }
  return raw
}

export interface PostProcessingInput {
  code: string
  rawOutput: string
  question: string
  chatHistory: { role: string; content: string }[]
  chatflowId: string
  chatId: string
  sessionId: string
  sourceDocuments: unknown
  usedTools: unknown
  vars: Record<string, string>
}

/**
 * Runs the flow's post-processing function in the engine's QuickJS sandbox with Flowise's `$flow`
 * (`rawOutput`, `chatHistory`, `input`, ids, sources, tools) and `$vars`. A string result replaces the
 * answer, an object becomes a JSON block; a failing function leaves the answer as it was (logged).
 */
export async function postProcessAnswer(
  engine: Engine,
  input: PostProcessingInput,
  log: FastifyBaseLogger,
): Promise<string> {
  try {
    const result = await engine.runUserCode(input.code, {
      vars: input.vars,
      flow: {
        rawOutput: input.rawOutput,
        chatHistory: input.chatHistory,
        input: input.question,
        chatflowId: input.chatflowId,
        chatId: input.chatId,
        sessionId: input.sessionId,
        sourceDocuments: input.sourceDocuments ?? [],
        usedTools: input.usedTools ?? [],
      },
      timeoutMs: 10_000,
    })
    if (result === undefined || result === null) return input.rawOutput
    if (typeof result === 'string') return result
    if (typeof result === 'object') return '```json\n' + JSON.stringify(result, null, 2) + '\n```'
    return String(result)
  } catch (error) {
    log.warn({ err: error, chatflowId: input.chatflowId }, 'post processing failed; the raw answer is kept')
    return input.rawOutput
  }
}
