import { NodeInputError } from '../../shared/read-inputs'
import { answerMessage } from '../shared/v2-messages'
import { inputText } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { executeFlowAgentflow } from './executeFlowAgentflow.node.js'

function overrideOf(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' && value.trim() ? JSON.parse(value) : value
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? Object.fromEntries(Object.entries(parsed))
    : {}
}

/** Runs another flow of this unik (the host refuses others) with the input; its answer is the output. */
export default defineAgentflowRuntime(executeFlowAgentflow, async (ctx) => {
  const flowId = inputText(ctx, 'executeFlowSelectedFlow')
  if (!flowId) throw new NodeInputError('Choose the flow to execute')
  if (!ctx.executeFlow) throw new NodeInputError('Flows cannot be executed in this run')
  const content = await ctx.executeFlow({
    flowId,
    question: inputText(ctx, 'executeFlowInput') || ctx.question,
    sessionId: ctx.sessionId ?? ctx.chatId,
    overrideConfig: overrideOf(ctx.inputs.executeFlowOverrideConfig),
  })
  return { output: { content }, message: answerMessage(ctx, 'executeFlowReturnResponseAs', content) }
})
