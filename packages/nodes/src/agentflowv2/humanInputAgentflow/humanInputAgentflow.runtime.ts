import { answerText, toLangChain } from '../shared/v2-messages'
import { chatModelOf, inputText } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { humanInputAgentflow } from './humanInputAgentflow.node.js'

/**
 * Without a decision the run pauses here and shows the description (fixed, or written by a model from
 * the run's conversation). Resumed, "proceed" takes the first output and "reject" the second; feedback
 * joins the conversation.
 */
export default defineAgentflowRuntime(humanInputAgentflow, async (ctx) => {
  const decision = ctx.humanDecision
  if (decision) {
    const feedback = decision.feedback?.trim() ?? ''
    return {
      output: { content: feedback, type: decision.type },
      chosen: decision.type === 'proceed' ? 0 : 1,
      ...(feedback ? { message: { role: 'user' as const, content: feedback } } : {}),
    }
  }
  if (inputText(ctx, 'humanInputDescriptionType') !== 'dynamic')
    return { output: { content: '' }, pause: { description: inputText(ctx, 'humanInputDescription') } }
  const [model, lc] = await Promise.all([
    chatModelOf(ctx, 'humanInputModel'),
    import('@langchain/core/messages'),
  ])
  const messages = [
    ...ctx.runMessages.map((m) => toLangChain(lc, m)),
    new lc.HumanMessage(inputText(ctx, 'humanInputModelPrompt')),
  ]
  const description = answerText(await model.invoke(messages, { signal: ctx.signal }))
  return { output: { content: '' }, pause: { description } }
})
