import type { FastifyBaseLogger } from 'fastify'
import {
  ErrorCodes,
  type TAssistant,
  type TOpenAIAssistantChatAnswer,
  type TOpenAIAssistantChatBody,
} from '@unikflow/graph'
import { AssistantRunFailed, askAssistant } from '@unikflow/nodes'
import { AppError, ValidationError } from '../../errors/app-error'
import { loadEngine } from '../prediction/load-engine'
import { readVariablesForRun } from '../variables/variables.service'
import { openaiApi, upstream, type TOpenAIConnection } from './openai-api'
import {
  openaiConnection,
  readFunctionTools,
  type TFunctionTool,
  type TOpenAIDeps,
} from './openai-connection'
import { storedOpenAIDetails } from './openai-assistants.service'

type TUsedTool = TOpenAIAssistantChatAnswer['usedTools'][number]

/**
 * One turn with an OpenAI assistant: the question goes on the thread (a new one unless the client
 * sends its id back), a run starts and is followed until it completes; the saved tools it calls run
 * in the sandbox (with the outbound guard's fetch) and their outputs go back to the run.
 */
export async function chatWithOpenAIAssistant(
  deps: TOpenAIDeps,
  input: { unikId: string; assistant: TAssistant; body: TOpenAIAssistantChatBody; log: FastifyBaseLogger },
): Promise<TOpenAIAssistantChatAnswer> {
  const { unikId, assistant, body } = input
  const details = storedOpenAIDetails(assistant)
  if (!details?.openaiId)
    throw new ValidationError('This assistant has not been created at OpenAI yet; save it first')
  const signal = AbortSignal.timeout(deps.config.modelTimeouts.overallMs)
  const conn = await openaiConnection(deps, unikId, assistant.credential, signal)
  const functions = await readFunctionTools(deps.db, unikId, details.functionToolIds)
  const threadId = body.threadId ?? (await openaiApi.createThread(conn))
  const usedTools: TUsedTool[] = []
  const runTool = toolRunner(deps, {
    unikId,
    assistantId: assistant.id,
    threadId,
    question: body.question,
    conn,
  })
  try {
    const text = await askAssistant(
      conn.client,
      { threadId, assistantId: details.openaiId, question: body.question },
      {
        signal,
        runTools: async (calls) => {
          const used = await Promise.all(calls.map((call) => runTool(functions, call.name, call.arguments)))
          usedTools.push(...used)
          return used.map((u) => u.toolOutput)
        },
      },
    )
    return { text, threadId, usedTools }
  } catch (e) {
    if (signal.aborted)
      throw new AppError(504, ErrorCodes.RunTimeout, 'The OpenAI assistant did not answer in time')
    if (e instanceof AssistantRunFailed)
      input.log.warn({ assistantId: assistant.id }, 'OpenAI assistant run ended without an answer')
    throw upstream(e)
  }
}

/** Runs a saved tool the model called; a failure becomes the tool's output, so the run can go on. */
function toolRunner(
  deps: TOpenAIDeps,
  scope: { unikId: string; assistantId: string; threadId: string; question: string; conn: TOpenAIConnection },
) {
  return async (functions: readonly TFunctionTool[], name: string, argsText: string): Promise<TUsedTool> => {
    let args: Record<string, unknown> = {}
    try {
      const parsed: unknown = JSON.parse(argsText || '{}')
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) args = { ...parsed }
    } catch {
      return { tool: name, toolInput: argsText, toolOutput: 'Error: the arguments are not JSON' }
    }
    const tool = functions.find((f) => f.name === name)
    if (!tool) return { tool: name, toolInput: args, toolOutput: `Error: no tool named ${name}` }
    const { runUserCode } = await loadEngine()
    const variables = await readVariablesForRun(deps, scope.unikId)
    try {
      const result = await runUserCode(tool.func, {
        inputs: args,
        vars: Object.fromEntries(variables.map((v) => [v.name, v.value])),
        flow: {
          chatflowId: scope.assistantId,
          sessionId: scope.threadId,
          chatId: scope.threadId,
          input: scope.question,
        },
        timeoutMs: deps.config.sandbox.timeoutMs,
        memoryLimitBytes: deps.config.sandbox.memoryLimitBytes,
        fetch: scope.conn.fetch,
      })
      return {
        tool: name,
        toolInput: args,
        toolOutput: typeof result === 'string' ? result : JSON.stringify(result),
      }
    } catch (e) {
      return {
        tool: name,
        toolInput: args,
        toolOutput: `Error: ${e instanceof Error ? e.message : String(e)}`,
      }
    }
  }
}
