import type { BaseMessage } from '@langchain/core/messages'
import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TSourceDocument, TUsedTool } from '../../context'
import { callModel } from '../shared/model-call'
import { answerMessage, answerText, conversationFor, toLangChain } from '../shared/v2-messages'
import { chatModelOf, configOf, rowsOf, textOf, toolsOf } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { agentAgentflow } from './agentAgentflow.node.js'
import { knowledgeTools } from './knowledge-tools'

/** Rounds of tool calls before the agent must answer. */
const MAX_ROUNDS = 10

/**
 * The model calls its tools (tool nodes of the catalogue, and a search tool per knowledge store) until
 * it answers without a tool call; that answer is the output, and each call is reported.
 */
export default defineAgentflowRuntime(agentAgentflow, async (ctx) => {
  const [model, lc] = await Promise.all([chatModelOf(ctx, 'agentModel'), import('@langchain/core/messages')])
  const found: TSourceDocument[] = []
  const tools: StructuredToolInterface[] = []
  for (const row of rowsOf(ctx, 'agentTools')) {
    const name = textOf(row.agentSelectedTool).trim()
    if (name)
      tools.push(...(await toolsOf(ctx, name, configOf(row.agentSelectedToolConfig, 'agentSelectedTool'))))
  }
  tools.push(...(await knowledgeTools(ctx, found)))
  const runnable = tools.length > 0 && model.bindTools ? model.bindTools(tools) : model
  const messages: BaseMessage[] = conversationFor(ctx, 'agent').map((m) => toLangChain(lc, m))
  const used: TUsedTool[] = []
  for (let round = 0; round <= MAX_ROUNDS; round += 1) {
    const reply = await callModel(ctx, runnable, messages)
    const calls = reply instanceof lc.AIMessage ? (reply.tool_calls ?? []) : []
    if (calls.length === 0 || round === MAX_ROUNDS) {
      const content = answerText(reply)
      return {
        output: { content, usedTools: used },
        message: answerMessage(ctx, 'agentReturnResponseAs', content),
        usedTools: used,
        sourceDocuments: found,
      }
    }
    messages.push(reply)
    for (const call of calls) {
      const tool = tools.find((t) => t.name === call.name)
      const result: unknown = tool
        ? await tool.invoke(call.args, { signal: ctx.signal })
        : `There is no tool named ${call.name}`
      const output = textOf(result)
      used.push({ tool: call.name, toolInput: call.args, toolOutput: output })
      messages.push(
        new lc.ToolMessage({ content: output, tool_call_id: call.id ?? call.name, name: call.name }),
      )
    }
  }
  throw new Error('unreachable: the last round answers')
})
