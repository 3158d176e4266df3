import { NodeInputError } from '../../shared/read-inputs'
import { callModel } from '../shared/model-call'
import { withImages } from '../../shared/vision'
import { answerMessage, answerText, conversationFor, toLangChain } from '../shared/v2-messages'
import { chatModelOf, parseJsonObject, rowsOf } from '../shared/v2-read'
import { defineAgentflowRuntime } from '../shared/v2-runtime'
import { structuredInstruction } from '../shared/structured-output'
import { llmAgentflow } from './llmAgentflow.node.js'

/** Asks the chosen chat model; with structured output rows, the answer is parsed as a JSON object. */
export default defineAgentflowRuntime(llmAgentflow, async (ctx) => {
  const [model, lc] = await Promise.all([chatModelOf(ctx, 'llmModel'), import('@langchain/core/messages')])
  const structured = structuredInstruction(rowsOf(ctx, 'llmStructuredOutput'))
  const conversation = await conversationFor(ctx, 'llm', model)
  const messages = await withImages(
    ctx,
    model,
    (structured ? [...conversation, structured] : conversation).map((m) => toLangChain(lc, m)),
  )
  const answer = answerText(
    structured ? await model.invoke(messages, { signal: ctx.signal }) : await callModel(ctx, model, messages),
  )
  if (!structured)
    return { output: { content: answer }, message: answerMessage(ctx, 'llmReturnResponseAs', answer) }
  const json = parseJsonObject(answer)
  if (!json) throw new NodeInputError(`The model did not answer with a JSON object: ${answer.slice(0, 200)}`)
  const content = JSON.stringify(json)
  return { output: { ...json, content }, message: answerMessage(ctx, 'llmReturnResponseAs', content) }
})
