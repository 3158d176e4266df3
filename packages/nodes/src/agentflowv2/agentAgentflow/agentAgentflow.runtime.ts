import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { BaseMessage, ToolCall } from '@langchain/core/messages'
import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TSourceDocument, TUsedTool } from '../../context'
import { callModel } from '../shared/model-call'
import { withImages } from '../../shared/vision'
import { answerMessage, answerText, conversationFor, toLangChain } from '../shared/v2-messages'
import { builtInToolsOf } from './built-in-tools'
import { addUsed, builtInAnswerText, builtInUsedTools } from './built-in-results'
import { builtInFiles, type TBuiltInFiles } from './built-in-artifacts'
import { keepInlineImages } from './inline-images'
import { NodeInputError } from '../../shared/read-inputs'
import { structuredInstruction } from '../shared/structured-output'
import { chatModelOf, configOf, parseJsonObject, rowsOf, textOf, toolsOf } from '../shared/v2-read'
import { defineAgentflowRuntime, type TAgentflowContext } from '../shared/v2-runtime'
import { agentAgentflow } from './agentAgentflow.node.js'
import { knowledgeTools } from './knowledge-tools'
import { pauseForApproval, resumedConversation } from './tool-approval'

/** Rounds of tool calls before the agent must answer. */
const MAX_ROUNDS = 10

const needsApproval = (row: Record<string, unknown>) =>
  row.agentSelectedToolRequiresHumanInput === true || row.agentSelectedToolRequiresHumanInput === 'true'

/** The tools of the Agent's rows, and the names of those a person must approve before each call. */
async function agentTools(ctx: TAgentflowContext, found: TSourceDocument[]) {
  const tools: StructuredToolInterface[] = []
  const approve = new Set<string>()
  for (const row of rowsOf(ctx, 'agentTools')) {
    const name = textOf(row.agentSelectedTool).trim()
    if (!name) continue
    const supplied = await toolsOf(ctx, name, configOf(row.agentSelectedToolConfig, 'agentSelectedTool'))
    tools.push(...supplied)
    if (needsApproval(row)) for (const tool of supplied) approve.add(tool.name)
  }
  tools.push(...(await knowledgeTools(ctx, found)))
  return { tools, approve }
}

/**
 * With "JSON Structured Output" rows, the model is asked once more, without tools, to put its answer
 * into the JSON object they describe; its keys are then the output's (`{{ <node id>.output.<key> }}`).
 */
async function structuredAnswer(
  ctx: TAgentflowContext,
  model: BaseChatModel,
  messages: BaseMessage[],
): Promise<Record<string, unknown> | undefined> {
  const instruction = structuredInstruction(rowsOf(ctx, 'agentStructuredOutput'))
  if (!instruction) return undefined
  const lc = await import('@langchain/core/messages')
  const reply = answerText(
    await model.invoke([...messages, toLangChain(lc, instruction)], { signal: ctx.signal }),
  )
  const json = parseJsonObject(reply)
  if (!json) throw new NodeInputError(`The model did not answer with a JSON object: ${reply.slice(0, 200)}`)
  return json
}

/**
 * The model calls its tools (tool nodes of the catalogue, and a search tool per knowledge store) until
 * it answers without a tool call; that answer is the output, and each call is reported. A call of a tool
 * marked "Require Human Input" pauses the run first; Proceed runs it, Reject tells the model it was refused.
 * The built-in tools chosen for the model's provider are bound beside them: the provider runs those
 * itself within a call, and what they did is reported with the used tools.
 */
export default defineAgentflowRuntime(agentAgentflow, async (ctx) => {
  const [model, lc] = await Promise.all([chatModelOf(ctx, 'agentModel'), import('@langchain/core/messages')])
  const found: TSourceDocument[] = []
  const { tools, approve } = await agentTools(ctx, found)
  const builtIn = builtInToolsOf(ctx)
  const bound = [...tools, ...(builtIn?.tools ?? [])]
  if (builtIn && !model.bindTools) throw new NodeInputError('Built-in tools need a model that calls tools')
  const runnable = bound.length > 0 && model.bindTools ? model.bindTools(bound) : model
  const resumed = resumedConversation(lc, ctx)
  const messages: BaseMessage[] =
    resumed?.messages ??
    (await withImages(
      ctx,
      model,
      (await conversationFor(ctx, 'agent', model)).map((m) => toLangChain(lc, m)),
    ))
  const used: TUsedTool[] = resumed?.used ?? []
  const made: TBuiltInFiles = { artifacts: [], fileAnnotations: [] }

  const runCalls = async (calls: readonly ToolCall[], refused?: string) => {
    for (const call of calls) {
      const tool = tools.find((t) => t.name === call.name)
      const result: unknown = refused
        ? refused
        : tool
          ? await tool.invoke(call.args, { signal: ctx.signal })
          : `There is no tool named ${call.name}`
      const output = textOf(result)
      if (!refused) used.push({ tool: call.name, toolInput: call.args, toolOutput: output })
      messages.push(
        new lc.ToolMessage({ content: output, tool_call_id: call.id ?? call.name, name: call.name }),
      )
    }
  }
  const waiting = resumed ? messages.at(-1) : undefined
  if (waiting instanceof lc.AIMessage && ctx.humanDecision) {
    const feedback = ctx.humanDecision.feedback ? `: ${ctx.humanDecision.feedback}` : ''
    const refused =
      ctx.humanDecision.type === 'reject' ? `The user refused this tool call${feedback}` : undefined
    await runCalls(waiting.tool_calls ?? [], refused)
  }
  for (let round = 0; round <= MAX_ROUNDS; round += 1) {
    const reply = await callModel(ctx, runnable, messages)
    addUsed(used, builtInUsedTools(reply, builtIn))
    if (builtIn?.provider === 'OpenAI') {
      const files = await builtInFiles(ctx, model, reply)
      made.artifacts.push(...files.artifacts)
      made.fileAnnotations.push(...files.fileAnnotations)
    }
    // Gemini answers images inline (an image model, or charts its code execution drew).
    made.artifacts.push(...(await keepInlineImages(ctx, reply)))
    // A streamed server tool's input comes as a nameless call piece; the provider ran it already.
    const calls = reply instanceof lc.AIMessage ? (reply.tool_calls ?? []).filter((c) => c.name) : []
    if (calls.length === 0 || round === MAX_ROUNDS) {
      const answer = builtInAnswerText(reply)
      const json = await structuredAnswer(ctx, model, [...messages, reply])
      const content = json ? JSON.stringify(json) : answer
      const { artifacts, fileAnnotations } = made
      return {
        output: {
          ...json,
          content,
          usedTools: used,
          ...(artifacts.length ? { artifacts } : {}),
          ...(fileAnnotations.length ? { fileAnnotations } : {}),
        },
        message: answerMessage(ctx, 'agentReturnResponseAs', content),
        usedTools: used,
        sourceDocuments: found,
        artifacts,
        fileAnnotations,
      }
    }
    messages.push(reply)
    if (calls.some((c) => approve.has(c.name)))
      return { output: { content: '' }, pause: pauseForApproval(lc, messages, calls, used) }
    await runCalls(calls)
  }
  throw new Error('unreachable: the last round answers')
})
