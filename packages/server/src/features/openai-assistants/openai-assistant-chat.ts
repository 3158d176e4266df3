import type { FastifyBaseLogger } from 'fastify'
import {
  ErrorCodes,
  type TAssistant,
  type TOpenAIAssistantChatAnswer,
  type TOpenAIAssistantChatBody,
} from '@unikflow/graph'
import { AppError, ValidationError } from '../../errors/app-error'
import { loadEngine } from '../prediction/load-engine'
import { readVariablesForRun } from '../variables/variables.service'
import { openaiApi, type TOpenAIConnection, type TRun } from './openai-api'
import {
  openaiConnection,
  readFunctionTools,
  type TFunctionTool,
  type TOpenAIDeps,
} from './openai-connection'
import { storedOpenAIDetails } from './openai-assistants.service'

const POLL_MS = 300
/** A run asking for tool outputs again and again is cut off after this many rounds. */
const MAX_TOOL_ROUNDS = 10
const WAITING = new Set(['queued', 'in_progress', 'cancelling'])

type TUsedTool = TOpenAIAssistantChatAnswer['usedTools'][number]

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

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
  const threadId = body.threadId ?? (await openaiApi.createThread(conn)).id
  await openaiApi.addMessage(conn, threadId, body.question)
  let run = await openaiApi.createRun(conn, threadId, details.openaiId)
  const usedTools: TUsedTool[] = []
  const runTool = toolRunner(deps, {
    unikId,
    assistantId: assistant.id,
    threadId,
    question: body.question,
    conn,
  })
  for (let rounds = 0; ;) {
    if (WAITING.has(run.status)) {
      if (signal.aborted)
        throw new AppError(504, ErrorCodes.RunTimeout, 'The OpenAI assistant did not answer in time')
      await sleep(POLL_MS, signal)
      run = await openaiApi.getRun(conn, threadId, run.id)
      continue
    }
    if (run.status === 'requires_action' && rounds++ < MAX_TOOL_ROUNDS) {
      const calls = run.required_action?.submit_tool_outputs.tool_calls ?? []
      const outputs = await Promise.all(
        calls.map(async (call) => {
          const used = await runTool(functions, call.function.name, call.function.arguments)
          usedTools.push(used)
          return { tool_call_id: call.id, output: used.toolOutput }
        }),
      )
      run = await openaiApi.submitToolOutputs(conn, threadId, run.id, outputs)
      continue
    }
    if (run.status === 'completed')
      return { text: await openaiApi.runText(conn, threadId, run.id), threadId, usedTools }
    input.log.warn(
      { assistantId: assistant.id, status: run.status },
      'OpenAI assistant run ended without an answer',
    )
    throw failed(run)
  }
}

const failed = (run: TRun) =>
  new AppError(
    502,
    ErrorCodes.UpstreamFailed,
    `OpenAI Assistants API: the run ended ${run.status}${run.last_error ? `: ${run.last_error.message}` : ''}`,
  )

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
    const variables = await readVariablesForRun(deps.db, scope.unikId)
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
