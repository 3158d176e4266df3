import type { TNodeAnswer, TNodeContext, TUsedTool } from '../../context'
import { defineRuntime } from '../../runtime'
import { readTools } from '../../shared/agent-steps'
import { moderateInput } from '../../shared/flow-moderation'
import { getBoolean, getString } from '../../shared/read-inputs'
import {
  askAssistant,
  assistantsClient,
  createThread,
  type TAssistantToolCall,
} from '../../shared/openai-assistants'
import { findAssistant } from './find-assistant'
import { openAIAssistant } from './openAIAssistant.node.js'

/** Threads by session when the host keeps no thread store (engine tests, composed flows). */
const localThreads = new Map<string, string>()

/**
 * One turn with the assistant: the session's thread (created on its first question and kept in the host's
 * thread store), the question as a message, a run followed until it completes; the function calls it asks
 * for run with the connected tools of the same name and their outputs go back to the run.
 */
async function ask(ctx: TNodeContext): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, ctx.question)
  if (refused !== undefined) return { text: refused }
  const ref = await findAssistant(ctx.assistants, getString(ctx, 'selectedAssistant'))
  const client = await assistantsClient({ baseUrl: ref.baseUrl, apiKey: ref.apiKey, fetch: ctx.fetch })
  const tools = await readTools(ctx.inputs.tools)
  const key = `openai-assistant:${ctx.flowId}:${ctx.sessionId ?? ctx.chatId}`
  let thread = ctx.agentThreads ? await ctx.agentThreads.load(key) : localThreads.get(key)
  if (!thread) {
    thread = await createThread(client, ctx.signal)
    if (ctx.agentThreads) await ctx.agentThreads.save(key, thread)
    else localThreads.set(key, thread)
  }
  const toolChoice = getString(ctx, 'toolChoice').trim()
  const usedTools: TUsedTool[] = []
  const runTool = async (call: TAssistantToolCall): Promise<string> => {
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
    return output
  }
  const text = await askAssistant(
    client,
    {
      threadId: thread,
      assistantId: ref.openaiId,
      question: ctx.question,
      run: {
        ...(toolChoice
          ? {
              tool_choice:
                toolChoice === 'none' || toolChoice === 'auto' || toolChoice === 'required'
                  ? toolChoice
                  : { type: 'function', function: { name: toolChoice } },
            }
          : {}),
        parallel_tool_calls: getBoolean(ctx, 'parallelToolCalls', true),
      },
    },
    {
      signal: ctx.signal,
      runTools: async (calls) => {
        const outputs: string[] = []
        for (const call of calls) outputs.push(await runTool(call))
        return outputs
      },
    },
  )
  return { text, ...(usedTools.length ? { usedTools } : {}) }
}

export default defineRuntime(openAIAssistant, { kind: 'execute', execute: ask })
