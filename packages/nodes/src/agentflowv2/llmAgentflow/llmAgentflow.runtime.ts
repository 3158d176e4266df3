import { NodeInputError } from '../../shared/read-inputs'
import { callModel } from '../shared/model-call'
import { withImages } from '../../shared/vision'
import { answerMessage, answerText, conversationFor, toLangChain } from '../shared/v2-messages'
import { chatModelOf, parseJsonObject, rowsOf, textOf } from '../shared/v2-read'
import { defineAgentflowRuntime, type TFlowMessage } from '../shared/v2-runtime'
import { llmAgentflow } from './llmAgentflow.node.js'

/** The instruction asking for the JSON object the "JSON Structured Output" rows describe. */
function structuredInstruction(rows: Record<string, unknown>[]): TFlowMessage | undefined {
  const keys = rows.flatMap((row) => {
    const key = textOf(row.key).trim()
    if (!key) return []
    const type = textOf(row.type) || 'string'
    const choices = type === 'enum' ? ` (one of: ${textOf(row.enumValues)})` : ''
    const schema = type === 'jsonArray' && row.jsonSchema ? ` (items: ${textOf(row.jsonSchema)})` : ''
    return [`- "${key}": ${type}${choices}${schema}${row.description ? ` — ${textOf(row.description)}` : ''}`]
  })
  if (keys.length === 0) return undefined
  return {
    role: 'system',
    content: `Answer with one JSON object only, no other text, with these keys:\n${keys.join('\n')}`,
  }
}

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
