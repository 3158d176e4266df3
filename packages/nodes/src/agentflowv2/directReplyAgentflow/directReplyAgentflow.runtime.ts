import { inputText } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { directReplyAgentflow } from './directReplyAgentflow.node.js'

/** The message is the answer of this branch. */
export default defineAgentflowRuntime(directReplyAgentflow, async (ctx) => {
  const content = inputText(ctx, 'directReplyMessage')
  if (ctx.isStreaming && content) ctx.emitToken(content)
  return { output: { content }, message: { role: 'assistant', content } }
})
