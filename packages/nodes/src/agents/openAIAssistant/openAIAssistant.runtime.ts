import type { TNodeAnswer, TNodeContext, TUsedTool } from '../../context'
import { defineRuntime } from '../../runtime'
import { readTools } from '../../shared/agent-steps'
import { moderateInput } from '../../shared/flow-moderation'
import { getBoolean, getString } from '../../shared/read-inputs'
import { assistantsClient, findAssistant } from './assistants-client'
import { openAIAssistant } from './openAIAssistant.node.js'

const POLL_MS = 300
const MAX_TOOL_ROUNDS = 10
const WAITING = new Set(['queued', 'in_progress', 'cancelling'])

/** Threads by session when the host keeps no thread store (engine tests, composed flows). */
const localThreads = new Map<string, string>()

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * One turn with the assistant: the session's thread (created on its first question and kept in the host's
 * thread store), the question as a message, a run followed until it completes; the function calls it asks
 * for run with the connected tools of the same name and their outputs go back to the run.
 */
async function ask(ctx: TNodeContext): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, ctx.question)
  if (refused !== undefined) return { text: refused }
  const ref = await findAssistant(ctx.assistants, getString(ctx, 'selectedAssistant'))
  const api = assistantsClient(ref, ctx.fetch, ctx.signal)
  const tools = await readTools(ctx.inputs.tools)
  const key = `openai-assistant:${ctx.flowId}:${ctx.sessionId ?? ctx.chatId}`
  let thread = ctx.agentThreads ? await ctx.agentThreads.load(key) : localThreads.get(key)
  if (!thread) {
    thread = await api.createThread()
    if (ctx.agentThreads) await ctx.agentThreads.save(key, thread)
    else localThreads.set(key, thread)
  }
  await api.addMessage(thread, ctx.question)
  const toolChoice = getString(ctx, 'toolChoice').trim()
  let run = await api.createRun(thread, {
    ...(toolChoice
      ? {
          tool_choice: ['none', 'auto', 'required'].includes(toolChoice)
            ? toolChoice
            : { type: 'function', function: { name: toolChoice } },
        }
      : {}),
    parallel_tool_calls: getBoolean(ctx, 'parallelToolCalls', true),
  })
  const usedTools: TUsedTool[] = []
  for (let rounds = 0; ;) {
    if (WAITING.has(run.status)) {
      await sleep(POLL_MS)
      run = await api.getRun(thread, run.id)
    } else if (run.status === 'requires_action' && rounds++ < MAX_TOOL_ROUNDS) {
      const outputs = []
      for (const call of run.calls) {
        const tool = tools.find((t) => t.name === call.name)
        let input: unknown = call.arguments
        let output: string
        try {
          input = JSON.parse(call.arguments || '{}')
          output = tool
            ? String(await tool.invoke(input, { signal: ctx.signal }))
            : `Error: no tool named ${call.name}`
        } catch (e) {
          output = `Error: ${e instanceof Error ? e.message : String(e)}`
        }
        usedTools.push({ tool: call.name, toolInput: input, toolOutput: output })
        outputs.push({ tool_call_id: call.id, output })
      }
      run = await api.submit(thread, run.id, outputs)
    } else if (run.status === 'completed') {
      const text = await api.runText(thread, run.id)
      return { text, ...(usedTools.length ? { usedTools } : {}) }
    } else throw new Error(`The assistant's run ended ${run.status}${run.error ? `: ${run.error}` : ''}`)
  }
}

export default defineRuntime(openAIAssistant, { kind: 'execute', execute: ask })
